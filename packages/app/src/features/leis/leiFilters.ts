import type { Lei } from '@portal-fiscal/api-client';
import { fold } from '../../lib/text';
import { pageParam, searchParam } from '../../lib/urlParams';

/** Cards per page: divides the grid's 2, 3, 4 and 6 columns. */
export const LEIS_PAGE_SIZE = 24;
/** The spec's skeleton count while the list loads (spec 01 §9). */
export const LEIS_SKELETON_COUNT = 12;
/** Values each checkbox group lists (spec 01 §5). */
export const LEI_GROUP_MAX_VALUES = 10;

/** The checkbox groups of the leis filter, in the panel's order, and the address parameter of each. */
export const LEI_GROUPS = ['tags', 'cidades', 'impostos', 'areas'] as const;
export type LeiGroup = (typeof LEI_GROUPS)[number];
const PARAM: Record<LeiGroup, string> = { tags: 'tags', cidades: 'cidade', impostos: 'imposto', areas: 'area' };

/**
 * What the leis list shows, as its address holds it:
 * `/leis/incentivo?q=orquestra&tags=Cultura,Esporte&cidade=Recife%20-%20PE&page=2`.
 */
export interface LeisListParams {
  /** The text search (title, subtitle, proponente and tag). */
  q: string;
  /**
   * The selected tags; `null` is the default, every tag selected (no `tags` in the address). An empty
   * list (`tags=`) is every chip removed: no lei matches.
   */
  tags: string[] | null;
  cidades: string[];
  impostos: string[];
  areas: string[];
  /** 1-based page. */
  page: number;
}

export const DEFAULT_LEIS_PARAMS: LeisListParams = { q: '', tags: null, cidades: [], impostos: [], areas: [], page: 1 };

const MAX_VALUE_LENGTH = 120;
const MAX_VALUES = 50;
// Printable text without the separator: what a tag, city, tax or area is made of.
const VALUE = /^[^,\p{Cc}]+$/u;

/** The values of one comma-separated field of a lei ('Cultura, Educação' → ['Cultura', 'Educação']). */
export function splitValues(text: string | null): string[] {
  if (!text) return [];
  return [
    ...new Set(
      text
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ];
}

/** The values a lei has in a group. */
export function leiValues(lei: Lei, group: LeiGroup): string[] {
  switch (group) {
    case 'tags':
      return splitValues(lei.tag);
    case 'cidades':
      return splitValues(lei.locaisExecucao);
    case 'impostos':
      return splitValues(lei.imposto);
    case 'areas':
      return splitValues(lei.areaDirecionamento);
  }
}

function readList(query: URLSearchParams, name: string): string[] | null | undefined {
  const text = query.get(name);
  if (text === null) return undefined;
  const values = text
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (values.length > MAX_VALUES || values.some((v) => v.length > MAX_VALUE_LENGTH || !VALUE.test(v))) return null;
  return [...new Set(values)];
}

/**
 * Reads the list's address. A malformed one (a page that is not a positive whole number, an absurd
 * search or value) is `null`: the page says the address is wrong and offers the plain list.
 */
export function parseLeisParams(search: string): LeisListParams | null {
  const query = new URLSearchParams(search);
  const q = searchParam(query);
  const page = pageParam(query);
  if (q === null || page === null) return null;
  const lists = LEI_GROUPS.map((group) => readList(query, PARAM[group]));
  if (lists.some((list) => list === null)) return null;
  const [tags, cidades, impostos, areas] = lists as Array<string[] | undefined>;
  return {
    q,
    tags: tags ?? null,
    cidades: cidades ?? [],
    impostos: impostos ?? [],
    areas: areas ?? [],
    page,
  };
}

/** The address of a list state; defaults are left out, so the plain list is `/leis/incentivo`. */
export function leisSearch(params: LeisListParams): string {
  const query = new URLSearchParams();
  if (params.q.trim()) query.set('q', params.q.trim());
  if (params.tags !== null) query.set(PARAM.tags, params.tags.join(','));
  for (const group of ['cidades', 'impostos', 'areas'] as const) {
    if (params[group].length > 0) query.set(PARAM[group], params[group].join(','));
  }
  if (params.page > 1) query.set('page', String(params.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The values a group offers: the most frequent first (at most 10), listed alphabetically. */
export type LeiFacets = Record<LeiGroup, string[]>;

export function leiFacets(leis: readonly Lei[], max = LEI_GROUP_MAX_VALUES): LeiFacets {
  const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });
  const facets = {} as LeiFacets;
  for (const group of LEI_GROUPS) {
    const counts = new Map<string, number>();
    for (const lei of leis) for (const value of leiValues(lei, group)) counts.set(value, (counts.get(value) ?? 0) + 1);
    facets[group] = [...counts.entries()]
      .sort((a, b) => b[1] - a[1] || collator.compare(a[0], b[0]))
      .slice(0, max)
      .map(([value]) => value)
      .sort(collator.compare);
  }
  return facets;
}

/**
 * The tag selection as the address should hold it: every offered tag selected (and nothing else) is
 * the default, `null`, which also keeps a lei whose tag is not among the 10 offered.
 */
export function normaliseTags(tags: readonly string[] | null, offered: readonly string[]): string[] | null {
  if (tags === null) return null;
  const all = offered.length > 0 && tags.length === offered.length && offered.every((t) => tags.includes(t));
  return all ? null : [...tags];
}

const searchTexts = new WeakMap<Lei, string>();
/** What the search looks at: title, subtitle, proponente and tag (spec 01 §5), folded once per lei object. */
export function searchTextOf(lei: Lei): string {
  let text = searchTexts.get(lei);
  if (text === undefined) {
    text = fold([lei.title, lei.titleSmall, lei.subtitle, lei.proponente, lei.tag].filter(Boolean).join('\n'));
    searchTexts.set(lei, text);
  }
  return text;
}

const matchesAny = (values: readonly string[], selected: readonly string[]) =>
  selected.length === 0 || values.some((v) => selected.includes(v));

/**
 * The leis a state shows: the search (every word, in any order, case- and accent-insensitive), then
 * the groups (any value within a group, every group together). Unlike the original, an empty result
 * stays empty: the page says so instead of quietly showing every lei.
 */
export function filterLeis(leis: readonly Lei[], params: LeisListParams): Lei[] {
  const words = fold(params.q).split(/\s+/).filter(Boolean);
  return leis.filter(
    (lei) =>
      (words.length === 0 || words.every((word) => searchTextOf(lei).includes(word))) &&
      (params.tags === null || leiValues(lei, 'tags').some((tag) => params.tags!.includes(tag))) &&
      matchesAny(leiValues(lei, 'cidades'), params.cidades) &&
      matchesAny(leiValues(lei, 'impostos'), params.impostos) &&
      matchesAny(leiValues(lei, 'areas'), params.areas),
  );
}

/** How many filters narrow the list (the toggle's badge): the search, each removed tag, each other selection. */
export function activeLeiFilterCount(params: LeisListParams, offeredTags: readonly string[]): number {
  const removedTags = params.tags === null ? 0 : offeredTags.filter((t) => !params.tags!.includes(t)).length;
  return (params.q ? 1 : 0) + removedTags + params.cidades.length + params.impostos.length + params.areas.length;
}

/** Whether a state differs from the plain list (the filter panel opens on arrival when it does). */
export const isFiltered = (params: LeisListParams): boolean =>
  params.q !== '' || params.tags !== null || params.cidades.length + params.impostos.length + params.areas.length > 0;
