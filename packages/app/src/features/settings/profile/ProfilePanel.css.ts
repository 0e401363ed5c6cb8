import { style } from '@vanilla-extract/css';
import { vars } from '@portal-fiscal/ui/theme';
import { endsApart } from '../../../shell/patterns';

export const top = style(endsApart);
export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  alignItems: 'start',
});
export const email = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
