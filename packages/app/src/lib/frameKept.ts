/**
 * What a screen's loading state keeps of its frame (ADR 0014): the frame's picture (lib/framePicture.ts),
 * a record's texts (lib/frameTexts.ts). The frame's inline scripts put them in before any of the app's code
 * has run; the first render hydrates the frame, and the screen's loading state, drawn once the frame's view
 * ends, is the same skeleton: without them, they would vanish until the answer comes and the screen shows
 * them again (a flicker), and the hydration would not find the markup it renders.
 *
 * So the screen's renders, while the frame is on show (the first render, which hydrates it, included), read
 * what the frame shows (`get`), and its loading state keeps it while the address is still the frame's and
 * until the screen has left its loading state once (`forget`): a later visit's skeleton never shows what the
 * list or record may no longer have. No navigation can come before the first render, so the address it is
 * read at is the frame's. A screen does both with `useKept`.
 */
import { useEffect } from 'react';

/** Where the page is: `window.location` in the browser. */
export interface FrameAddress {
  readonly pathname: string;
  readonly search: string;
}

/** The browser's page; none where there is no document (the frames' render at build time, in Node). */
export const browserPage = (): { document: Document; location: Location } | null =>
  typeof document === 'undefined' ? null : { document, location: window.location };

const addressOf = (at: FrameAddress) => at.pathname + at.search;

/**
 * What `read` finds in the frame, kept for the address it was read at until it is forgotten. `read` is
 * asked again at each `get` while nothing is held (a picture that shows a moment later is found then).
 */
export function keptFromFrame<Page extends { location: FrameAddress }, T>(read: (page: Page) => T | null) {
  let held: { address: string; value: T } | null = null;
  const get = (page: Page | null): T | undefined => {
    if (!page) return undefined;
    if (!held) {
      const value = read(page);
      if (value !== null) held = { address: addressOf(page.location), value };
    }
    return held?.address === addressOf(page.location) ? held.value : undefined;
  };
  const forget = (at: FrameAddress | null): void => {
    if (at && held?.address === addressOf(at)) held = null;
  };
  return {
    get,
    forget,
    /** What the loading state keeps: the frame's, while `loading` and at the frame's address; forgotten once it has left it. */
    useKept(loading: boolean, page: () => Page | null): T | undefined {
      useEffect(() => {
        if (!loading) forget(page()?.location ?? null);
      }, [loading, page]);
      return loading ? get(page()) : undefined;
    },
  };
}
