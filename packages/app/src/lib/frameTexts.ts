/**
 * A record screen's frame may show the record's texts (ADR 0014, src/frameTexts.ts): an inline script
 * writes them into the frame's elements marked `data-skeleton-text` before any of the app's code has run,
 * and marks each `data-frame-filled`. The screen's loading state keeps them as lib/frameKept.ts says, and
 * draws them in the same elements (ui's record skeletons take them: `ProviderHeaderSkeleton`), until the
 * record renders them itself, in the same place.
 *
 * They come from the page, so they are taken as text only (React renders them as text, never as markup).
 */
import { FRAME_TEXT_ATTRIBUTE, FRAME_TEXT_ITEMS_ATTRIBUTE, FRAME_TEXT_LIST_ATTRIBUTE } from './frameMarks';
import { browserPage, keptFromFrame, type FrameAddress } from './frameKept';

/** A record's texts, by the name of the element that shows each (`data-skeleton-text`). */
export type FrameTexts = Partial<Record<string, string>>;

/** The frame's elements that show a record's text, once the inline script has written it (build/earlyCalls.ts). */
export const FRAME_TEXT_SELECTOR = `#root[data-frame] [${FRAME_TEXT_ATTRIBUTE}][data-frame-filled]`;

/** What is read of such an element: an `Element` in the browser. */
export interface FrameTextElement {
  readonly tagName: string;
  readonly textContent: string | null;
  getAttribute(name: string): string | null;
}

/**
 * The text an element shows: an input's is its `value` attribute (a form's loading state draws the record's
 * fields), a list's its values one per line (as the script keeps them, lib/frameMarks.ts), any other
 * element's (a text area's too) its text.
 */
export const shownText = (element: FrameTextElement): string | null =>
  element.tagName === 'INPUT'
    ? element.getAttribute('value')
    : element.getAttribute(FRAME_TEXT_LIST_ATTRIBUTE) !== null
      ? element.getAttribute(FRAME_TEXT_ITEMS_ATTRIBUTE)
      : element.textContent;

/** The page read: `document` and `window.location` in the browser. */
export interface FrameTextsPage {
  document: { querySelectorAll(selector: string): ArrayLike<FrameTextElement> };
  location: FrameAddress;
}

/**
 * The record's texts the frame shows, by element (`data-skeleton-text`), and an empty one for each element the
 * frame took away (the record has none: `hidden`); null when it shows none.
 */
export function readFrameTexts(page: FrameTextsPage): FrameTexts | null {
  const texts: FrameTexts = {};
  let found = false;
  for (const element of Array.from(page.document.querySelectorAll(FRAME_TEXT_SELECTOR))) {
    const name = element.getAttribute(FRAME_TEXT_ATTRIBUTE);
    if (!name) continue;
    if (element.getAttribute('hidden') !== null) {
      texts[name] = '';
      found = true;
      continue;
    }
    const text = shownText(element);
    if (!text?.trim()) continue;
    texts[name] = text;
    found = true;
  }
  return found ? texts : null;
}

const kept = keptFromFrame(readFrameTexts);

/** The frame's texts of the record at the page's address, or undefined (none, no longer, or another address). */
export const frameTexts = (page: FrameTextsPage | null = browserPage()) => kept.get(page);

/**
 * The texts a record screen's loading state keeps: the frame's, while `loading` and at the frame's address;
 * forgotten once the screen has left its loading state. Empty when there are none.
 */
export const useFrameTexts = (loading: boolean): FrameTexts => kept.useKept(loading, browserPage) ?? {};
