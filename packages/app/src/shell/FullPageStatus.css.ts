import { style } from '@vanilla-extract/css';
import { spin, vars } from '@portal-fiscal/ui/theme';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xl,
  background: vars.color.background,
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: '28rem',
  textAlign: 'center',
});
export const title = style({ margin: 0, fontSize: vars.font.size.xl, color: vars.color.text });
export const description = style({ margin: 0, color: vars.color.textMuted });
/** A ring with one coloured quarter, turning (still under reduced motion, like every animation). */
export const spinner = style({
  width: 32,
  height: 32,
  borderRadius: '50%',
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 900ms linear infinite`,
});
export const errorIcon = style({ color: vars.color.danger });
