import { style } from '@vanilla-extract/css';
import { media, vars } from '@portal-fiscal/ui/theme';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, maxWidth: '56rem' });
export const muted = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.textMuted });
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': { [media.small]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const narrow = style({ maxWidth: '16rem' });
export const actions = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap', justifyContent: 'flex-end' });
