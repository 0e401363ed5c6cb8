import type { AppFilters } from '@portal-fiscal/api-client';
import { ID_PATTERN, pageParam, searchParam } from '../../lib/urlParams';

/** Cards per page: four rows of the five-column desktop grid. */
export const APPS_PAGE_SIZE = 20;
/** The spec's skeleton count while the list loads. */
export const APPS_SKELETON_COUNT = 10;

/** What the marketplace list shows, as its address holds it: `/apps/list?q=icms&category=a,b&page=2`. */
export interface AppsListParams {
  /** The text search (name and description). */
  q: string;
  /** Selected 'Solução Fiscal' values (category uuids), in the panel's order. */
  categories: string[];
  /** 1-based page. */
  page: number;
}

export const DEFAULT_LIST_PARAMS: AppsListParams = { q: '', categories: [], page: 1 };

/**
 * Reads the list's address. A malformed one (a page that is not a positive whole number, a category
 * that is not an id, an absurd search) is `null`: the page shows its not-found state with a way to
 * the unfiltered list instead of guessing.
 */
export function parseListParams(search: string): AppsListParams | null {
  const query = new URLSearchParams(search);
  const q = searchParam(query);
  const page = pageParam(query);
  if (q === null || page === null) return null;
  const categoryText = query.get('category');
  const categories = categoryText === null ? [] : categoryText.split(',').map((c) => c.trim());
  if (categories.some((c) => !ID_PATTERN.test(c))) return null;
  return { q, categories: [...new Set(categories)], page };
}

/** The address of a list state; defaults are left out, so the plain list is `/apps/list`. */
export function listSearch(params: AppsListParams): string {
  const query = new URLSearchParams();
  if (params.q.trim()) query.set('q', params.q.trim());
  if (params.categories.length > 0) query.set('category', params.categories.join(','));
  if (params.page > 1) query.set('page', String(params.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The backend filters of a list state. */
export const listFilters = (params: AppsListParams): AppFilters => ({
  ...(params.q ? { q: params.q } : {}),
  ...(params.categories.length > 0 ? { category: params.categories } : {}),
});

/** How many filters are applied (the toggle's badge). */
export const activeFilterCount = (params: AppsListParams): number => (params.q ? 1 : 0) + params.categories.length;

/** Pages of `total` results (at least 1, so an empty result is page 1 of 1). */
export const pageCountOf = (total: number, size = APPS_PAGE_SIZE): number => Math.max(1, Math.ceil(total / size));
