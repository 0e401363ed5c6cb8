import { createHash } from 'node:crypto';
import type { Plugin, ResolvedConfig } from 'vite';
import type * as SeedPicturesModule from './seedPictures.ts';
import { importAppModule } from './appModules.ts';
import { CONFIG_BLOCK, SHOW_FRAME_PICTURE } from './earlyCalls.ts';

/**
 * A screen's picture in the demo's build: a list's first picture's file, or a record screen's files by the
 * record's id and the address's parameter that names it; and the logo rule of src/framePictures.ts.
 */
export type DemoFramePicture =
  { src: string; logoMaxRatio: number | null } | { param: string; byId: Record<string, string>; logoMaxRatio: number | null };

/**
 * The demo's card lists and record screens show their picture in their frame too (src/framePictures.ts),
 * though the demo has no early calls: its backend is a service worker and a script that are not there while
 * the page parses, so nothing can answer the list or the record, nor the picture's own address, before the
 * screen's code and the backend's (111 KB) have arrived, some 5 s into a phone's visit. But the demo starts
 * from a seed, and a seed's first card and every seed record's picture are known when the demo is built:
 * build/seedPictures.ts asks the backend's own handlers for them, and the build writes each picture as a
 * file of its own (`assets/frame-<hash>.svg`). This script shows the address's file in the frame while the
 * demo's data are still the seed's: no saved demo data (`dataKey`, which the demo writes at its first change
 * and removes when it restores the seed), behind a frame; a list's only unfiltered, a record's for a record
 * of the seed. Its bytes are the backend's: the screen shows the same picture, from the backend's address.
 */
export const demoFramePicturesScript = ({ pictures, dataKey }: { pictures: Record<string, DemoFramePicture>; dataKey: string }) =>
  `(function (pictures, dataKey) {
  var own = Object.prototype.hasOwnProperty;
  var picture = own.call(pictures, location.pathname) && document.documentElement.hasAttribute('data-frame') ? pictures[location.pathname] : null;
  if (!picture) return;
  var src = picture.src;
  if (picture.byId) {
    var id = new URLSearchParams(location.search).get(picture.param);
    src = id !== null && own.call(picture.byId, id) ? picture.byId[id] : null;
  } else if (location.search) return;
  if (!src) return;
  try {
    if (localStorage.getItem(dataKey) !== null) return;
  } catch (e) {
    return;
  }
  window.__pfFramePicture = showFramePicture(src, picture.logoMaxRatio);
  ${SHOW_FRAME_PICTURE}
})(${JSON.stringify(pictures)}, ${JSON.stringify(dataKey)})`;

/** The file name of a picture in the build: its content's hash, and the extension of its type. */
export function pictureFileName(bytes: Uint8Array, contentType: string): string {
  const extension = /^image\/(svg)\+xml\b/.exec(contentType)?.[1] ?? /^image\/(png|jpeg|webp|gif|avif)\b/.exec(contentType)?.[1];
  if (!extension) throw new Error(`a frame picture of type '${contentType}'`);
  return `assets/frame-${createHash('sha256').update(bytes).digest('base64url').slice(0, 10)}.${extension}`;
}

/**
 * The demo build's lists' first pictures: written as files, and shown by the script above, which goes where
 * the production build's early-calls script goes (right after the configuration block, after #root and the
 * frame's own script, which reads `__pfFramePicture` in its first frame). Only in the demo's build.
 */
export function demoFramePictures({ enabled }: { enabled: boolean }): Plugin {
  let config: ResolvedConfig;
  const pictures: Record<string, DemoFramePicture> = {};
  let dataKey: string | null = null;
  return {
    name: 'portal-fiscal:demo-frame-pictures',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      if (!enabled) return;
      const { seedPictures } = await importAppModule<typeof SeedPicturesModule>(new URL('./seedPictures.ts', import.meta.url));
      const seed = await seedPictures();
      dataKey = seed.dataKey;
      const records: Record<string, { param: string; byId: Record<string, string>; logoMaxRatio: number | null }> = {};
      const emitted = new Set<string>();
      for (const { path, record, bytes, contentType, logoMaxRatio } of seed.pictures) {
        const fileName = pictureFileName(bytes, contentType);
        // Records may share a picture: one file each.
        if (!emitted.has(fileName)) this.emitFile({ type: 'asset', fileName, source: bytes });
        emitted.add(fileName);
        const src = `${config.base}${fileName}`;
        if (!record) pictures[path] = { src, logoMaxRatio };
        else (records[path] ??= { param: record.param, byId: {}, logoMaxRatio }).byId[record.id] = src;
      }
      Object.assign(pictures, records);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!enabled) return undefined;
        if (dataKey === null) return this.error('the seed’s pictures were not read');
        if (!html.includes(CONFIG_BLOCK)) this.error(`index.html: no empty configuration block (${CONFIG_BLOCK})`);
        return html.replace(CONFIG_BLOCK, `${CONFIG_BLOCK}\n    <script>${demoFramePicturesScript({ pictures, dataKey })}</script>`);
      },
    },
  };
}
