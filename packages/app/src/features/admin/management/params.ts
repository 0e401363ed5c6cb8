import type { DataTableSort } from '@portal-fiscal/ui/DataTable';
import { paths } from '../../../paths';
import { MANAGEMENT_TABS, type ManagementTab } from '../../../links/settingsTabs';
import { pageParam, searchParam } from '../../../lib/urlParams';

/**
 * What the administration shows, as its address holds it:
 * `/settings/management?tab=gerenciar-usuarios&q=otavio&sort=createdAt&order=desc&page=2`.
 * The tab decides the table; the search (users only), the order and the page belong to that table, so
 * changing tab drops them.
 */
export interface ManagementParams {
  /** A known tab, or null (missing or unknown: the default one). */
  tab: ManagementTab | null;
  /** The users' name search. */
  q: string;
  /** The column id and the direction; the table checks the column is one of its own. */
  sort: DataTableSort | null;
  /** 1-based page. */
  page: number;
}

export const DEFAULT_MANAGEMENT_TAB: ManagementTab = 'gerenciar-aplicativos';

const COLUMN = /^[A-Za-z]{1,30}$/;

/** Reads the address. Nothing is trusted: an unknown tab, a bad page or a sort that is not a column name is ignored. */
export function parseManagementParams(search: string): ManagementParams {
  const query = new URLSearchParams(search);
  const tabText = query.get('tab');
  const tab = (MANAGEMENT_TABS as readonly string[]).includes(tabText ?? '') ? (tabText as ManagementTab) : null;
  const sortText = query.get('sort') ?? '';
  return {
    tab,
    q: searchParam(query, { trim: false }) ?? '',
    sort: COLUMN.test(sortText) ? { columnId: sortText, direction: query.get('order') === 'desc' ? 'desc' : 'asc' } : null,
    page: pageParam(query) ?? 1,
  };
}

/** The address of a table's state; defaults are left out (the search is kept as typed, spaces included). */
export function managementListHref(tab: ManagementTab, state: Partial<Omit<ManagementParams, 'tab'>> = {}): string {
  const query = new URLSearchParams({ tab });
  if (state.q && state.q.trim()) query.set('q', state.q);
  if (state.sort) {
    query.set('sort', state.sort.columnId);
    if (state.sort.direction === 'desc') query.set('order', 'desc');
  }
  if (state.page && state.page > 1) query.set('page', String(state.page));
  return `${paths.management}?${query.toString()}`;
}
