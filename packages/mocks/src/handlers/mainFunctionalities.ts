import { http } from 'msw';
import {
  MainFunctionalitiesCreateBodySchema,
  MainFunctionalitiesSyncBodySchema,
  MainFunctionalityCreatedWireSchema,
  MainFunctionalityListWireSchema,
  MainFunctionalityUpdateBodySchema,
  MainFunctionalityUpdatedWireSchema,
  MessageWireSchema,
} from '@portal-fiscal/api-client';
import type { MockBaseUrls } from '../config';
import { db, type MainFunctionalityRecord } from '../db';
import { addMainFunctionalities, findApp } from '../lib/apps';
import { readJson } from '../lib/body';
import { withAuth, withBehaviour } from '../lib/guard';
import { param } from '../lib/params';
import { mainFunctionalitiesOfApp } from '../lib/indexes';
import { denyUnlessApp } from '../lib/permissions';
import { badRequest, notFound, wireJson } from '../lib/responses';

const byId = (list: MainFunctionalityRecord[]) => list.slice().sort((a, b) => a.id - b.id);
/** The app's functionalities by id (a copy of the shared lookup). */
const ofApp = (appUuid: string): MainFunctionalityRecord[] => [...mainFunctionalitiesOfApp(appUuid)];
const plain = (f: MainFunctionalityRecord): MainFunctionalityRecord => ({ id: f.id, description: f.description, appUuid: f.appUuid });

export const mainFunctionalitiesHandlers = (urls: MockBaseUrls) => ({
  /** GET {apiNode}/app-main-functionalities → `{data}`. */
  'mainFunctionalities.list': http.get(
    `${urls.apiNode}/app-main-functionalities`,
    withBehaviour(withAuth(() => wireJson(MainFunctionalityListWireSchema, { data: byId(db.mainFunctionalities.all()).map(plain) }))),
  ),

  /** GET {apiNode}/app-main-functionalities/{appUuid} → `{data}` of the app; 404 unknown app. */
  'mainFunctionalities.listByApp': http.get(
    `${urls.apiNode}/app-main-functionalities/:appUuid`,
    withBehaviour(
      withAuth(({ params }) => {
        const appUuid = param(params, 'appUuid');
        if (!findApp(appUuid)) return notFound('App não encontrado.');
        return wireJson(MainFunctionalityListWireSchema, { data: ofApp(appUuid).map(plain) });
      }),
    ),
  ),

  /** POST {apiNode}/app-main-functionalities {functionalities, appUuid} → 201 `{created}`; the app's editor; 404 unknown app. */
  'mainFunctionalities.create': http.post(
    `${urls.apiNode}/app-main-functionalities`,
    withBehaviour(
      withAuth(async ({ request }, me) => {
        const parsed = await readJson(request, MainFunctionalitiesCreateBodySchema);
        if (!parsed.ok) return parsed.response;
        const app = findApp(parsed.data.appUuid);
        if (!app) return notFound('App não encontrado.');
        const denied = denyUnlessApp(me, app);
        if (denied) return denied;
        const created = await addMainFunctionalities(
          app.appUuid,
          parsed.data.functionalities.map((f) => f.description),
        );
        return wireJson(MainFunctionalityCreatedWireSchema, { created: created.map(plain) }, { status: 201 });
      }),
    ),
  ),

  /** PUT {apiNode}/app-main-functionalities {appUuid, deleteIds, newFunctionalities} → `{data}` afterwards. */
  'mainFunctionalities.sync': http.put(
    `${urls.apiNode}/app-main-functionalities`,
    withBehaviour(
      withAuth(async ({ request }, me) => {
        const parsed = await readJson(request, MainFunctionalitiesSyncBodySchema);
        if (!parsed.ok) return parsed.response;
        const app = findApp(parsed.data.appUuid);
        if (!app) return notFound('App não encontrado.');
        const denied = denyUnlessApp(me, app);
        if (denied) return denied;
        const own = new Set(ofApp(app.appUuid).map((f) => f.id));
        const foreign = parsed.data.deleteIds.filter((id) => !own.has(id));
        if (foreign.length) return badRequest({ deleteIds: `Funcionalidades que não são deste app: ${foreign.join(', ')}.` });
        for (const id of parsed.data.deleteIds) db.mainFunctionalities.delete((q) => q.where({ id }));
        await addMainFunctionalities(
          app.appUuid,
          parsed.data.newFunctionalities.map((f) => f.description),
        );
        return wireJson(MainFunctionalityListWireSchema, { data: ofApp(app.appUuid).map(plain) });
      }),
    ),
  ),

  /** PUT {apiNode}/app-main-functionalities/{id} {description} → `{updated}`; 404. */
  'mainFunctionalities.update': http.put(
    `${urls.apiNode}/app-main-functionalities/:id`,
    withBehaviour(
      withAuth(async ({ request, params }, me) => {
        const id = Number(param(params, 'id'));
        const item = Number.isInteger(id) ? db.mainFunctionalities.findFirst((q) => q.where({ id })) : undefined;
        if (!item) return notFound('Funcionalidade não encontrada.');
        const app = findApp(item.appUuid);
        if (app) {
          const denied = denyUnlessApp(me, app);
          if (denied) return denied;
        }
        const parsed = await readJson(request, MainFunctionalityUpdateBodySchema);
        if (!parsed.ok) return parsed.response;
        const updated = await db.mainFunctionalities.update((q) => q.where({ id }), {
          data(f) {
            f.description = parsed.data.description;
          },
        });
        return wireJson(MainFunctionalityUpdatedWireSchema, { updated: plain(updated ?? item) });
      }),
    ),
  ),

  /** DELETE {apiNode}/app-main-functionalities/{id}; 404. */
  'mainFunctionalities.delete': http.delete(
    `${urls.apiNode}/app-main-functionalities/:id`,
    withBehaviour(
      withAuth(({ params }, me) => {
        const id = Number(param(params, 'id'));
        const item = Number.isInteger(id) ? db.mainFunctionalities.findFirst((q) => q.where({ id })) : undefined;
        if (!item) return notFound('Funcionalidade não encontrada.');
        const app = findApp(item.appUuid);
        if (app) {
          const denied = denyUnlessApp(me, app);
          if (denied) return denied;
        }
        db.mainFunctionalities.delete((q) => q.where({ id }));
        return wireJson(MessageWireSchema, { message: 'Funcionalidade excluída.' });
      }),
    ),
  ),
});
