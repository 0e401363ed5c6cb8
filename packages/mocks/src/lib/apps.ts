import { encodeIntegrations, parseIntegrations } from '@portal-fiscal/api-client';
import { db } from '../db';
import { newId } from './ids';

export const findApp = (appUuid: string) => db.apps.findFirst((q) => q.where({ appUuid }));

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
