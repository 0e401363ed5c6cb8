import { style } from '@vanilla-extract/css';

/**
 * The dashboard calendar's room in its frame, where today's week is not known (shell/frame.tsx): the
 * week view's height at the widths where the side column shows, so what follows it stays in place.
 */
export const calendarFrameStyle = style({ minHeight: '236px' });
