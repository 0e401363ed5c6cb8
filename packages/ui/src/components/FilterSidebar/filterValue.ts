/** Pure rules of the filter sidebar (spec §4, §5). */

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterGroup {
  /** Key of the group in `FilterValue.selected`, such as 'tags'. */
  id: string;
  /** Visible title of the group, such as 'Solução Fiscal' or 'Cidades'. */
  label: string;
  /** The values; plain strings are both value and label. Duplicates are dropped and at most 10 are listed. */
  options: ReadonlyArray<FilterOption | string>;
}

export interface FilterValue {
  /** The text search. */
  search: string;
  /** Selected option values per group id. */
  selected: Record<string, string[]>;
}

/** Each filter group lists at most 10 distinct values (spec §5). */
export const FILTER_GROUP_MAX_VALUES = 10;

/** Normalises options to `{value, label}`, drops empty and duplicate values, keeps at most `max`. */
export function limitOptions(options: ReadonlyArray<FilterOption | string>, max = FILTER_GROUP_MAX_VALUES): FilterOption[] {
  const seen = new Set<string>();
  const out: FilterOption[] = [];
  for (const entry of options) {
    const option = typeof entry === 'string' ? { value: entry, label: entry } : entry;
    if (!option.value.trim() || seen.has(option.value)) continue;
    seen.add(option.value);
    out.push(option);
    if (out.length >= max) break;
  }
  return out;
}

/** A value with nothing selected and no search. */
export function emptyFilterValue(groups: ReadonlyArray<Pick<FilterGroup, 'id'>> = []): FilterValue {
  return { search: '', selected: Object.fromEntries(groups.map((g) => [g.id, []])) };
}

/** Selects or unselects one option of a group. */
export function setOptionSelected(value: FilterValue, groupId: string, optionValue: string, selected: boolean): FilterValue {
  const current = value.selected[groupId] ?? [];
  const has = current.includes(optionValue);
  if (selected === has) return value;
  const next = selected ? [...current, optionValue] : current.filter((v) => v !== optionValue);
  return { ...value, selected: { ...value.selected, [groupId]: next } };
}

/** The count of selected values across groups. */
export function countSelected(value: FilterValue): number {
  return Object.values(value.selected).reduce((n, list) => n + list.length, 0);
}
