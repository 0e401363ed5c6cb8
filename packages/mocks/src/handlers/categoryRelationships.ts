import { http } from 'msw';
import {
  CategoryRelationshipBodySchema,
  CategoryRelationshipCreatedWireSchema,
  CategoryRelationshipListWireSchema,
  CategoryRelationshipOneWireSchema,
  CategoryRelationshipUpdatedWireSchema,
  MessageWireSchema,
  type CategoryRelationshipBody,
} from '@portal-fiscal/api-client';
import type { MockBaseUrls } from '../config';
import { db } from '../db';
import { checkCategory, findApp } from '../lib/apps';
import { readJson } from '../lib/body';
import { withAuth, withBehaviour } from '../lib/guard';
import { newId, nowIso } from '../lib/ids';
import { param } from '../lib/params';
import { denyUnlessApp } from '../lib/permissions';
import { badRequest, conflict, notFound, wireJson } from '../lib/responses';
import { relationshipWire } from '../lib/wire';

const find = (uuid: string) => db.categoryRelationships.findFirst((q) => q.where({ appCategoryRelationshipUuid: uuid }));

/** Keeps the app's own category fields in step with its relationship. */
const syncApp = (appUuid: string, categoryUuid: string | null, subUuid: string | null) =>
  db.apps.update((q) => q.where({ appUuid }), {
    data(a) {
      a.appCategoryUuid = categoryUuid;
      a.subCategoryUuid = subUuid;
      a.updatedAt = nowIso();
    },
  });

function checkBody(body: CategoryRelationshipBody): Response | null {
  const problem = checkCategory(body.category.appCategoriesUuid, body.subCategory.appSubCategoryUuid);
  if (!problem) return null;
  return badRequest({
    ...(problem['appCategoryUuid'] ? { 'category.appCategoriesUuid': problem['appCategoryUuid'] } : {}),
    ...(problem['subCategoryUuid'] ? { 'subCategory.appSubCategoryUuid': problem['subCategoryUuid'] } : {}),
  });
}

export const categoryRelationshipsHandlers = (urls: MockBaseUrls) => ({
  /** GET {apiNode}/category/relationships → `{data}`. */
  'categoryRelationships.list': http.get(
    `${urls.apiNode}/category/relationships`,
    withBehaviour(
      withAuth(() => wireJson(CategoryRelationshipListWireSchema, { data: db.categoryRelationships.all().map(relationshipWire) })),
    ),
  ),

  /** GET {apiNode}/category/relationships/app/{appUuid} → `{data[]}`; 404 when the app has none (or is unknown). */
  'categoryRelationships.listByApp': http.get(
    `${urls.apiNode}/category/relationships/app/:appUuid`,
    withBehaviour(
      withAuth(({ params }) => {
        const appUuid = param(params, 'appUuid');
        if (!findApp(appUuid)) return notFound('App não encontrado.');
        const list = db.categoryRelationships.findMany((q) => q.where({ appUuid }));
        if (list.length === 0) return notFound('Este app ainda não tem categoria.');
        return wireJson(CategoryRelationshipListWireSchema, { data: list.map(relationshipWire) });
      }),
    ),
  ),

  /** GET {apiNode}/category/relationships/{id} → `{data}`; 404. */
  'categoryRelationships.get': http.get(
    `${urls.apiNode}/category/relationships/:id`,
    withBehaviour(
      withAuth(({ params }) => {
        const rel = find(param(params, 'id'));
        return rel ? wireJson(CategoryRelationshipOneWireSchema, { data: relationshipWire(rel) }) : notFound('Relação não encontrada.');
      }),
    ),
  ),

  /** POST {apiNode}/category/relationships → 201 `{message, created}`; the app's editor; 404 unknown app; 409 when it has one. */
  'categoryRelationships.create': http.post(
    `${urls.apiNode}/category/relationships`,
    withBehaviour(
      withAuth(async ({ request }, me) => {
        const parsed = await readJson(request, CategoryRelationshipBodySchema);
        if (!parsed.ok) return parsed.response;
        const body = parsed.data;
        const app = findApp(body.app.appUuid);
        if (!app) return notFound('App não encontrado.');
        const denied = denyUnlessApp(me, app);
        if (denied) return denied;
        const invalid = checkBody(body);
        if (invalid) return invalid;
        if (db.categoryRelationships.findFirst((q) => q.where({ appUuid: app.appUuid }))) {
          return conflict('Este app já tem uma relação de categoria; atualize-a.', 'relationship_exists');
        }
        const rel = await db.categoryRelationships.create({
          appCategoryRelationshipUuid: newId('catrel'),
          appUuid: app.appUuid,
          appCategoriesUuid: body.category.appCategoriesUuid,
          appSubCategoryUuid: body.subCategory.appSubCategoryUuid,
        });
        await syncApp(app.appUuid, rel.appCategoriesUuid, rel.appSubCategoryUuid);
        return wireJson(
          CategoryRelationshipCreatedWireSchema,
          { message: 'Relação criada com sucesso!', created: relationshipWire(rel) },
          { status: 201 },
        );
      }),
    ),
  ),

  /** PUT {apiNode}/category/relationships/{id} → `{message, updated}`; the app's editor; 404. */
  'categoryRelationships.update': http.put(
    `${urls.apiNode}/category/relationships/:id`,
    withBehaviour(
      withAuth(async ({ request, params }, me) => {
        const rel = find(param(params, 'id'));
        if (!rel) return notFound('Relação não encontrada.');
        const parsed = await readJson(request, CategoryRelationshipBodySchema);
        if (!parsed.ok) return parsed.response;
        const body = parsed.data;
        const app = findApp(rel.appUuid);
        if (!app) return notFound('App não encontrado.');
        const denied = denyUnlessApp(me, app);
        if (denied) return denied;
        if (body.app.appUuid !== rel.appUuid) return badRequest({ 'app.appUuid': 'A relação pertence a outro app.' });
        const invalid = checkBody(body);
        if (invalid) return invalid;
        const updated = await db.categoryRelationships.update(
          (q) => q.where({ appCategoryRelationshipUuid: rel.appCategoryRelationshipUuid }),
          {
            data(r) {
              r.appCategoriesUuid = body.category.appCategoriesUuid;
              r.appSubCategoryUuid = body.subCategory.appSubCategoryUuid;
            },
          },
        );
        await syncApp(app.appUuid, body.category.appCategoriesUuid, body.subCategory.appSubCategoryUuid);
        return wireJson(CategoryRelationshipUpdatedWireSchema, {
          message: 'Relação atualizada com sucesso!',
          updated: relationshipWire(updated ?? rel),
        });
      }),
    ),
  ),

  /** DELETE {apiNode}/category/relationships/{id}; the app's editor; 404. */
  'categoryRelationships.delete': http.delete(
    `${urls.apiNode}/category/relationships/:id`,
    withBehaviour(
      withAuth(async ({ params }, me) => {
        const rel = find(param(params, 'id'));
        if (!rel) return notFound('Relação não encontrada.');
        const app = findApp(rel.appUuid);
        if (app) {
          const denied = denyUnlessApp(me, app);
          if (denied) return denied;
          await syncApp(app.appUuid, null, null);
        }
        db.categoryRelationships.delete((q) => q.where({ appCategoryRelationshipUuid: rel.appCategoryRelationshipUuid }));
        return wireJson(MessageWireSchema, { message: 'Relação excluída.' });
      }),
    ),
  ),
});
