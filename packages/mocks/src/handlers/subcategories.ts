import { http } from 'msw';
import {
  MessageWireSchema,
  SubcategoryBodySchema,
  SubcategoryListWireSchema,
  SubcategoryUpdateBodySchema,
  SubcategoryWireSchema,
} from '@portal-fiscal/api-client';
import type { MockBaseUrls } from '../config';
import { db, type SubcategoryRecord } from '../db';
import { readJson } from '../lib/body';
import { withAuth, withBehaviour } from '../lib/guard';
import { newId } from '../lib/ids';
import { param } from '../lib/params';
import { denyUnlessEditAll } from '../lib/permissions';
import { badRequest, conflict, notFound, wireJson } from '../lib/responses';
import { subcategoryWire } from '../lib/wire';
import { comparePtBR } from '../lib/indexes';

const find = (uuid: string) => db.subcategories.findFirst((q) => q.where({ appSubCategoryUuid: uuid }));
const categoryExists = (uuid: string) => Boolean(db.categories.findFirst((q) => q.where({ appCategoriesUuid: uuid })));
const byName = (list: SubcategoryRecord[]) => list.slice().sort((a, b) => comparePtBR(a.name, b.name));

export const subcategoriesHandlers = (urls: MockBaseUrls) => {
  const list = (items: SubcategoryRecord[]) => wireJson(SubcategoryListWireSchema, { subcategories: byName(items).map(subcategoryWire) });
  return {
    /** GET {apiNode}/app-subcategories → `{subcategories}`. */
    'subcategories.list': http.get(`${urls.apiNode}/app-subcategories`, withBehaviour(withAuth(() => list(db.subcategories.all())))),

    /** GET {apiNode}/app-subcategories/category/{id} → the category's; 404 unknown category. */
    'subcategories.listByCategory': http.get(
      `${urls.apiNode}/app-subcategories/category/:id`,
      withBehaviour(
        withAuth(({ params }) => {
          const id = param(params, 'id');
          if (!categoryExists(id)) return notFound('Categoria não encontrada.');
          return list(db.subcategories.findMany((q) => q.where({ appCategoriesUuid: id })));
        }),
      ),
    ),

    /** GET {apiNode}/app-subcategories/{id}; 404. */
    'subcategories.get': http.get(
      `${urls.apiNode}/app-subcategories/:id`,
      withBehaviour(
        withAuth(({ params }) => {
          const sub = find(param(params, 'id'));
          return sub ? wireJson(SubcategoryWireSchema, subcategoryWire(sub)) : notFound('Subcategoria não encontrada.');
        }),
      ),
    ),

    /** POST {apiNode}/app-subcategories → 201; canEditAll; 400 unknown category. */
    'subcategories.create': http.post(
      `${urls.apiNode}/app-subcategories`,
      withBehaviour(
        withAuth(async ({ request }, me) => {
          const denied = denyUnlessEditAll(me);
          if (denied) return denied;
          const parsed = await readJson(request, SubcategoryBodySchema);
          if (!parsed.ok) return parsed.response;
          const categoryUuid = parsed.data.appCategoryUuid.appCategoriesUuid;
          if (!categoryExists(categoryUuid)) return badRequest({ 'appCategoryUuid.appCategoriesUuid': 'Categoria não encontrada.' });
          const sub = await db.subcategories.create({
            appSubCategoryUuid: newId('subcat'),
            name: parsed.data.name,
            appCategoriesUuid: categoryUuid,
          });
          return wireJson(SubcategoryWireSchema, subcategoryWire(sub), { status: 201 });
        }),
      ),
    ),

    /** PUT {apiNode}/app-subcategories/{id}; canEditAll; 404. */
    'subcategories.update': http.put(
      `${urls.apiNode}/app-subcategories/:id`,
      withBehaviour(
        withAuth(async ({ request, params }, me) => {
          const denied = denyUnlessEditAll(me);
          if (denied) return denied;
          const sub = find(param(params, 'id'));
          if (!sub) return notFound('Subcategoria não encontrada.');
          const parsed = await readJson(request, SubcategoryUpdateBodySchema);
          if (!parsed.ok) return parsed.response;
          const categoryUuid = parsed.data.appCategoryUuid?.appCategoriesUuid;
          if (categoryUuid !== undefined && !categoryExists(categoryUuid))
            return badRequest({ 'appCategoryUuid.appCategoriesUuid': 'Categoria não encontrada.' });
          const updated = await db.subcategories.update((q) => q.where({ appSubCategoryUuid: sub.appSubCategoryUuid }), {
            data(s) {
              if (parsed.data.name !== undefined) s.name = parsed.data.name;
              if (categoryUuid !== undefined) s.appCategoriesUuid = categoryUuid;
            },
          });
          return wireJson(SubcategoryWireSchema, subcategoryWire(updated ?? sub));
        }),
      ),
    ),

    /** DELETE {apiNode}/app-subcategories/{id}; canEditAll; 404; 409 while apps use it. */
    'subcategories.delete': http.delete(
      `${urls.apiNode}/app-subcategories/:id`,
      withBehaviour(
        withAuth(({ params }, me) => {
          const denied = denyUnlessEditAll(me);
          if (denied) return denied;
          const sub = find(param(params, 'id'));
          if (!sub) return notFound('Subcategoria não encontrada.');
          const inUse =
            db.apps.findFirst((q) => q.where({ subCategoryUuid: sub.appSubCategoryUuid })) ??
            db.categoryRelationships.findFirst((q) => q.where({ appSubCategoryUuid: sub.appSubCategoryUuid }));
          if (inUse) return conflict('Há produtos nesta subcategoria.', 'subcategory_in_use');
          db.subcategories.delete((q) => q.where({ appSubCategoryUuid: sub.appSubCategoryUuid }));
          return wireJson(MessageWireSchema, { message: 'Subcategoria excluída.' });
        }),
      ),
    ),
  };
};
