import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@portal-fiscal/ui/theme';
import { cardGrid } from '../../../shell/listPage.css';

/** The tab's content: its heading row, then the filter panel beside (or above) the cards. */
export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const top = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });

/** The count line: the focus lands here after a page change, so the user carries on from the results. */
export const status = style({ margin: 0 });

/**
 * As many columns as fit cards of at least 240 px (one on a phone, two to four beside the settings
 * menu and the open filter panel), each card as tall as its row.
 */
export const grid = style([cardGrid, { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))' }]);
export const item = style({ display: 'flex', minWidth: 0 });
globalStyle(`${item} > *`, { flex: 1 });

/** The skeleton of a card: the image block and three lines, in the grid. */
export const skeleton = style({ minWidth: 0 });
