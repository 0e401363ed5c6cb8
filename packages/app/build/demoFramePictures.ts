import { createHash } from 'node:crypto';
import type { Plugin, ResolvedConfig } from 'vite';
import type * as SeedPicturesModule from './seedPictures.ts';
import { importAppModule } from './appModules.ts';
import { CONFIG_BLOCK, FILL_FRAME_TEXTS, SHOW_FRAME_PICTURE } from './earlyCalls.ts';
import type { FrameTexts } from '../src/frameTexts';

/**
 * A screen's picture in the demo's build: a list's first picture's file, or a record screen's files by the
 * record's id and the address's parameter that names it; and the logo rule of src/framePictures.ts.
 */
export type DemoFramePicture =
  { src: string; logoMaxRatio: number | null } | { param: string; byId: Record<string, string>; logoMaxRatio: number | null };

/** A record screen's texts in the demo's build (src/frameTexts.ts): each seed record's, by its id and the address's parameter. */
export interface DemoFrameTexts {
  param: string;
  byId: Record<string, FrameTexts>;
}

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
 * A record screen of src/frameTexts.ts gets its seed record's texts the same way (`texts`), written into the
 * frame as the production script writes them from the record's answer.
 */
export const demoFramePicturesScript = ({
  pictures,
  texts = {},
  dataKey,
}: {
  pictures: Record<string, DemoFramePicture>;
  texts?: Record<string, DemoFrameTexts>;
  dataKey: string;
}) =>
  `(function (pictures, texts, dataKey) {
  var own = Object.prototype.hasOwnProperty;
  if (!document.documentElement.hasAttribute('data-frame')) return;
  try {
    if (localStorage.getItem(dataKey) !== null) return;
  } catch (e) {
    return;
  }
  var params = new URLSearchParams(location.search);
  // A record screen's, for a record of the seed the address names.
  function byId(entry) {
    var id = params.get(entry.param);
    return id !== null && own.call(entry.byId, id) ? entry.byId[id] : null;
  }
  var fills = [];
  var picture = own.call(pictures, location.pathname) ? pictures[location.pathname] : null;
  // A list's only unfiltered.
  var src = !picture ? null : picture.byId ? byId(picture) : location.search ? null : picture.src;
  if (src) fills.push(showFramePicture(src, picture.logoMaxRatio));
  var record = own.call(texts, location.pathname) ? byId(texts[location.pathname]) : null;
  if (record) fills.push(fillFrameTexts(record));
  if (fills.length) window.__pfFrameFill = Promise.all(fills);
  ${SHOW_FRAME_PICTURE}
  ${FILL_FRAME_TEXTS}
})(${inlineJson(pictures)}, ${inlineJson(texts)}, ${JSON.stringify(dataKey)})`;

/** A value as JavaScript inside a `<script>`: the seed's texts are data, so no `<` of theirs can close the element. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The file name of a picture in the build: its content's hash, and the extension of its type. */
export function pictureFileName(bytes: Uint8Array, contentType: string): string {
  const extension = /^image\/(svg)\+xml\b/.exec(contentType)?.[1] ?? /^image\/(png|jpeg|webp|gif|avif)\b/.exec(contentType)?.[1];
  if (!extension) throw new Error(`a frame picture of type '${contentType}'`);
  return `assets/frame-${createHash('sha256').update(bytes).digest('base64url').slice(0, 10)}.${extension}`;
}

/**
 * The demo build's lists' first pictures: written as files, and shown by the script above, which goes where
 * the production build's early-calls script goes (right after the configuration block, after #root and the
 * frame's own script, which reads `__pfFrameFill` once the document is parsed). Only in the demo's build.
 */
export function demoFramePictures({ enabled }: { enabled: boolean }): Plugin {
  let config: ResolvedConfig;
  const pictures: Record<string, DemoFramePicture> = {};
  const texts: Record<string, DemoFrameTexts> = {};
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
      for (const { path, record, texts: recordTexts } of seed.texts)
        (texts[path] ??= { param: record.param, byId: {} }).byId[record.id] = recordTexts;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!enabled) return undefined;
        if (dataKey === null) return this.error('the seed’s pictures were not read');
        if (!html.includes(CONFIG_BLOCK)) this.error(`index.html: no empty configuration block (${CONFIG_BLOCK})`);
        return html.replace(CONFIG_BLOCK, `${CONFIG_BLOCK}\n    <script>${demoFramePicturesScript({ pictures, texts, dataKey })}</script>`);
      },
    },
  };
}
