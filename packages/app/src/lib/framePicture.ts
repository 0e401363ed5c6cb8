/**
 * A card list's frame may show its first card's picture, and a record screen's the record's own (ADR 0014,
 * src/framePictures.ts): an inline script puts it in the frame's first skeleton picture before any of the
 * app's code has run. The first render replaces the frame with the screen, whose loading state draws the
 * same skeleton: without that picture, it would vanish until the answer comes and the screen shows it
 * again (a flicker).
 *
 * So the screen's renders, while the frame is on show (the first render, which replaces it, included),
 * read the frame's picture once it has shown (`framePicture`), and its skeleton keeps it while the address
 * is still the frame's and until the screen has left its loading state once (`forgetFramePicture`): a
 * later visit's skeleton never shows a picture the list or record may no longer have. No navigation can
 * come before the first render, so the address the picture is read at is the frame's. A screen does both
 * with `useFramePicture`.
 *
 * The picture's address comes from the page, so it is checked as any outside value: only an absolute
 * http(s) URL (the contract's rule) or a file of this build's assets is kept.
 */
import { useEffect } from 'react';
import { safeHttpUrl } from '@portal-fiscal/api-client';

/** The frame's first skeleton picture, as the inline scripts put it there (build/earlyCalls.ts). */
export const FRAME_PICTURE_SELECTOR = '#root[data-frame] [data-skeleton-picture] > img';

/** What is read of the frame's picture: an `HTMLImageElement` in the browser. */
export interface FramePictureImage {
  readonly complete: boolean;
  readonly naturalWidth: number;
  getAttribute(name: string): string | null;
}

/** Where the page is: `window.location` in the browser. */
export interface FramePictureAddress {
  readonly pathname: string;
  readonly search: string;
}

/** The page read: `document` and `window.location` in the browser. */
export interface FramePicturePage {
  document: { querySelector(selector: string): unknown };
  location: FramePictureAddress;
}

/** The frame's picture and the address (path and query) it was shown at, until it is forgotten. */
let held: { address: string; src: string } | null = null;

/** The browser's page; none where there is no document (the frames' render at build time, in Node). */
const browserPage = (): FramePicturePage | null => (typeof document === 'undefined' ? null : { document, location: window.location });

const addressOf = (at: FramePictureAddress) => at.pathname + at.search;

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

/**
 * Reads the frame's picture while none is held and the frame is on show: kept once it has loaded (so it is
 * what the user sees), if its address is a safe one, for the address it shows at.
 */
function look(page: FramePicturePage) {
  if (held) return;
  const image = page.document.querySelector(FRAME_PICTURE_SELECTOR) as FramePictureImage | null;
  if (!image?.complete || !(image.naturalWidth > 0)) return;
  const src = safeFramePictureSrc(image.getAttribute('src'));
  if (src) held = { address: addressOf(page.location), src };
}

/**
 * The frame's picture for a card list's first skeleton card, or undefined: none (or no longer), or the
 * page is now at another address than the frame's.
 */
export function framePicture(page: FramePicturePage | null = browserPage()): string | undefined {
  if (!page) return undefined;
  look(page);
  return held?.address === addressOf(page.location) ? held.src : undefined;
}

/**
 * The card list at the page's address has shown what it loaded: if the frame's picture was for that
 * address, it is forgotten, so a later visit's skeleton never shows it.
 */
export function forgetFramePicture(at: FramePictureAddress | null = browserPage()?.location ?? null): void {
  if (at && held?.address === addressOf(at)) held = null;
}

/**
 * The picture a screen's loading skeleton keeps (see above): the frame's, while `loading` and at the frame's
 * address; forgotten once the screen has left its loading state.
 */
export function useFramePicture(loading: boolean): string | undefined {
  useEffect(() => {
    if (!loading) forgetFramePicture();
  }, [loading]);
  return loading ? framePicture() : undefined;
}
