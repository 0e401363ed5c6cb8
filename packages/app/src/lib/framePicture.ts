/**
 * A card list's frame may show its first card's picture (ADR 0014, src/framePictures.ts): the early-calls
 * script puts it in the frame's first skeleton card before any of the app's code has run. The first render
 * replaces the frame with the screen, whose loading state draws the same skeleton cards: without that
 * picture, it would vanish until the list's answer comes and the first card shows it again (a flicker).
 *
 * So main.tsx reads the frame's picture once, before that render replaces the frame (`readFramePicture`;
 * one whose image is still loading then is looked for again during that render), with the address it was
 * shown for, and the card list gives it to its first skeleton card (`framePicture`) while the address is
 * still that one and until the list has left its loading state once (`forgetFramePicture`): a later
 * visit's skeleton never shows a picture the list may no longer have.
 *
 * The picture's address comes from the page, so it is checked as any outside value: only an absolute
 * http(s) URL or a path of this origin is kept.
 */

/** The frame's first skeleton picture, as the early-calls script puts it there (build/earlyCalls.ts). */
export const FRAME_PICTURE_SELECTOR = '#root[data-frame] [data-skeleton-picture] > img';

/** A frame on screen (build/prerender.ts `withFrame`), until the first render replaces it. */
const FRAME_SELECTOR = '#root[data-frame]';

/** What is read of the frame's picture: an `HTMLImageElement` in the browser. */
export interface FramePictureImage {
  readonly complete: boolean;
  readonly naturalWidth: number;
  getAttribute(name: string): string | null;
}

/** Where the frame was shown: `window.location` in the browser. */
export interface FramePictureAddress {
  readonly pathname: string;
  readonly search: string;
  readonly origin: string;
}

type Address = Pick<FramePictureAddress, 'pathname' | 'search'>;

/** Where to look for the frame's picture: a `Document` in the browser. */
export interface FramePictureRoot {
  querySelector(selector: string): unknown;
}

/** The frame's picture and the address (path and query) it was shown for, until it is forgotten. */
let held: { address: string; src: string } | null = null;

/**
 * The frame still on screen, with the address it was shown for: its picture may show after start-up (its
 * image still loading when the app's scripts ran), until the screen's first render replaces the frame.
 */
let frame: { root: FramePictureRoot; address: string; origin: string } | null = null;

const addressOf = (at: Address) => at.pathname + at.search;

/**
 * The picture's address if it is one the screen may show: an absolute http(s) URL, or a path of this
 * origin (`/assets/…`, never `//host/…`); anything else (another scheme, `data:`, `javascript:`, a
 * relative path, spaces, something that does not parse) is null.
 */
export function safeFramePictureSrc(src: string | null | undefined, origin: string): string | null {
  if (typeof src !== 'string') return null;
  const value = src.trim();
  const control = [...value].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);
  if (value === '' || control || /[\s\\]/.test(value)) return null;
  try {
    if (/^https?:\/\/[^/]/i.test(value)) {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:' ? value : null;
    }
    if (value.startsWith('/') && !value.startsWith('//')) {
      return new URL(value, origin).origin === origin ? value : null;
    }
  } catch {
    return null;
  }
  return null;
}

/**
 * Reads the frame's first card picture, once at start-up, before the first render replaces the frame:
 * kept only if it has loaded (so it is what the user sees) and its address is a safe one, for the
 * address the page is at now (path and query). One that has not shown yet is looked for again, at the
 * same address, by `framePicture` while the frame is still there (the first render, before it commits).
 */
export function readFramePicture(root: FramePictureRoot = document, at: FramePictureAddress = window.location): void {
  held = null;
  frame = { root, address: addressOf(at), origin: at.origin };
  look();
}

/** Looks for the frame's picture, while there is a frame and none has been found: once it shows, or the frame has gone. */
function look() {
  if (!frame) return;
  const image = frame.root.querySelector(FRAME_PICTURE_SELECTOR) as FramePictureImage | null;
  if (!image) {
    if (!frame.root.querySelector(FRAME_SELECTOR)) frame = null;
    return;
  }
  if (!image.complete || !(image.naturalWidth > 0)) return;
  const src = safeFramePictureSrc(image.getAttribute('src'), frame.origin);
  held = src ? { address: frame.address, src } : null;
  frame = null;
}

/**
 * The frame's picture for a card list's first skeleton card, or undefined: none (or no longer), or the
 * page is now at another address than the frame's (`at`: where it is now, `window.location`).
 */
export function framePicture(at?: Address): string | undefined {
  look();
  // At build time (the frames' render, in Node) nothing was read: no `window` is read either.
  if (!held) return undefined;
  return held.address === addressOf(at ?? window.location) ? held.src : undefined;
}

/**
 * The card list at `at` (`window.location`) has shown what it loaded: if the frame's picture was for
 * that address, it is forgotten, so a later visit's skeleton never shows it.
 */
export function forgetFramePicture(at?: Address): void {
  if (!held && !frame) return;
  const address = addressOf(at ?? window.location);
  if (held?.address === address) held = null;
  if (frame?.address === address) frame = null;
}
