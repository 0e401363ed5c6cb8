import { style } from '@vanilla-extract/css';
import { media, vars } from '@portal-fiscal/ui/theme';

/** Shared by the marketplace pages: the page column, its header and its cards grid. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const header = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });
export const headerText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const title = style({ margin: 0, fontSize: vars.font.size.xxl, lineHeight: vars.font.lineHeight.tight, color: vars.color.text, overflowWrap: 'anywhere' });
export const subtitle = style({ margin: 0, color: vars.color.textMuted });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });

export const panel = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

/** Apps: 1 column on small screens, 3 from 640 px, 5 on desktop (spec 01 §9); 4 beside the open filter panel. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  alignContent: 'start',
  '@media': {
    [media.desktop]: { selectors: { '[data-filters-open="true"] &': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } } },
    [media.mobile]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    'screen and (max-width: 639px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});


export const backRow = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });

export { visuallyHidden } from '@portal-fiscal/ui/theme';
