import type { App } from '@portal-fiscal/api-client';
import { myAccountHref } from '../../../links/settingsTabs';
import { fold } from '../../../lib/text';
import { ID_PATTERN, pageParam, searchParam } from '../../../lib/urlParams';

/** Cards per page: divides the grid's 1, 2, 3 and 4 columns. */
export const PRODUCT_LIST_PAGE_SIZE = 12;
/** The spec's skeleton count while the list loads (spec 02 §9). */
export const PRODUCT_LIST_SKELETON_COUNT = 10;
/** Product names the 'Solução Fiscal' group lists (as every filter group of the portal). */
export const PRODUCT_LIST_MAX_OPTIONS = 10;

/**
 * What the product list shows, as the address holds it, beside the tab:
 * `/settings/my-account?tab=products-list&q=icms&produto=app-0001-norte-icms,app-0002-norte-sped&page=2`.
 */
export interface ProductListParams {
  /** The text search (name or description). */
  q: string;
  /** The ticked products ('Solução Fiscal'), by app uuid; none ticked is every product. */
  products: string[];
  /** 1-based page. */
  page: number;
}

export const DEFAULT_PRODUCT_LIST_PARAMS: ProductListParams = { q: '', products: [], page: 1 };

const MAX_PRODUCTS = 50;

/**
 * Reads the list's part of the address. Nothing here is trusted: an absurd search, an id that is not
 * an id or a page that is not a positive whole number is simply no filter (the whole list).
 */
export function parseProductListParams(search: string): ProductListParams {
  const query = new URLSearchParams(search);
  const ids = (query.get('produto') ?? '').split(',').map((v) => v.trim());
  const products = ids.every((id) => id === '' || ID_PATTERN.test(id)) ? [...new Set(ids.filter(Boolean))].slice(0, MAX_PRODUCTS) : [];
  return {
    q: searchParam(query) ?? '',
    products,
    page: pageParam(query) ?? 1,
  };
}

/** The address of a list state, inside the products-list tab; defaults are left out. */
export function productListHref(params: ProductListParams): string {
  const query = new URLSearchParams();
  if (params.q.trim()) query.set('q', params.q.trim());
  if (params.products.length > 0) query.set('produto', params.products.join(','));
  if (params.page > 1) query.set('page', String(params.page));
  const text = query.toString();
  // The ids are letters, digits and dashes: the comma reads better unescaped.
  return `${myAccountHref('products-list')}${text ? `&${text.replace(/%2C/g, ',')}` : ''}`;
}

/** How many filters narrow the list (the toggle's badge): the search and each ticked product. */
export const activeProductFilterCount = (params: ProductListParams): number => (params.q ? 1 : 0) + params.products.length;

/**
 * The products a state shows: every word of the search in the name or the description (any order,
 * case and accents ignored), and, when products are ticked, only those.
 */
export function filterProducts(apps: readonly App[], params: Pick<ProductListParams, 'q' | 'products'>): App[] {
  const words = fold(params.q).split(/\s+/).filter(Boolean);
  const ticked = new Set(params.products);
  return apps.filter((app) => {
    if (ticked.size > 0 && !ticked.has(app.appUuid)) return false;
    if (words.length === 0) return true;
    const text = fold(`${app.name}\n${app.description ?? ''}`);
    return words.every((word) => text.includes(word));
  });
}

/**
 * The 'Solução Fiscal' checkboxes: the product names, the ticked ones first (so they are always among
 * those listed), then the others alphabetically, at most `max`.
 */
export function productOptions(
  apps: readonly App[],
  ticked: readonly string[],
  locale: string,
  max = PRODUCT_LIST_MAX_OPTIONS,
): Array<{ value: string; label: string }> {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const chosen = new Set(ticked);
  return [...apps]
    .sort((a, b) => Number(chosen.has(b.appUuid)) - Number(chosen.has(a.appUuid)) || collator.compare(a.name, b.name))
    .slice(0, max)
    .map((app) => ({ value: app.appUuid, label: app.name }));
}

/** The first image of a product ('Sem imagem' when none): its first media, else its main photo. */
export const firstImageOf = (app: App): string | null => app.medias.find((m) => m.imageUrl)?.imageUrl ?? app.photoUrl ?? null;
