import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '@portal-fiscal/ui/theme';
import { cardGrid } from '../../shell/listPage.css';

/**
 * Leis: 3 columns at lg, 4 at xl, 6 at 2xl (spec 01 §9), 2 below and 1 on a phone; one fewer beside the
 * open filter panel, which is beside the list from 1025 px (`media.desktop`, shell/listPage.css.ts
 * `body`; at 1024 px an open panel is above it). Widths are the viewport's, as in the spec's grid.
 */
export const grid = style([
  cardGrid,
  {
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    '@media': {
      'screen and (max-width: 639px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
      // lg: from 1024 px, as the spec's grid (the shell's side menu appears only above 1024 px).
      'screen and (min-width: 1024px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      [media.desktop]: {
        selectors: { '[data-filters-open="true"] &': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
      },
      'screen and (min-width: 1280px)': {
        gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
        selectors: { '[data-filters-open="true"] &': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
      },
      'screen and (min-width: 1536px)': {
        gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
        selectors: { '[data-filters-open="true"] &': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
      },
    },
  },
]);

/** Cards of a row share its height. */
export const item = style({ display: 'flex', minWidth: 0 });
globalStyle(`${item} > *`, { flex: 1 });

/** Where the filter panel goes while the leis load. */
export const panelPlaceholder = style({ minWidth: 0 });
