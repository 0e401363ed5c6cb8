import { http } from 'msw';
import {
  AppCreateBodySchema,
  AppListWireSchema,
  AppOneWireSchema,
  AppPageWireSchema,
  AppPhotoBodySchema,
  AppUpdateBodySchema,
  CreateAppLegacyFieldsSchema,
  CreateAppLegacyWireSchema,
  MessageWireSchema,
  TagListWireSchema,
} from '@portal-fiscal/api-client';
import type { MockBaseUrls } from '../config';
import { db, type AppRecord } from '../db';
import {
  addMainFunctionalities,
  appFiltersOf,
  checkCategory,
  deleteAppCascade,
  findApp,
  normaliseIntegrations,
  queryApps,
  tagUuidsFor,
  textEntries,
} from '../lib/apps';
import { storeImage } from '../lib/assets';
import { fieldErrorsFor, formFields, readForm, readJson, validate } from '../lib/body';
import { withAuth, withBehaviour } from '../lib/guard';
import { newId, nowIso } from '../lib/ids';
import { providerByUuid, comparePtBR } from '../lib/indexes';
import { param } from '../lib/params';
import { can, canManageProvider, denyUnlessApp } from '../lib/permissions';
import { badRequest, forbidden, notFound, wireJson } from '../lib/responses';
import { appWire } from '../lib/wire';

export const appsHandlers = (urls: MockBaseUrls) => {
  const list = (apps: readonly AppRecord[]) =>
    wireJson(AppListWireSchema, { message: 'Apps encontrados', apps: apps.map((a) => appWire(urls, a)) });
  const one = (app: AppRecord, status = 200, message = 'App encontrado') =>
    wireJson(AppOneWireSchema, { message, app: appWire(urls, app) }, { status });

  return {
    /** GET {apiNode}/apps/?q=&category=a,b&subcategory=&provider= → `{message, apps}` (the matching apps; `category` any of those listed). */
    'apps.list': http.get(`${urls.apiNode}/apps/`, withBehaviour(withAuth(({ request }) => list(queryApps(appFiltersOf(request)))))),

    /** GET {apiNode}/apps/account/uuid/{uuid}/ → the apps of that account's provider; own account or canEditAll. */
    'apps.listByAccount': http.get(
      `${urls.apiNode}/apps/account/uuid/:uuid/`,
      withBehaviour(
        withAuth(({ params }, me) => {
          const uuid = param(params, 'uuid');
          if (uuid !== me.uuid && !can(me).canEditAll) return forbidden('Você só pode listar os seus próprios produtos.');
          const account = db.accounts.findFirst((q) => q.where({ uuid }));
          if (!account) return notFound('Conta não encontrada.');
          const providerUuid = account.appProviderUuid;
          return list(providerUuid ? queryApps({ provider: providerUuid }) : []);
        }),
      ),
    ),

    /** GET {apiNode}/apps/{uuid}/ → `{message, app}`; 404. */
    'apps.get': http.get(
      `${urls.apiNode}/apps/:uuid/`,
      withBehaviour(
        withAuth(({ params }) => {
          const app = findApp(param(params, 'uuid'));
          return app ? one(app) : notFound('App não encontrado.');
        }),
      ),
    ),

    /** POST {apiNode}/apps → 201 `{message, app}`. canEditAll (any provider) or canEditSelf (own provider only). */
    'apps.create': http.post(
      `${urls.apiNode}/apps`,
      withBehaviour(
        withAuth(async ({ request }, me) => {
          if (!can(me).canEditSelf) return forbidden('Seu perfil não pode cadastrar produtos.');
          const parsed = await readJson(request, AppCreateBodySchema);
          if (!parsed.ok) return parsed.response;
          const body = parsed.data;
          const providerUuid = body.appProviderUuid.uuid;
          if (!db.providers.findFirst((q) => q.where({ uuid: providerUuid })))
            return badRequest({ 'appProviderUuid.uuid': 'Empresa não encontrada.' });
          if (!canManageProvider(me, providerUuid)) return forbidden('Você só pode cadastrar produtos da sua empresa.');
          const categoryProblem = checkCategory(body.appCategoryUuid, body.subCategoryUuid);
          if (categoryProblem) return badRequest(categoryProblem);
          const at = nowIso();
          const app = await db.apps.create({
            appUuid: newId('app'),
            name: body.name,
            description: body.description,
            appPhoto: body.appPhoto ?? '',
            rating: null,
            functionalities: '',
            mainFunctionalities: body.mainFunctionalities ?? '',
            integrations: normaliseIntegrations(body.integrations),
            tags: body.tags ?? '',
            comments: '',
            website: body.website,
            appStatus: 'ATIVO',
            appProviderUuid: providerUuid,
            appCategoryUuid: body.appCategoryUuid,
            subCategoryUuid: body.subCategoryUuid,
            tagUuids: await tagUuidsFor(body.tags ?? ''),
            appFunctionalities: [],
            createdAt: at,
            updatedAt: at,
          });
          return one(app, 201, 'App criado com sucesso');
        }),
      ),
    ),

    /**
     * PUT {apiNode}/apps/{id} → `{message, app}`; the app's provider editor or canEditAll; moving provider needs canEditAll.
     * Unknown and read-only fields are ignored, not refused, as for every field the body schema does not
     * name: `rating` (the average) and the ratings themselves are the backend's, recomputed from the
     * stored ratings only (`ratings.create`), so a provider cannot set its own app's average; a body
     * carrying `rating` is answered like one without it.
     */
    'apps.update': http.put(
      `${urls.apiNode}/apps/:id`,
      withBehaviour(
        withAuth(async ({ request, params }, me) => {
          const app = findApp(param(params, 'id'));
          if (!app) return notFound('App não encontrado.');
          const denied = denyUnlessApp(me, app);
          if (denied) return denied;
          const parsed = await readJson(request, AppUpdateBodySchema);
          if (!parsed.ok) return parsed.response;
          const body = parsed.data;
          if (body.appProviderUuid !== undefined && body.appProviderUuid !== app.appProviderUuid) {
            if (!can(me).canEditAll) return forbidden('Apenas administradores do marketplace podem mudar a empresa de um produto.');
            if (!db.providers.findFirst((q) => q.where({ uuid: body.appProviderUuid ?? '' })))
              return badRequest({ appProviderUuid: 'Empresa não encontrada.' });
          }
          const categoryUuid = body.appCategoryUuid ?? app.appCategoryUuid;
          const subUuid =
            body.subCategoryUuid ?? (body.appCategoryUuid && body.appCategoryUuid !== app.appCategoryUuid ? null : app.subCategoryUuid);
          const categoryProblem = checkCategory(categoryUuid, subUuid);
          if (categoryProblem) return badRequest(categoryProblem);
          const tagUuids = body.tags !== undefined ? await tagUuidsFor(body.tags) : undefined;
          const updated = await db.apps.update((q) => q.where({ appUuid: app.appUuid }), {
            data(a) {
              if (body.name !== undefined) a.name = body.name;
              if (body.description !== undefined) a.description = body.description;
              if (body.website !== undefined) a.website = body.website;
              if (body.functionalities !== undefined) a.functionalities = body.functionalities;
              if (body.mainFunctionalities !== undefined) a.mainFunctionalities = body.mainFunctionalities;
              if (body.integrations !== undefined) a.integrations = normaliseIntegrations(body.integrations);
              if (body.tags !== undefined) a.tags = body.tags;
              if (tagUuids) a.tagUuids = tagUuids;
              if (body.comments !== undefined) a.comments = body.comments;
              if (body.appProviderUuid !== undefined) a.appProviderUuid = body.appProviderUuid;
              if (body.appStatus !== undefined) a.appStatus = body.appStatus;
              a.appCategoryUuid = categoryUuid;
              a.subCategoryUuid = subUuid;
              a.updatedAt = nowIso();
            },
          });
          return one(updated ?? app, 200, 'Dados do aplicativo atualizados com sucesso!');
        }),
      ),
    ),

    /** PUT {apiNode}/apps/{id}/photo {appPhoto: mediaUuid} → `{message, app}`; 404 unknown app or media of another app. */
    'apps.updatePhoto': http.put(
      `${urls.apiNode}/apps/:id/photo`,
      withBehaviour(
        withAuth(async ({ request, params }, me) => {
          const app = findApp(param(params, 'id'));
          if (!app) return notFound('App não encontrado.');
          const denied = denyUnlessApp(me, app);
          if (denied) return denied;
          const parsed = await readJson(request, AppPhotoBodySchema);
          if (!parsed.ok) return parsed.response;
          const media = db.appMedias.findFirst((q) => q.where({ appMediaUuid: parsed.data.appPhoto, appUuid: app.appUuid }));
          if (!media) return notFound('Mídia não encontrada neste app.');
          const updated = await db.apps.update((q) => q.where({ appUuid: app.appUuid }), {
            data(a) {
              a.appPhoto = media.appMediaUuid;
              a.updatedAt = nowIso();
            },
          });
          return one(updated ?? app, 200, 'Foto do app atualizada');
        }),
      ),
    ),

    /** DELETE {apiNode}/apps/{id} (chosen) → `{message}`; removes medias, functionalities, relationship and ratings. */
    'apps.delete': http.delete(
      `${urls.apiNode}/apps/:id`,
      withBehaviour(
        withAuth(({ params }, me) => {
          const app = findApp(param(params, 'id'));
          if (!app) return notFound('App não encontrado.');
          const denied = denyUnlessApp(me, app);
          if (denied) return denied;
          deleteAppCascade(app.appUuid);
          return wireJson(MessageWireSchema, { message: 'App excluído.' });
        }),
      ),
    ),

    /** GET {server}/apps?q=&category=a,b&subcategory=&provider= → `{message, apps}` (the matching apps; `category` any of those listed). */
    'apps.serverList': http.get(`${urls.server}/apps`, withBehaviour(withAuth(({ request }) => list(queryApps(appFiltersOf(request)))))),

    /**
     * GET {server}/apps/{page}/{size}?q=&category=a,b&subcategory=&provider= → one page of the matching apps,
     * `total` = every match (page ≥ 1, size 1..100; 400 otherwise). Only the page's apps are denormalised.
     */
    'apps.serverPage': http.get(
      `${urls.server}/apps/:page/:size`,
      withBehaviour(
        withAuth(({ params, request }) => {
          const page = Number(param(params, 'page'));
          const size = Number(param(params, 'size'));
          const errors: Record<string, string> = {};
          if (!Number.isInteger(page) || page < 1) errors['page'] = 'A página começa em 1.';
          if (!Number.isInteger(size) || size < 1 || size > 100) errors['size'] = 'O tamanho da página vai de 1 a 100.';
          if (Object.keys(errors).length) return badRequest(errors);
          const apps = queryApps(appFiltersOf(request));
          return wireJson(AppPageWireSchema, {
            message: 'Apps encontrados',
            apps: apps.slice((page - 1) * size, page * size).map((a) => appWire(urls, a)),
            page,
            size,
            total: apps.length,
          });
        }),
      ),
    ),

    /** GET {server}/app/{id} → `{message, app}`; 404. */
    'apps.serverGet': http.get(
      `${urls.server}/app/:id`,
      withBehaviour(
        withAuth(({ params }) => {
          const app = findApp(param(params, 'id'));
          return app ? one(app) : notFound('App não encontrado.');
        }),
      ),
    ),

    /** GET {server}/tags → `{tags}` by name. */
    'apps.tags': http.get(
      `${urls.server}/tags`,
      withBehaviour(
        withAuth(() =>
          wireJson(TagListWireSchema, {
            tags: db.tags
              .all()
              .slice()
              .sort((a, b) => comparePtBR(a.name, b.name)),
          }),
        ),
      ),
    ),

    /**
     * POST {server}/create/app, multipart (name, description, functionalities, main_functionalities, app_photo
     * required; `provider` optional) → 201 `{message, appUuid}`. canEditSelf: a marketplace admin names the
     * company (`provider`, required); a provider admin's app joins their own company (`provider` may be left
     * out, and may not name another: 403; without a company: 400). `main_functionalities` (one per line or
     * per ';') become the app's main functionality records, `functionalities` its list, `tags` its tags.
     */
    'apps.createLegacy': http.post(
      `${urls.server}/create/app`,
      withBehaviour(
        withAuth(async ({ request }, me) => {
          const rights = can(me);
          if (!rights.canEditSelf) return forbidden('Seu perfil não pode cadastrar produtos.');
          const read = await readForm(request);
          if (!read.ok) return read.response;
          const raw = formFields(read.form);
          const requested = raw['provider']?.trim() ?? '';
          if (!rights.canEditAll && requested && requested !== me.appProviderUuid)
            return forbidden('Você só pode cadastrar produtos da sua empresa.');
          // Every field error at once, the company's among them.
          const errors = { ...fieldErrorsFor(CreateAppLegacyFieldsSchema, raw) };
          if (!(read.form.get('app_photo') instanceof Blob)) errors['app_photo'] = 'Preencha os campos corretamente';
          if (rights.canEditAll && !requested) errors['provider'] = 'Selecione a empresa';
          else if (rights.canEditAll && !providerByUuid(requested)) errors['provider'] = 'Empresa não encontrada.';
          if (Object.keys(errors).length) return badRequest(errors);
          const fields = validate(CreateAppLegacyFieldsSchema, raw);
          if (!fields.ok) return fields.response;
          const providerUuid = rights.canEditAll ? requested : me.appProviderUuid;
          if (!providerUuid) return badRequest({ provider: 'Você não tem empresa registrada' });
          const stored = await storeImage(read.form, ['app_photo'], me.uuid);
          if (!stored.ok) return stored.response;
          const f = fields.data;
          const at = nowIso();
          // The spec's create form has an initial `rating` (Tela Criar App); kept as the stored average
          // until the first rating recomputes it. The portal shows averages of `appRatings` only.
          const rating = f.rating !== undefined && f.rating.trim() !== '' ? Number(f.rating) : null;
          const appUuid = newId('app');
          const mediaUuid = newId('media');
          await db.apps.create({
            appUuid,
            name: f.name,
            description: f.description,
            appPhoto: mediaUuid,
            rating: rating !== null && Number.isFinite(rating) ? rating : null,
            functionalities: f.functionalities,
            mainFunctionalities: f.main_functionalities,
            integrations: normaliseIntegrations(f.integrations ?? ''),
            tags: f.tags ?? '',
            comments: '',
            website: f.link_web || f.link_land || f.link_android || f.link_ios || '',
            appStatus: 'ATIVO',
            appProviderUuid: providerUuid,
            appCategoryUuid: null,
            subCategoryUuid: null,
            tagUuids: await tagUuidsFor(f.tags ?? ''),
            appFunctionalities: f.functionalities
              .split(/[\n;,]/)
              .map((s) => s.trim())
              .filter(Boolean)
              .map((description, i) => ({ id: i + 1, description })),
            createdAt: at,
            updatedAt: at,
          });
          await db.appMedias.create({
            appMediaUuid: mediaUuid,
            name: stored.asset.name,
            assetId: stored.asset.assetId,
            provider: new URL(urls.assets).hostname,
            appUuid,
            created_at: at,
            updated_at: at,
          });
          // The same list as the records `appMainFunctionalities` serves (the text stays as sent).
          await addMainFunctionalities(appUuid, textEntries(f.main_functionalities));
          return wireJson(CreateAppLegacyWireSchema, { message: 'Confirme a conta pelo email', appUuid }, { status: 201 });
        }),
      ),
    ),
  };
};
