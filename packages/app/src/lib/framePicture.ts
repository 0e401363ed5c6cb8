/**
 * A card list's frame may show its first card's picture, and a record screen's the record's own (ADR 0014,
 * src/framePictures.ts): an inline script puts it in the frame's first skeleton picture before any of the
 * app's code has run. The screen's skeleton keeps it as lib/frameKept.ts says: the renders read it once it
 * has loaded (`framePicture`), the skeleton keeps it for the frame's address until the screen has left its
 * loading state once (`forgetFramePicture`); a screen does both with `useFramePicture`.
 *
 * The picture's address comes from the page, so it is checked as any outside value: only an absolute
 * http(s) URL (the contract's rule) or a file of this build's assets is kept.
 */
import { safeHttpUrl } from '@portal-fiscal/api-client';
import { browserPage, keptFromFrame, type FrameAddress } from './frameKept';

/** The frame's first skeleton picture, as the inline scripts put it there (build/earlyCalls.ts). */
export const FRAME_PICTURE_SELECTOR = '#root[data-frame] [data-skeleton-picture] > img';

/** What is read of the frame's picture: an `HTMLImageElement` in the browser. */
export interface FramePictureImage {
  readonly complete: boolean;
  readonly naturalWidth: number;
  getAttribute(name: string): string | null;
}

/** The page read: `document` and `window.location` in the browser. */
export interface FramePicturePage {
  document: { querySelector(selector: string): unknown };
  location: FrameAddress;
}

/** A file of the build's own assets folder: the demo's seed pictures (build/demoFramePictures.ts, `assets/frame-<hash>.svg`). */
const BUILD_ASSET = /^\/assets\/[\w.-]+$/;

/**
 * The picture's address if it is one the screen may show: what the contract lets a card show (an absolute
 * http(s) URL, `safeHttpUrl`), or a file of this build's assets folder (`/assets/frame-….svg`); anything
 * else (another scheme, `data:`, `javascript:`, `//host`, a relative path, spaces) is null.
 */
export function safeFramePictureSrc(src: string | null | undefined): string | null {
  const http = safeHttpUrl(src);
  if (http) return http;
  const path = src?.trim() ?? '';
  return BUILD_ASSET.test(path) ? path : null;
}

/** The frame's loaded picture, if its address is a safe one. */
function read(page: FramePicturePage): string | null {
  const image = page.document.querySelector(FRAME_PICTURE_SELECTOR) as FramePictureImage | null;
  if (!image?.complete || !(image.naturalWidth > 0)) return null;
  return safeFramePictureSrc(image.getAttribute('src'));
}

const kept = keptFromFrame(read);

/**
 * The frame's picture for a card list's first skeleton card, or undefined: none (or no longer), or the
 * page is now at another address than the frame's.
 */
export const framePicture = (page: FramePicturePage | null = browserPage()): string | undefined => kept.get(page);

/**
 * The card list at the page's address has shown what it loaded: if the frame's picture was for that
 * address, it is forgotten, so a later visit's skeleton never shows it.
 */
export const forgetFramePicture = (at: FrameAddress | null = browserPage()?.location ?? null): void => kept.forget(at);

/**
 * The picture a screen's loading skeleton keeps (see above): the frame's, while `loading` and at the frame's
 * address; forgotten once the screen has left its loading state.
 */
export const useFramePicture = (loading: boolean): string | undefined => kept.useKept(loading, browserPage);
