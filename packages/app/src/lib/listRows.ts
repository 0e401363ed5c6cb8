import type { DataTableSort } from '@portal-fiscal/ui/DataTable';
import { collationKeys } from './collationKey';
import { fold } from './text';

/**
 * A list's data work, as pure functions a page memoises: order, search and page (the administration
 * tables, and any other list kept in the browser). With the `large` scenario (10,000 apps, 1,000
 * accounts) each runs in milliseconds, and a table only renders the rows of its page.
 */

/** Rows a page (spec: pages of 20 rows). */
export const LIST_PAGE_SIZE = 20;

/** A column's value to order by: text (by the locale's collation), a number, or null (always last). */
export type SortKey<Row> = (row: Row) => string | number | null;
export type SortKeys<Row> = Readonly<Record<string, SortKey<Row>>>;

/** The sort of the address when it names one of this table's sortable columns; else none (the backend's order). */
export function sortFor<Row>(sort: DataTableSort | null, keys: SortKeys<Row>): DataTableSort | null {
  return sort && Object.hasOwn(keys, sort.columnId) ? sort : null;
}

const collators = new Map<string, Intl.Collator>();
function collatorFor(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    collators.set(locale, collator);
  }
  return collator;
}

/**
 * The rows in the order of `sort` (a new array; the input is untouched). Each key is read once per row;
 * empty values go last whichever the direction; ties keep the rows' own order (the sort is stable).
 */
export function sortRows<Row>(rows: readonly Row[], sort: DataTableSort | null, keys: SortKeys<Row>, locale: string): Row[] {
  const key = sort ? keys[sort.columnId] : undefined;
  if (!sort || !key) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  const collator = collatorFor(locale);
  const compareText = collator.compare;
  // Texts compare by their collation keys where they have one (plain string order, several times faster
  // than the collator's), else by the collator: the same order either way (lib/collationKey.ts).
  const keyOf = collationKeys(collator);
  const decorated = rows.map((row) => {
    const value = key(row);
    if (typeof value !== 'string') return { row, value, text: null };
    if (value.trim() === '') return { row, value: null, text: null };
    return { row, value, text: keyOf?.(value) ?? null };
  });
  decorated.sort((a, b) => {
    if (a.value === null || b.value === null) return a.value === b.value ? 0 : a.value === null ? 1 : -1;
    if (typeof a.value === 'number' && typeof b.value === 'number') return sign * (a.value - b.value);
    if (a.text !== null && b.text !== null) return a.text === b.text ? 0 : a.text < b.text ? -sign : sign;
    return sign * compareText(String(a.value), String(b.value));
  });
  return decorated.map((entry) => entry.row);
}

/**
 * Each row's folded name, kept while the row lives (a search runs at every keystroke, over 1,000 accounts in
 * the `large` scenario: folding each name once, not once a keystroke, makes a search a pass of `includes`).
 */
const foldedNames = new WeakMap<object, { name: string; folded: string }>();
function foldedNameOf<Row>(row: Row, nameOf: (row: Row) => string): string {
  const name = nameOf(row);
  if (typeof row !== 'object' || row === null) return fold(name);
  const cached = foldedNames.get(row);
  if (cached && cached.name === name) return cached.folded;
  const folded = fold(name);
  foldedNames.set(row, { name, folded });
  return folded;
}

/** The rows whose name has every word of `query`, in any order, ignoring case and accents ('joao silva', 'JOÃO'). */
export function filterByName<Row>(rows: readonly Row[], query: string, nameOf: (row: Row) => string): readonly Row[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  return rows.filter((row) => {
    const name = foldedNameOf(row, nameOf);
    return words.every((word) => name.includes(word));
  });
}

export interface RowsPage<Row> {
  items: Row[];
  /** The page shown: the one asked for, or the last one when it is past the end. */
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last rows shown (0 and 0 when there are none). */
  from: number;
  to: number;
  total: number;
}

/** One page of the rows (a page past the end shows the last one). */
export function pageOf<Row>(rows: readonly Row[], page: number, size = LIST_PAGE_SIZE): RowsPage<Row> {
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const items = rows.slice((current - 1) * size, current * size);
  const from = items.length > 0 ? (current - 1) * size + 1 : 0;
  return { items, page: current, pageCount, from, to: from === 0 ? 0 : from + items.length - 1, total: rows.length };
}
