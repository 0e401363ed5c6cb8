import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'center', width: '100%' });

export const startIcon = style({
  position: 'absolute',
  left: vars.space.md,
  display: 'inline-flex',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const endAdornment = style({
  position: 'absolute',
  right: vars.space.xs,
  display: 'inline-flex',
  alignItems: 'center',
});

export const withStart = style({ paddingLeft: `calc(${vars.space.md} + 28px)` });
export const withEnd = style({ paddingRight: '48px' });
