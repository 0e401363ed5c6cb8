import { http } from 'msw';
import {
  AppMediaBodySchema,
  AppMediaListWireSchema,
  AppMediaUpdateBodySchema,
  AppMediaWireSchema,
  MessageWireSchema,
  assetImagePath,
} from '@portal-fiscal/api-client';
import type { MockBaseUrls } from '../config';
import { db, type AppMediaRecord } from '../db';
import { findApp } from '../lib/apps';
import { mediasOfApp } from '../lib/indexes';
import { readJson } from '../lib/body';
import { withAuth, withBehaviour } from '../lib/guard';
import { newId, nowIso } from '../lib/ids';
import { param } from '../lib/params';
import { denyUnlessApp } from '../lib/permissions';
import { badRequest, notFound, wireJson } from '../lib/responses';
import { mediaWire } from '../lib/wire';

const find = (uuid: string) => db.appMedias.findFirst((q) => q.where({ appMediaUuid: uuid }));
// By time, then in the order of creation (the table's; the sort is stable): ids are random.
const sorted = (list: AppMediaRecord[]) => list.slice().sort((a, b) => a.created_at.localeCompare(b.created_at));

/** At most 5 images per app (spec 02 §9). */
const MAX_MEDIAS = 5;

export const appMediasHandlers = (urls: MockBaseUrls) => {
  /** Stores our own asset URLs back as bare ids (so they follow the configured host); other URLs as given. */
  const storedRef = (assetId: string) => {
    const prefix = `${urls.assets}${assetImagePath('')}`;
    return assetId.startsWith(prefix) ? decodeURIComponent(assetId.slice(prefix.length)) : assetId;
  };
  const list = (items: AppMediaRecord[]) => wireJson(AppMediaListWireSchema, { data: sorted(items).map((m) => mediaWire(urls, m)) });

  return {
    /** GET {apiNode}/apps-medias → `{data}`. */
    'appMedias.list': http.get(`${urls.apiNode}/apps-medias`, withBehaviour(withAuth(() => list(db.appMedias.all())))),

    /** GET {apiNode}/apps-medias/app/{appUuid} → `{data}`; 404 unknown app. */
    'appMedias.listByApp': http.get(
      `${urls.apiNode}/apps-medias/app/:appUuid`,
      withBehaviour(
        withAuth(({ params }) => {
          const appUuid = param(params, 'appUuid');
          if (!findApp(appUuid)) return notFound('App não encontrado.');
          return list(db.appMedias.findMany((q) => q.where({ appUuid })));
        }),
      ),
    ),

    /** GET {apiNode}/apps-medias/{uuid}; 404. */
    'appMedias.get': http.get(
      `${urls.apiNode}/apps-medias/:uuid`,
      withBehaviour(
        withAuth(({ params }) => {
          const media = find(param(params, 'uuid'));
          return media ? wireJson(AppMediaWireSchema, mediaWire(urls, media)) : notFound('Mídia não encontrada.');
        }),
      ),
    ),

    /** POST {apiNode}/apps-medias → 201 media; the app's editor; 404 unknown app; 400 beyond 5 images. */
    'appMedias.create': http.post(
      `${urls.apiNode}/apps-medias`,
      withBehaviour(
        withAuth(async ({ request }, me) => {
          const parsed = await readJson(request, AppMediaBodySchema);
          if (!parsed.ok) return parsed.response;
          const body = parsed.data;
          const app = findApp(body.appUuid.appUuid);
          if (!app) return notFound('App não encontrado.');
          const denied = denyUnlessApp(me, app);
          if (denied) return denied;
          if (mediasOfApp(app.appUuid).length >= MAX_MEDIAS) {
            return badRequest({ assetId: `Um produto pode ter no máximo ${MAX_MEDIAS} imagens.` });
          }
          const at = nowIso();
          const media = await db.appMedias.create({
            appMediaUuid: newId('media'),
            name: body.name,
            assetId: storedRef(body.assetId),
            provider: body.provider ?? new URL(urls.assets).hostname,
            appUuid: app.appUuid,
            created_at: body.created_at ?? at,
            updated_at: body.updated_at ?? at,
          });
          return wireJson(AppMediaWireSchema, mediaWire(urls, media), { status: 201 });
        }),
      ),
    ),

    /** PUT {apiNode}/apps-medias/{uuid}; the app's editor; 404. */
    'appMedias.update': http.put(
      `${urls.apiNode}/apps-medias/:uuid`,
      withBehaviour(
        withAuth(async ({ request, params }, me) => {
          const media = find(param(params, 'uuid'));
          if (!media) return notFound('Mídia não encontrada.');
          const app = findApp(media.appUuid);
          if (app) {
            const denied = denyUnlessApp(me, app);
            if (denied) return denied;
          }
          const parsed = await readJson(request, AppMediaUpdateBodySchema);
          if (!parsed.ok) return parsed.response;
          const updated = await db.appMedias.update((q) => q.where({ appMediaUuid: media.appMediaUuid }), {
            data(m) {
              if (parsed.data.name !== undefined) m.name = parsed.data.name;
              if (parsed.data.assetId !== undefined) m.assetId = storedRef(parsed.data.assetId);
              m.updated_at = parsed.data.updated_at ?? nowIso();
            },
          });
          return wireJson(AppMediaWireSchema, mediaWire(urls, updated ?? media));
        }),
      ),
    ),

    /** DELETE {apiNode}/apps-medias/{uuid}; the app's editor; 404. Clears the app photo when it was this one. */
    'appMedias.delete': http.delete(
      `${urls.apiNode}/apps-medias/:uuid`,
      withBehaviour(
        withAuth(async ({ params }, me) => {
          const media = find(param(params, 'uuid'));
          if (!media) return notFound('Mídia não encontrada.');
          const app = findApp(media.appUuid);
          if (app) {
            const denied = denyUnlessApp(me, app);
            if (denied) return denied;
            if (app.appPhoto === media.appMediaUuid) {
              await db.apps.update((q) => q.where({ appUuid: app.appUuid }), {
                data(a) {
                  a.appPhoto = '';
                },
              });
            }
          }
          db.appMedias.delete((q) => q.where({ appMediaUuid: media.appMediaUuid }));
          return wireJson(MessageWireSchema, { message: 'Mídia excluída.' });
        }),
      ),
    ),
  };
};
