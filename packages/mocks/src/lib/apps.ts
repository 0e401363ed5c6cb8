import { APP_FILTER_PARAMS, encodeIntegrations, parseIntegrations, type AppFilters } from '@portal-fiscal/api-client';
import { db, type AppRecord } from '../db';
import { newId } from './ids';
import { appByUuid, appCatalogue, foldText } from './indexes';

export const findApp = (appUuid: string): AppRecord | undefined => appByUuid(appUuid);

/** The app filters of a request's query string (`q`, `category`, `subcategory`, `provider`; blanks ignored). */
export function appFiltersOf(request: Request): AppFilters {
  const query = new URL(request.url).searchParams;
  const filters: AppFilters = {};
  for (const key of APP_FILTER_PARAMS) {
    const value = query.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/**
 * The apps matching `filters`, by creation then uuid (the order of every app list). `q` matches when
 * every one of its words is in the name or the description, ignoring case and accents.
 */
export function queryApps(filters: AppFilters = {}): readonly AppRecord[] {
  const { category, subcategory, provider } = filters;
  const words = filters.q ? foldText(filters.q).split(/\s+/).filter(Boolean) : [];
  const catalogue = appCatalogue();
  if (!category && !subcategory && !provider && words.length === 0) return catalogue.apps;
  const { apps, texts, categories, subcategories, providers } = catalogue;
  const matches: AppRecord[] = [];
  next: for (let i = 0; i < apps.length; i++) {
    if (category && categories[i] !== category) continue;
    if (subcategory && subcategories[i] !== subcategory) continue;
    if (provider && providers[i] !== provider) continue;
    const text = texts[i]!;
    for (const word of words) if (!text.includes(word)) continue next;
    matches.push(apps[i]!);
  }
  return matches;
}

/** Tag names from the app's free `tags` text ("ICMS, SPED") → tag uuids, creating missing tags. */
export async function tagUuidsFor(text: string): Promise<string[]> {
  const names = [...new Set(text.split(/[,;]/).map((s) => s.trim()).filter(Boolean))];
  const uuids: string[] = [];
  for (const name of names) {
    const existing = db.tags.findFirst((q) => q.where({ name: (n) => n.toLowerCase() === name.toLowerCase() }));
    uuids.push(existing ? existing.tagUuid : (await db.tags.create({ tagUuid: newId('tag'), name })).tagUuid);
  }
  return uuids;
}

export const normaliseIntegrations = (text: string) => encodeIntegrations(parseIntegrations(text));

/** A category and, when given, a subcategory of that category; the field errors otherwise. */
export function checkCategory(categoryUuid: string | null | undefined, subCategoryUuid: string | null | undefined): Record<string, string> | null {
  if (categoryUuid && !db.categories.findFirst((q) => q.where({ appCategoriesUuid: categoryUuid }))) {
    return { appCategoryUuid: 'Categoria não encontrada.' };
  }
  if (subCategoryUuid) {
    const sub = db.subcategories.findFirst((q) => q.where({ appSubCategoryUuid: subCategoryUuid }));
    if (!sub) return { subCategoryUuid: 'Subcategoria não encontrada.' };
    if (categoryUuid && sub.appCategoriesUuid !== categoryUuid) return { subCategoryUuid: 'A subcategoria não pertence à categoria escolhida.' };
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
