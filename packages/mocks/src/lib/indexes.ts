import {
  db,
  tableVersion,
  type AppMediaRecord,
  type AppRecord,
  type CategoryRecord,
  type MainFunctionalityRecord,
  type ProviderRecord,
  type RatingRecord,
  type SubcategoryRecord,
  type TagRecord,
} from '../db';

/**
 * Lookups derived from the tables, for the handlers' hot paths (the app denormaliser runs once per
 * app of a list). `Collection.findMany` scans the whole table for each call, so 20 apps with their
 * medias, ratings and functionalities meant ~100 scans of 30k-row tables per page.
 *
 * Each lookup is built on first use from `collection.all()` and kept until its table is written to
 * (the tables carry a version, see `tracked` in db/index.ts) or replaced by `clearDb()`; then it is
 * rebuilt on the next read. Writes are rare next to reads, so one O(rows) rebuild after a write is
 * cheap, and every read in between is O(1) per app.
 *
 * The arrays and maps returned are shared: read them, never mutate them.
 */
function derived<R, V>(table: () => { all(): readonly R[] }, build: (rows: readonly R[]) => V): () => V {
  let cache: { table: object; version: number; value: V } | null = null;
  return () => {
    const current = table();
    const version = tableVersion(current);
    if (cache && cache.table === current && cache.version === version) return cache.value;
    const value = build(current.all());
    cache = { table: current, version, value };
    return value;
  };
}

function byKey<R>(rows: readonly R[], key: (row: R) => string): Map<string, R> {
  const map = new Map<string, R>();
  // First record wins, as `findFirst` does.
  for (const row of rows) if (!map.has(key(row))) map.set(key(row), row);
  return map;
}

/** Rows grouped by key, in table order within each group (then `sort`ed, stably, when given). */
function groupBy<R>(rows: readonly R[], key: (row: R) => string, sort?: (a: R, b: R) => number): Map<string, readonly R[]> {
  const map = new Map<string, R[]>();
  for (const row of rows) {
    const k = key(row);
    const group = map.get(k);
    if (group) group.push(row);
    else map.set(k, [row]);
  }
  if (sort) for (const group of map.values()) group.sort(sort);
  return map;
}

/** `a < b` ordering of plain values, as `findMany({ orderBy })` compares. */
const compare = (a: string | number, b: string | number): number => (a > b ? 1 : a < b ? -1 : 0);
const NONE: readonly never[] = [];

/** Lower case without accents: "Licitação" and "licitacao" match each other. */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const appsByUuid = derived(
  () => db.apps,
  (rows) => byKey(rows, (a) => a.appUuid),
);
/** Every app in list order, with what the list filters test in plain arrays at the same index. */
export interface AppCatalogue {
  /** By creation, then uuid: the order of every app list. */
  apps: readonly AppRecord[];
  /** Folded name and description (the `q` filter); built on the first search, not with the list. */
  texts: () => readonly string[];
  categories: ReadonlyArray<string | null>;
  subcategories: ReadonlyArray<string | null>;
  providers: readonly string[];
}
/**
 * The filters scan every app, so they read these flat arrays of strings rather than the records
 * (records carry @msw/data's internal symbols and are slower to read field by field). The folded
 * texts wait for a search: with 10,000 apps they are the dearest part, and the first page of the
 * marketplace has no search.
 */
export const appCatalogue = derived(
  () => db.apps,
  (rows): AppCatalogue => {
    const apps = [...rows].sort((a, b) => compare(a.createdAt, b.createdAt) || compare(a.appUuid, b.appUuid));
    let texts: readonly string[] | null = null;
    return {
      apps,
      texts: () => (texts ??= apps.map((a) => foldText(`${a.name}\n${a.description}`))),
      categories: apps.map((a) => a.appCategoryUuid),
      subcategories: apps.map((a) => a.subCategoryUuid),
      providers: apps.map((a) => a.appProviderUuid),
    };
  },
);

const appsByProvider = derived(
  () => db.apps,
  (rows) =>
    groupBy(
      rows,
      (a) => a.appProviderUuid,
      (a, b) => compare(a.createdAt, b.createdAt),
    ),
);

const mediasByApp = derived(
  () => db.appMedias,
  (rows) =>
    groupBy(
      rows,
      (m) => m.appUuid,
      (a, b) => compare(a.created_at, b.created_at),
    ),
);
const mainFunctionalitiesByApp = derived(
  () => db.mainFunctionalities,
  (rows) =>
    groupBy(
      rows,
      (f) => f.appUuid,
      (a, b) => compare(a.id, b.id),
    ),
);
const ratingsByApp = derived(
  () => db.ratings,
  (rows) => groupBy(rows, (r) => r.appUuid),
);
const ratingsByAuthor = derived(
  () => db.ratings,
  (rows) => groupBy(rows, (r) => r.accountUuid ?? ''),
);
const providersByUuid = derived(
  () => db.providers,
  (rows) => byKey(rows, (p) => p.uuid),
);
const categoriesByUuid = derived(
  () => db.categories,
  (rows) => byKey(rows, (c) => c.appCategoriesUuid),
);
const subcategoriesByUuid = derived(
  () => db.subcategories,
  (rows) => byKey(rows, (s) => s.appSubCategoryUuid),
);
const tagsByUuid = derived(
  () => db.tags,
  (rows) => byKey(rows, (t) => t.tagUuid),
);

export const appByUuid = (appUuid: string): AppRecord | undefined => appsByUuid().get(appUuid);
/** The apps of a provider, by creation. */
export const appsOfProvider = (providerUuid: string): readonly AppRecord[] => appsByProvider().get(providerUuid) ?? NONE;
/** The medias of an app, oldest first. */
export const mediasOfApp = (appUuid: string): readonly AppMediaRecord[] => mediasByApp().get(appUuid) ?? NONE;
/** The main functionalities of an app, by id. */
export const mainFunctionalitiesOfApp = (appUuid: string): readonly MainFunctionalityRecord[] =>
  mainFunctionalitiesByApp().get(appUuid) ?? NONE;
/** The ratings of an app, in table order. */
export const ratingsOfApp = (appUuid: string): readonly RatingRecord[] => ratingsByApp().get(appUuid) ?? NONE;
/** The ratings an account wrote, in table order. */
export const ratingsByAccount = (accountUuid: string): readonly RatingRecord[] =>
  accountUuid ? (ratingsByAuthor().get(accountUuid) ?? NONE) : NONE;
export const providerByUuid = (uuid: string | null | undefined): ProviderRecord | undefined =>
  uuid ? providersByUuid().get(uuid) : undefined;
export const categoryByUuid = (uuid: string | null | undefined): CategoryRecord | undefined =>
  uuid ? categoriesByUuid().get(uuid) : undefined;
export const subcategoryByUuid = (uuid: string | null | undefined): SubcategoryRecord | undefined =>
  uuid ? subcategoriesByUuid().get(uuid) : undefined;
export const tagByUuid = (uuid: string): TagRecord | undefined => tagsByUuid().get(uuid);

/**
 * Orders Portuguese text as a person would (accents beside their letter). One collator for every sort:
 * `localeCompare(b, 'pt-BR')` builds one per call, some 100 ms for the `large` scenario's 1,000 leis.
 */
export const comparePtBR: (a: string, b: string) => number = new Intl.Collator('pt-BR').compare;
