import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { dialogClose, dialogHeadings, dialogTitle } from '../../theme/patterns.css';
import { media } from '../../theme/tokens';
import { fadeIn, slideIn } from '../../theme/global.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  background: vars.color.overlay,
  animation: `${fadeIn} 200ms ease-out`,
});

const panelBase = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  animation: `${slideIn} 250ms ease-out`,
  overflowWrap: 'anywhere',
  selectors: { '&:focus': { outline: 'none' } },
});

export const panel = styleVariants({
  sm: [panelBase, { maxWidth: '360px' }],
  md: [panelBase, { maxWidth: '440px' }],
  lg: [panelBase, { maxWidth: '640px', '@media': { [media.small]: { maxWidth: '100%' } } }],
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headings = dialogHeadings;

export const title = dialogTitle;

export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const close = dialogClose;

export const body = style({ flex: 1, overflowY: 'auto', padding: vars.space.xl, color: vars.color.text });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border}`,
});
