import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@portal-fiscal/ui/theme';

export const article = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

/** Photo beside the lei's head on desktop, above it below 1024 px. */
export const top = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const photo = style({
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  '@media': { [media.mobile]: { maxWidth: '560px' } },
});
globalStyle(`${photo} > *`, { width: '100%', height: '100%', objectFit: 'cover' });

export const info = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const provider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});
globalStyle(`${fact} > dt`, { fontSize: vars.font.size.sm, color: vars.color.textMuted });
globalStyle(`${fact} > dd`, { margin: 0, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });
export const muted = style({ color: vars.color.textMuted, fontWeight: vars.font.weight.regular });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** The sections in two columns on desktop; the long ones (objective, counterpart) span both. */
export const sections = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': { [media.small]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const wide = style({ gridColumn: '1 / -1' });
