import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { media, mediaMatches } from '../../theme/tokens';

/**
 * How many cards the first render of the rows draws in the phone's layout. A card is 300–400 px tall:
 * no screen of 1024 px wide or less shows the top of more than four (a 1024 × 1366 tablet, the users tab).
 */
export const DATA_TABLE_FIRST_CARDS = 5;

/**
 * The rows. In the cards layout, when they first appear, in steps: the cards of the first screen, then
 * as many again in each following render, a transition after the last has been committed, until all are
 * in. A full page of cards, each with its menu, avatar and tags, is the biggest render of the
 * administration's screens on a phone: drawn at once, it is one long task, and even in a transition its
 * commit is (Radix's menus register their anchors and refs synchronously there: 15 cards' worth was a
 * 35–45 ms task at 4× CPU); a step's commit is a third of that. The cards below the fold come a moment
 * later. The rows 'first appear' when the table shows rows after nothing, its skeleton or its empty
 * state; any other change of the rows (a page, a sort, a search that still finds some) renders them all
 * at once. On a wider screen the rows are a table, the whole page is in view, and they render at once.
 */
export function StagedRows<Row>({ rows, staged, render }: { rows: readonly Row[]; staged: boolean; render: (row: Row) => ReactNode }) {
  const [shown, setShown] = useState(() =>
    staged && rows.length > DATA_TABLE_FIRST_CARDS && mediaMatches(media.mobile) === true ? DATA_TABLE_FIRST_CARDS : Infinity,
  );
  useEffect(() => {
    if (shown === Infinity) return;
    // The last step, or rows that became fewer meanwhile, ends the staging: any later change renders whole.
    const next = shown + DATA_TABLE_FIRST_CARDS;
    startTransition(() => setShown(next >= rows.length ? Infinity : next));
  }, [shown, rows.length]);
  return <>{(shown >= rows.length ? rows : rows.slice(0, shown)).map(render)}</>;
}
