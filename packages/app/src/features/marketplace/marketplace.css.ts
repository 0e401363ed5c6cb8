import { style } from '@vanilla-extract/css';
import { media } from '@portal-fiscal/ui/theme';
import { cardGrid } from '../../shell/listPage.css';

/** Apps: 1 column on small screens, 3 from 640 px, 5 on desktop (spec 01 §9); 4 beside the open filter panel. */
export const grid = style([
  cardGrid,
  {
    gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
    '@media': {
      [media.desktop]: { selectors: { '[data-filters-open="true"] &': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } } },
      [media.mobile]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      'screen and (max-width: 639px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
    },
  },
]);
