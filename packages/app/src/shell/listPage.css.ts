import { style } from '@vanilla-extract/css';
import { media, vars } from '@portal-fiscal/ui/theme';
import { endsApart, flexColumn } from './patterns';

/** A list page with a filter panel: the panel beside the results on desktop, above them below 1024 px. */
export const body = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  selectors: {
    '&[data-filters-open="true"]': { gridTemplateColumns: '300px minmax(0, 1fr)' },
  },
  '@media': {
    [media.mobile]: { selectors: { '&[data-filters-open="true"]': { gridTemplateColumns: 'minmax(0, 1fr)' } } },
  },
});

export const results = style({ ...flexColumn(vars.space.lg), minWidth: 0 });

export const summary = style({
  ...endsApart,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  minHeight: '24px',
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '20px',
  height: '20px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});

export const pagination = style({ display: 'flex', justifyContent: 'center' });

/** A grid of cards as a list: columns come from each list's own style. */
export const cardGrid = style({ display: 'grid', gap: vars.space.lg, listStyle: 'none', margin: 0, padding: 0, alignContent: 'start' });
