import {
  APP_FILTER_PARAMS,
  averageStars,
  categoryList,
  encodeIntegrations,
  parseIntegrations,
  type AppFilters,
} from '@portal-fiscal/api-client';
import { db, type AppRecord, type MainFunctionalityRecord } from '../db';
import { newId, nextNumber } from './ids';
import { appByUuid, appCatalogue, foldText, mainFunctionalitiesOfApp, ratingsOfApp } from './indexes';

export const findApp = (appUuid: string): AppRecord | undefined => appByUuid(appUuid);

/**
 * Stores the app's average (`rating`) as computed from its stored ratings (null when none). The one
 * way that field is written after creation: no client sends it, so it cannot be stuffed.
 */
export async function refreshAverage(appUuid: string): Promise<void> {
  const stars = ratingsOfApp(appUuid).flatMap((r) => (r.stars === null ? [] : [r.stars]));
  await db.apps.update((q) => q.where({ appUuid }), {
    data(a) {
      a.rating = stars.length ? averageStars(stars) : null;
    },
  });
}

/**
 * The app filters of a request's query string (`q`, `category`, `subcategory`, `provider`; blanks
 * ignored). `category` is a comma-separated list (`category=a,b`; a repeated parameter counts too):
 * the filter holds its entries, or is absent when none is left.
 */
export function appFiltersOf(request: Request): AppFilters {
  const query = new URL(request.url).searchParams;
  const filters: AppFilters = {};
  for (const key of APP_FILTER_PARAMS) {
    if (key === 'category') {
      const categories = categoryList(query.getAll(key).join(','));
      if (categories.length) filters.category = categories;
      continue;
    }
    const value = query.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/**
 * The apps matching `filters`, by creation then uuid (the order of every app list). `q` matches when
 * every one of its words is in the name or the description, ignoring case and accents; `category`
 * when the app's category is any of those named.
 */
export function queryApps(filters: AppFilters = {}): readonly AppRecord[] {
  const { subcategory, provider } = filters;
  const wanted = categoryList(filters.category);
  const categorySet = wanted.length ? new Set(wanted) : null;
  const words = filters.q ? foldText(filters.q).split(/\s+/).filter(Boolean) : [];
  const catalogue = appCatalogue();
  if (!categorySet && !subcategory && !provider && words.length === 0) return catalogue.apps;
  const { apps, categories, subcategories, providers } = catalogue;
  const texts = words.length ? catalogue.texts() : [];
  const matches: AppRecord[] = [];
  next: for (let i = 0; i < apps.length; i++) {
    if (categorySet) {
      const category = categories[i];
      if (category === null || category === undefined || !categorySet.has(category)) continue;
    }
    if (subcategory && subcategories[i] !== subcategory) continue;
    if (provider && providers[i] !== provider) continue;
    if (words.length) {
      const text = texts[i]!;
      for (const word of words) if (!text.includes(word)) continue next;
    }
    matches.push(apps[i]!);
  }
  return matches;
}

/** Tag names from the app's free `tags` text ("ICMS, SPED") → tag uuids, creating missing tags. */
export async function tagUuidsFor(text: string): Promise<string[]> {
  const names = [
    ...new Set(
      text
        .split(/[,;]/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  const uuids: string[] = [];
  for (const name of names) {
    const existing = db.tags.findFirst((q) => q.where({ name: (n) => n.toLowerCase() === name.toLowerCase() }));
    uuids.push(existing ? existing.tagUuid : (await db.tags.create({ tagUuid: newId('tag'), name })).tagUuid);
  }
  return uuids;
}

/**
 * Adds main functionalities to an app, in order, skipping those it already has or that repeat
 * (ignoring case: spec 02 §5). Returns the records created.
 */
export async function addMainFunctionalities(appUuid: string, descriptions: readonly string[]): Promise<MainFunctionalityRecord[]> {
  const existing = new Set(mainFunctionalitiesOfApp(appUuid).map((f) => f.description.toLowerCase()));
  const created: MainFunctionalityRecord[] = [];
  let id = nextNumber(db.mainFunctionalities.all().map((f) => f.id));
  for (const description of descriptions) {
    const key = description.toLowerCase();
    if (existing.has(key)) continue;
    existing.add(key);
    created.push(await db.mainFunctionalities.create({ id: id++, description, appUuid }));
  }
  return created;
}

/** The entries of a free-text list (the legacy form's main functionalities): one per line or per ';', trimmed, blanks dropped. */
export const textEntries = (text: string): string[] =>
  text
    .split(/[\n;]/)
    .map((s) => s.trim())
    .filter(Boolean);

export const normaliseIntegrations = (text: string) => encodeIntegrations(parseIntegrations(text));

/** A category and, when given, a subcategory of that category; the field errors otherwise. */
export function checkCategory(
  categoryUuid: string | null | undefined,
  subCategoryUuid: string | null | undefined,
): Record<string, string> | null {
  if (categoryUuid && !db.categories.findFirst((q) => q.where({ appCategoriesUuid: categoryUuid }))) {
    return { appCategoryUuid: 'Categoria não encontrada.' };
  }
  if (subCategoryUuid) {
    const sub = db.subcategories.findFirst((q) => q.where({ appSubCategoryUuid: subCategoryUuid }));
    if (!sub) return { subCategoryUuid: 'Subcategoria não encontrada.' };
    if (categoryUuid && sub.appCategoriesUuid !== categoryUuid)
      return { subCategoryUuid: 'A subcategoria não pertence à categoria escolhida.' };
  }
  return null;
}

/** Removes an app and everything hanging from it. */
export function deleteAppCascade(appUuid: string): void {
  db.appMedias.deleteMany((q) => q.where({ appUuid }));
  db.mainFunctionalities.deleteMany((q) => q.where({ appUuid }));
  db.categoryRelationships.deleteMany((q) => q.where({ appUuid }));
  db.ratings.deleteMany((q) => q.where({ appUuid }));
  db.apps.delete((q) => q.where({ appUuid }));
}
