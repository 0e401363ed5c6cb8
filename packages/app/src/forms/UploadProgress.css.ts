import { style } from '@vanilla-extract/css';
import { vars } from '@portal-fiscal/ui/theme';

export const progress = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
export const progressBar = style({ width: '100%', height: '8px', accentColor: vars.color.brand });
