import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  width: '100%',
  height: '100%',
  minHeight: '64px',
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textAlign: 'center',
  overflow: 'hidden',
});

export const art = style({
  width: '40%',
  maxWidth: '96px',
  minWidth: '28px',
  height: 'auto',
  color: vars.color.borderStrong,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});
