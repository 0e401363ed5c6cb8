import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { media, mediaMatches } from '../../theme/tokens';

/**
 * How many cards the first render of the rows draws in the phone's layout. A card is 300–400 px tall:
 * no screen of 1024 px wide or less shows the top of more than four (a 1024 × 1366 tablet, the users tab).
 */
export const DATA_TABLE_FIRST_CARDS = 5;

/**
 * The rows. In the cards layout, when they first appear, in two renders: the cards of the first screen,
 * then all of them in a transition, after the first has painted. A full page of cards, each with its
 * menu, avatar and tags, is the biggest render of the administration's screens on a phone: drawn at
 * once, it is one long task (and Radix's menus register their anchors synchronously in its commit); the
 * cards below the fold can come a moment later. The rows 'first appear' when the table shows rows after
 * nothing, its skeleton or its empty state; any other change of the rows (a page, a sort, a search that
 * still finds some) renders them all at once. On a wider screen the rows are a table, the whole page is
 * in view, and they render at once.
 */
export function StagedRows<Row>({ rows, staged, render }: { rows: readonly Row[]; staged: boolean; render: (row: Row) => ReactNode }) {
  const [all, setAll] = useState(() => !staged || rows.length <= DATA_TABLE_FIRST_CARDS || mediaMatches(media.mobile) !== true);
  useEffect(() => {
    if (!all) startTransition(() => setAll(true));
  }, [all]);
  return <>{(all ? rows : rows.slice(0, DATA_TABLE_FIRST_CARDS)).map(render)}</>;
}
