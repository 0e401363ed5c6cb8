import { style } from '@vanilla-extract/css';
import { media, vars } from '@portal-fiscal/ui/theme';

export const top = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const gallery = style({ minWidth: 0 });

export const info = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const website = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const ratingRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  color: vars.color.textMuted,
});

export const description = style({
  margin: 0,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.relaxed,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const smallHeading = style({ margin: 0, fontSize: vars.font.size.md, color: vars.color.text });

export const tagsBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const schedule = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.brandHover, color: vars.color.onBrand },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const ratings = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.4fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
