import { style } from '@vanilla-extract/css';
import { spin, vars } from '@portal-fiscal/ui';

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
export const spinner = style({ color: vars.color.brand, animation: `${spin} 900ms linear infinite` });
export const errorIcon = style({ color: vars.color.danger });
