import { style } from '@vanilla-extract/css';
import { media, vars } from '@portal-fiscal/ui/theme';
import { flexColumn, surfaceBox } from '../../../shell/patterns';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const headText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const intro = style({ margin: 0, color: vars.color.textMuted });
export const actions = style({
  display: 'flex',
  gap: vars.space.md,
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  '@media': { [media.small]: { flexDirection: 'column', alignItems: 'stretch' } },
});
export const count = style({ margin: 0, color: vars.color.textMuted });
export const saved = style({
  ...flexColumn(vars.space.md),
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});
export const savedTitle = style({ margin: 0, fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.tight, color: vars.color.text });
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: vars.space.md,
  '@media': { [media.small]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const card = style({
  margin: 0,
  ...flexColumn(vars.space.xs),
  padding: vars.space.sm,
  ...surfaceBox(vars.radius.md),
  minWidth: 0,
  height: '100%',
});
export const thumb = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});
export const caption = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0, fontSize: vars.font.size.sm });
export const name = style({ fontWeight: 600, color: vars.color.text, overflowWrap: 'anywhere' });
export const meta = style({ color: vars.color.textMuted });
export const fresh = style({
  alignSelf: 'flex-start',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontSize: vars.font.size.xs,
  fontWeight: 600,
});
export const skeletons = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))', gap: vars.space.md });
