import { createHash } from 'node:crypto';
import type { Plugin, ResolvedConfig } from 'vite';
import type * as SeedPicturesModule from './seedPictures.ts';
import { importAppModule } from './appModules.ts';
import { CONFIG_BLOCK, SHOW_FRAME_PICTURE } from './earlyCalls.ts';

/** A list's first picture in the demo's build: its file's address, and the logo rule of src/framePictures.ts. */
export interface DemoFramePicture {
  src: string;
  logoMaxRatio: number | null;
}

/**
 * The demo's card lists show their first card's picture in their frame too (src/framePictures.ts), though
 * the demo has no early calls: its backend is a service worker and a script that are not there while the
 * page parses, so nothing can answer the list, nor the picture's own address, before the screen's code and
 * the backend's (111 KB) have arrived, some 5 s into a phone's visit. But the demo starts from a seed, and
 * a seed's first card is known when the demo is built: build/seedPictures.ts asks the backend's own handlers
 * for it, and the build writes its picture as a file of its own (`assets/frame-<hash>.svg`). This script
 * shows that file in the frame while the demo's data are still the seed's: no saved demo data
 * (`dataKey`, which the demo writes at its first change and removes when it restores the seed), and the list
 * unfiltered, behind a frame. Its bytes are the backend's: the card shows the same picture, from the
 * backend's address.
 */
export const demoFramePicturesScript = ({ pictures, dataKey }: { pictures: Record<string, DemoFramePicture>; dataKey: string }) =>
  `(function (pictures, dataKey) {
  var picture = Object.prototype.hasOwnProperty.call(pictures, location.pathname) && !location.search && document.documentElement.hasAttribute('data-frame') ? pictures[location.pathname] : null;
  if (!picture) return;
  try {
    if (localStorage.getItem(dataKey) !== null) return;
  } catch (e) {
    return;
  }
  window.__pfFramePicture = showFramePicture(picture.src, picture.logoMaxRatio);
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
      for (const { path, bytes, contentType, logoMaxRatio } of seed.pictures) {
        const fileName = pictureFileName(bytes, contentType);
        this.emitFile({ type: 'asset', fileName, source: bytes });
        pictures[path] = { src: `${config.base}${fileName}`, logoMaxRatio };
      }
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
