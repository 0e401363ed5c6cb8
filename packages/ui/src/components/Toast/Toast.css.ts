import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import { fadeIn, slideIn } from '../../theme/global.css';

export const viewport = style({
  position: 'fixed',
  top: 0,
  right: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '400px',
  maxWidth: '100vw',
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  outline: 'none',
  '@media': { [media.small]: { width: '100%', padding: vars.space.sm } },
});

const base = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  color: vars.color.textInverse,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-state="open"]': { animation: `${slideIn} 200ms ease-out, ${fadeIn} 200ms ease-out` },
    '&[data-state="closed"]': { animation: `${fadeIn} 150ms ease-in reverse` },
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&[data-swipe="cancel"]': { transform: 'translateX(0)', transition: 'transform 200ms ease-out' },
  },
});

export const toast = styleVariants({
  success: [base, { background: vars.color.success }],
  error: [base, { background: vars.color.danger }],
  info: [base, { background: vars.color.info }],
});

export const icon = style({ flexShrink: 0, width: '20px', height: '20px', marginTop: '1px' });

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: 1, minWidth: 0 });

export const title = style({ fontWeight: vars.font.weight.semibold, lineHeight: vars.font.lineHeight.tight, paddingTop: '2px' });

export const description = style({ fontSize: vars.font.size.sm });

export const close = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  margin: `calc(-1 * ${vars.space.xxs})`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: 'rgba(255, 255, 255, 0.16)' },
    '&:focus-visible': { outlineColor: vars.color.textInverse },
  },
});
