import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomTypeOptions } from 'i18next';
import type { FilterSidebarProps } from '@portal-fiscal/ui/FilterSidebar';
import type { PaginationProps } from '@portal-fiscal/ui/Pagination';

/**
 * A list's texts. Every list with a filter panel (the leis, the marketplace, the company's products) keeps
 * them in its own dictionary under the same names, so the list parts of the shell read them by name:
 * `useListTexts('leis', 'leis.list')` is a lookup in that dictionary, and the parts below turn it into
 * their props.
 */

/** The texts of the filter panel, its toggle, the results line and the pagination: every list has them. */
export type ListKey =
  | 'filters'
  | 'loading'
  | 'error'
  | 'activeFilters'
  | 'searchLabel'
  | 'searchPlaceholder'
  | 'clear'
  | 'apply'
  | 'closeFilters'
  | 'removeChip'
  | 'selected'
  | 'noOptions'
  | 'results'
  | 'range'
  | 'pagination'
  | 'previousPage'
  | 'nextPage'
  | 'page';

/** The texts of a list page of its own (not a panel): a malformed address, a page past the end. */
export type ListPageKey =
  'badAddressTitle' | 'badAddressDescription' | 'showAll' | 'pageMissingTitle' | 'pageMissingDescription' | 'firstPage';

/** A lookup in a list's dictionary; `options` fill its placeholders (`count`, `page`, `value`...). */
export type ListText<Key extends string = ListKey> = (key: Key, options?: Record<string, string | number>) => string;

type Resources = CustomTypeOptions['resources'];
/** The part of a dictionary at a dotted path ('leis.list'). */
type At<Dictionary, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? Head extends keyof Dictionary
    ? At<Dictionary[Head], Rest>
    : never
  : Path extends keyof Dictionary
    ? Dictionary[Path]
    : never;
/** The list texts a dictionary has (a counted one by its plural forms, `results_other`); none where there is no dictionary. */
type KeysIn<Dictionary, Key extends string> = [Dictionary] extends [never]
  ? never
  : Key extends keyof Dictionary
    ? Key
    : `${Key}_other` extends keyof Dictionary
      ? Key
      : never;

/**
 * The list texts of `namespace` at `prefix`: the type says which of them that dictionary has, so a part
 * that needs a text the dictionary lacks does not compile.
 */
export function useListTexts<Namespace extends keyof Resources, Prefix extends string>(
  namespace: Namespace,
  prefix: Prefix,
): ListText<KeysIn<At<Resources[Namespace], Prefix>, ListKey | ListPageKey>> {
  const { t } = useTranslation(namespace);
  // The key is checked by the type above; i18next's own types cannot follow a prefix given as a value.
  const lookup = t as unknown as (key: string, options?: Record<string, string | number>) => string;
  return useCallback((key, options) => lookup(`${prefix}.${key}`, options), [lookup, prefix]);
}

/** The filter panel's texts, as `FilterSidebar` props. */
export const filterPanelTexts = (
  text: ListText,
): Pick<
  FilterSidebarProps,
  | 'title'
  | 'searchLabel'
  | 'searchPlaceholder'
  | 'resetLabel'
  | 'applyLabel'
  | 'closeLabel'
  | 'removeChipLabel'
  | 'selectedLabel'
  | 'emptyGroupLabel'
> => ({
  title: text('filters'),
  searchLabel: text('searchLabel'),
  searchPlaceholder: text('searchPlaceholder'),
  resetLabel: text('clear'),
  applyLabel: text('apply'),
  closeLabel: text('closeFilters'),
  removeChipLabel: (value) => text('removeChip', { value }),
  selectedLabel: text('selected'),
  emptyGroupLabel: text('noOptions'),
});

/** The pagination's texts, as `Pagination` props. */
export const paginationTexts = (text: ListText): Pick<PaginationProps, 'label' | 'previousLabel' | 'nextLabel' | 'pageLabel'> => ({
  label: text('pagination'),
  previousLabel: text('previousPage'),
  nextLabel: text('nextPage'),
  pageLabel: (page) => text('page', { page }),
});

/**
 * The results line of a list: '26 leis encontradas', and ' · 1–24 de 26' when there is more than one page
 * and the page asked for is one of them. Empty (null) when nothing is shown.
 */
export function resultsLine(
  text: ListText,
  { total, page, pageCount, from, to }: { total: number; page: number; pageCount: number; from: number; to: number },
) {
  if (total === 0) return null;
  const range = pageCount > 1 && page <= pageCount ? ` · ${text('range', { from, to, total })}` : '';
  return `${text('results', { count: total })}${range}`;
}
