/**
 * A card list's frame may show its first card's picture (ADR 0014, src/framePictures.ts): the early-calls
 * script puts it in the frame's first skeleton card before any of the app's code has run. The first render
 * replaces the frame with the screen, whose loading state draws the same skeleton cards: without that
 * picture, it would vanish until the list's answer comes and the first card shows it again (a flicker).
 *
 * So main.tsx marks the start-up with its address (lib/frameStart.ts, a few bytes of the start-up), and
 * the card list's first render, which comes before the frame is replaced, reads the frame's
 * picture (`framePicture`: once it has shown) and gives it to its first skeleton card while the address is
 * still the frame's and until the list has left its loading state once (`forgetFramePicture`): a later
 * visit's skeleton never shows a picture the list may no longer have.
 *
 * The picture's address comes from the page, so it is checked as any outside value: only an absolute
 * http(s) URL or a path of this origin is kept.
 */

import { takeFrameStart, type FrameStart } from './frameStart';

/** The frame's first skeleton picture, as the early-calls script puts it there (build/earlyCalls.ts). */
export const FRAME_PICTURE_SELECTOR = '#root[data-frame] [data-skeleton-picture] > img';

/** A frame on screen, until the first render replaces it. */
export const FRAME_SELECTOR = '#root[data-frame]';

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

/** The frame's picture and the address (path and query) it was shown for, until it is forgotten. */
let held: { address: string; src: string } | null = null;

/**
 * Where the app started (lib/frameStart.ts), until the frame's picture has been found or the frame has
 * gone (or there was none): the picture may show after start-up (its image still loading when the app's
 * scripts ran), until the screen's first render replaces the frame.
 */
let frame: FrameStart | null = null;

/** Takes main.tsx's mark of the start-up, once: a new start forgets what an earlier one found. */
function adopt() {
  const started = takeFrameStart();
  if (started) {
    frame = started;
    held = null;
  }
}

const addressOf = (at: FramePictureAddress) => at.pathname + at.search;

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
 * Looks for the frame's picture while the frame the app started on is there and none has been found: kept
 * once it has loaded (so it is what the user sees), if its address is a safe one, for the frame's address.
 */
function look() {
  adopt();
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
export function framePicture(at?: FramePictureAddress): string | undefined {
  look();
  // At build time (the frames' render, in Node) nothing was marked: no `window` is read either.
  if (!held) return undefined;
  return held.address === addressOf(at ?? window.location) ? held.src : undefined;
}

/**
 * The card list at `at` (`window.location`) has shown what it loaded: if the frame's picture was for
 * that address, it is forgotten, so a later visit's skeleton never shows it.
 */
export function forgetFramePicture(at?: FramePictureAddress): void {
  adopt();
  if (!held && !frame) return;
  const address = addressOf(at ?? window.location);
  if (held?.address === address) held = null;
  if (frame?.address === address) frame = null;
}
