import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { fadeIn } from '../../theme/global.css';

const base = style({
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  animation: `${fadeIn} 150ms ease-out`,
});

export const overlay = styleVariants({
  container: [base, { position: 'absolute', zIndex: vars.zIndex.raised, background: 'rgba(255, 255, 255, 0.72)', borderRadius: 'inherit' }],
  fullScreen: [base, { position: 'fixed', zIndex: vars.zIndex.overlay, background: vars.color.overlay }],
});

export const panel = style({
  padding: `${vars.space.md} ${vars.space.xl}`,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});
