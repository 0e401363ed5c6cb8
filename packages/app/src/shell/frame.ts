import { calendarFrameStyle, frameDesktopFormStyle, frameDesktopOnlyStyle, frameMobileFormStyle } from './frame.css';

/** The class of the dashboard calendar's room in its frame. */
export const calendarFrame = calendarFrameStyle;

/**
 * What a screen shows on desktop only (from 1025 px, `isDesktop()`), in its frame: the build has no
 * viewport, so the frame carries the desktop part and CSS hides it below (`frameDesktopOnly`); a control
 * drawn one way on desktop and another below is carried in both forms, each shown at its widths
 * (`frameForm.desktop`, `frameForm.mobile`). The screen renders one or the other, as `isDesktop()` says.
 * The leis' filter panel, open on arrival on desktop, is one (shell/FilterList.tsx `FilterListBody`).
 */
export const frameDesktopOnly = frameDesktopOnlyStyle;
export const frameForm = { desktop: frameDesktopFormStyle, mobile: frameMobileFormStyle } as const;

export { useIsFrame } from '../lib/frameView';

/**
 * A frame's slot: an element the page's own script fills before the frame shows, from the visitor's
 * session and clock, never from the build (build/prerender.ts `withFrame`). The dashboard's greeting is
 * one (`data-frame-slot="greeting"`): the greeting of the hour, the user's name and today's date, so its
 * largest paint comes with the HTML. What a slot holds in the markup is a stand-in the script replaces,
 * or empties should it fail.
 */
export const FRAME_SLOT_ATTRIBUTE = 'data-frame-slot';
/** A slot's text in the markup: nothing visible (a word joiner). */
export const FRAME_SLOT_TEXT = '\u2060';
/** A slot's date in the markup, replaced by today's. */
export const FRAME_SLOT_DATE = new Date(0);
