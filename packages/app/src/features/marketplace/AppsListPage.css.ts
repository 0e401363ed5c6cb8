import { style } from '@vanilla-extract/css';

/** The previous page stays on screen, dimmed, while the next one loads. */
export const list = style({
  transition: 'opacity 150ms ease',
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});
