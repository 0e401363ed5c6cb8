import { useLayoutEffect } from 'react';
import { useAtomValue } from 'jotai';
import { permissionsFor, ROLE_NAMES, type Permissions } from '@portal-fiscal/api-client';
import { FRAME_ROLES_ATTRIBUTE } from '../lib/frameMarks';
import { frameViewAtom, permissionsAtom } from '../lib/session';
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

/**
 * Whether this render is a frame: the screen as it first renders, written into its address's HTML at
 * build time and shown before any script (ADR 0014), and the browser's hydration of that markup, which
 * must render it again exactly (`frameViewAtom`). What depends on the hour or the day (a greeting, a
 * date, a calendar) must not be in it, since the HTML is the same for every visit: a screen leaves those
 * out, in their final size, when this is true. Nothing of the signed-in user is in it either: the
 * session reads as nobody's meanwhile (lib/session.ts).
 */
export const useIsFrame = (): boolean => useAtomValue(frameViewAtom);

/**
 * A part of the screen that only some roles see, by what a role may do (`sees`, of its permissions): the
 * attributes to render it with, or null when it is not shown. The session's role decides (the one the user
 * signed in with). A frame renders the part for everyone, marked with the roles that see it, and draws it
 * only for a visitor whose stored role is one of them (lib/frameMarks.ts `FRAME_ROLES_ATTRIBUTE`,
 * shell/frame.css.ts); once the frame's view ends the mark goes, and so does the part where it had no box:
 * nothing moves. Two parts with opposite rules are one form or the other of the same place (a subtitle).
 */
export function useRolePart(sees: (permissions: Permissions) => boolean): Record<string, string> | null {
  const frame = useIsFrame();
  const permissions = useAtomValue(permissionsAtom);
  if (frame) return { [FRAME_ROLES_ATTRIBUTE]: ROLE_NAMES.filter((role) => sees(permissionsFor(role))).join(' ') };
  return sees(permissions) ? {} : null;
}

/**
 * Ends a hydrated frame on screen: in the commit where the frame's view ends (main.tsx), #root loses the
 * frame's marks (`data-frame`, which the frame's stylesheet keys on, shell/frame.css.ts) and `inert` (the
 * frame took no input: nothing typed into it could have been kept), before that commit is painted. Used
 * once, by the signed-in screens' shell (AppShell), which every frame is drawn in.
 */
export function useFrameEnd(): void {
  const frame = useIsFrame();
  useLayoutEffect(() => {
    const root = frame ? null : document.getElementById('root');
    if (!root?.hasAttribute('data-frame')) return;
    root.removeAttribute('data-frame');
    root.inert = false;
  }, [frame]);
}

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
