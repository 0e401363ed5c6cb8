import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { dialogClose, dialogHeadings, dialogTitle } from '../../theme/patterns.css';
import { media } from '../../theme/tokens';
import { fadeIn } from '../../theme/global.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  background: vars.color.overlay,
  animation: `${fadeIn} 150ms ease-out`,
});

const contentBase = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  zIndex: vars.zIndex.modal,
  transform: 'translate(-50%, -50%)',
  display: 'flex',
  flexDirection: 'column',
  width: 'calc(100vw - 32px)',
  maxHeight: 'calc(100dvh - 32px)',
  overflow: 'hidden',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  animation: `${fadeIn} 150ms ease-out`,
  overflowWrap: 'anywhere',
  selectors: { '&:focus': { outline: 'none' } },
});

export const content = styleVariants({
  sm: [contentBase, { maxWidth: '400px' }],
  md: [contentBase, { maxWidth: '560px' }],
  lg: [contentBase, { maxWidth: '800px' }],
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.md}`,
});

export const headings = dialogHeadings;

export const title = dialogTitle;

export const description = style({ margin: 0, color: vars.color.textMuted });

export const close = dialogClose;

export const body = style({ padding: `0 ${vars.space.xl} ${vars.space.lg}`, overflowY: 'auto', color: vars.color.text });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [media.small]: { flexDirection: 'column-reverse', alignItems: 'stretch' } },
});
