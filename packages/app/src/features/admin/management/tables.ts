import type { Account, App, Provider } from '@portal-fiscal/api-client';
import type { DataTableSort } from '@portal-fiscal/ui/DataTable';

/**
 * The administration tables' data work, as pure functions the pages memoise: order, search and page.
 * With the `large` scenario (10,000 apps, 1,000 accounts) each runs in milliseconds, and the table
 * only renders the 20 rows of its page.
 */

/** Rows a page (spec: pages of 20 rows). */
export const MANAGEMENT_PAGE_SIZE = 20;

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
  const compareText = collatorFor(locale).compare;
  const decorated = rows.map((row) => {
    const value = key(row);
    return { row, value: typeof value === 'string' && value.trim() === '' ? null : value };
  });
  decorated.sort((a, b) => {
    if (a.value === null || b.value === null) return a.value === b.value ? 0 : a.value === null ? 1 : -1;
    if (typeof a.value === 'number' && typeof b.value === 'number') return sign * (a.value - b.value);
    return sign * compareText(String(a.value), String(b.value));
  });
  return decorated.map((entry) => entry.row);
}

/** Text folded for matching: lower case, without accents ('João' → 'joao'). */
export const fold = (text: string): string => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

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
export function pageOf<Row>(rows: readonly Row[], page: number, size = MANAGEMENT_PAGE_SIZE): RowsPage<Row> {
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const items = rows.slice((current - 1) * size, current * size);
  const from = items.length > 0 ? (current - 1) * size + 1 : 0;
  return { items, page: current, pageCount, from, to: from === 0 ? 0 : from + items.length - 1, total: rows.length };
}

const time = (iso: string | null): number | null => {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
};

/** Apps: App (name), Provedor, Categoria, Avaliação (the average) and Status. */
export const APP_SORT_KEYS: SortKeys<App> = {
  app: (app) => app.name,
  provider: (app) => app.provider?.name ?? null,
  category: (app) => app.category?.name ?? null,
  rating: (app) => app.averageRating,
  status: (app) => app.status,
};

/** Providers: Provedor, Apps cadastrados, Criado em and Status. */
export const PROVIDER_SORT_KEYS: SortKeys<Provider> = {
  provider: (provider) => provider.name,
  apps: (provider) => provider.apps.length,
  createdAt: (provider) => time(provider.createdAt),
  status: (provider) => provider.status,
};

/** The company an account shows: its provider's name, else the company it typed. */
export const companyOf = (account: Account): string | null => account.provider?.name ?? account.company;
/** The job an account shows: its cargo, else its occupation. */
export const jobOf = (account: Account): string | null => account.cargo ?? account.occupation;

/** Users: Usuário (name), Email, Perfil, Cargo, Empresa, Status and Criado em. */
export const USER_SORT_KEYS: SortKeys<Account> = {
  user: (account) => account.name,
  email: (account) => account.email,
  role: (account) => account.role,
  job: jobOf,
  company: companyOf,
  status: (account) => account.status,
  createdAt: (account) => time(account.createdAt),
};

/** dd/MM/yyyy in São Paulo (spec 02 §9), whatever the language; '' for a missing or unreadable date. */
const dayParts = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'America/Sao_Paulo' });
export function formatDay(iso: string | null): string {
  const ms = time(iso);
  if (ms === null) return '';
  const parts = Object.fromEntries(dayParts.formatToParts(ms).map((part) => [part.type, part.value]));
  return `${parts.day}/${parts.month}/${parts.year}`;
}
