import { createContext, use } from 'react';
import { calendarFrameStyle } from './frame.css';

/** The class of the dashboard calendar's room in its frame. */
export const calendarFrame = calendarFrameStyle;

/** True while a signed-in address's frame is rendered at build time (src/prerender.tsx `renderFrame`). */
export const FrameContext = createContext(false);

/**
 * Whether this render is a frame: the screen as it first renders, written into its address's HTML at
 * build time and shown before any script (ADR 0014). What depends on the hour or the day (a greeting, a
 * date, a calendar) must not be in it, since the HTML is the same for every visit: a screen leaves those
 * out, in their final size, when this is true.
 */
export const useIsFrame = (): boolean => use(FrameContext);
