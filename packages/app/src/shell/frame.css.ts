import { globalStyle, style } from '@vanilla-extract/css';
import { ROLE_NAMES } from '@portal-fiscal/api-client';
import { FRAME_ROLE_ATTRIBUTE, FRAME_ROLES_ATTRIBUTE, FRAME_TEXT_ATTRIBUTE, FRAME_TEXTS_ATTRIBUTE } from '../lib/frameMarks';
import { media } from '@portal-fiscal/ui/theme';

/**
 * The dashboard calendar's room in its frame, where today's week is not known (shell/frame.tsx): the
 * week view's height (ui's Calendar: the same at every width where the side column shows, and in both
 * languages), so what follows it stays in place. tests/e2e/frames.spec.ts compares the side column's
 * boxes in the frame and in the screen.
 */
export const calendarFrameStyle = style({ height: '193px' });

/**
 * A frame's part that the screen shows on desktop only (from 1025 px, `isDesktop()`): the frame is one
 * HTML for every width, so it carries the part and the width decides. Nothing of it below (`display:
 * none`: no box, no gap in the layout around it).
 */
export const frameDesktopOnlyStyle = style({
  '@media': { [media.mobile]: { display: 'none' } },
});

/**
 * The two forms of one control in a frame, where the screen draws it one way on desktop and another
 * below (the filter toggle, pressed beside the panel the screen opens on desktop): each wraps its form
 * without a box of its own (`display: contents`), so the control sits in the layout as it does in the
 * screen, and the other width's form is not drawn.
 */
export const frameDesktopFormStyle = style({
  display: 'contents',
  '@media': { [media.mobile]: { display: 'none' } },
});
export const frameMobileFormStyle = style({
  display: 'contents',
  '@media': { [media.desktop]: { display: 'none' } },
});

/**
 * A loading region that draws a record whose texts a frame writes in (`BusyRegion frameTexts`): unseen in
 * the frame until the inline script has written them (lib/frameMarks.ts), so that nothing in it moves
 * when they come; seen as soon as the screen itself draws it.
 */
globalStyle(`#root[data-frame] [${FRAME_TEXTS_ATTRIBUTE}]:not([data-frame-filled])`, { visibility: 'hidden' });

/**
 * A record's element that the frame took away, since the record has none of it (an empty text: a lei
 * without a subtitle or tags, build/earlyCalls.ts `FILL_FRAME_TEXTS`): no box at all, whatever its own class
 * says of its display (the `hidden` attribute alone gives way to a class's).
 */
globalStyle(`#root[data-frame] [${FRAME_TEXT_ATTRIBUTE}][hidden]`, { display: 'none !important' });

/**
 * A part that only some roles see, in a frame (lib/frameMarks.ts `FRAME_ROLES_ATTRIBUTE`): no box unless
 * the role the frame's head script wrote on <html> is one of its roles (none written: no box either).
 */
globalStyle(`html:not([${FRAME_ROLE_ATTRIBUTE}]) #root[data-frame] [${FRAME_ROLES_ATTRIBUTE}]`, { display: 'none' });
for (const role of ROLE_NAMES) {
  globalStyle(
    `html[${FRAME_ROLE_ATTRIBUTE}="${role}"] #root[data-frame] [${FRAME_ROLES_ATTRIBUTE}]:not([${FRAME_ROLES_ATTRIBUTE}~="${role}"])`,
    {
      display: 'none',
    },
  );
}
