import { http, HttpResponse } from 'msw';
import {
  CurrencyWireSchema,
  DEFAULT_SHORTCUT_COUNT,
  ImpostometroWireSchema,
  MAX_SHORTCUTS,
  SelicWireSchema,
  ShortcutFieldsSchema,
  ShortcutListWireSchema,
  WeatherWireSchema,
} from '@portal-fiscal/api-client';
import type { MockBaseUrls } from '../config';
import { db } from '../db';
import { assetResponse, storeImage } from '../lib/assets';
import { formFields, readForm, validate } from '../lib/body';
import { withAuth, withBehaviour } from '../lib/guard';
import { newId, nowIso } from '../lib/ids';
import { param } from '../lib/params';
import { badRequest, conflict, notFound, wireJson } from '../lib/responses';
import { shortcutWire } from '../lib/wire';

const isoToBr = (iso: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
};

const indicator = (name: 'selic' | 'usd' | 'eur') => db.indicators.findFirst((q) => q.where({ name }));

export const dashboardHandlers = (urls: MockBaseUrls) => ({
  /** GET {server}/cityandtemp, header `X-Requested-With: lat,lng` → the nearest seeded city. 400 without coordinates. */
  'dashboard.weather': http.get(
    `${urls.server}/cityandtemp`,
    withBehaviour(
      withAuth(({ request }) => {
        const header = request.headers.get('X-Requested-With') ?? '';
        const [lat, lng] = header.split(',').map((part) => Number(part.trim()));
        if (
          lat === undefined ||
          lng === undefined ||
          !Number.isFinite(lat) ||
          !Number.isFinite(lng) ||
          Math.abs(lat) > 90 ||
          Math.abs(lng) > 180
        ) {
          return badRequest({ 'X-Requested-With': 'Envie a latitude e a longitude como "lat,lng".' });
        }
        const cities = db.weather.all();
        if (cities.length === 0) return notFound('Clima indisponível para esta localização.');
        const nearest = cities.reduce((best, city) =>
          (city.lat - lat) ** 2 + (city.lng - lng) ** 2 < (best.lat - lat) ** 2 + (best.lng - lng) ** 2 ? city : best,
        );
        return wireJson(WeatherWireSchema, { Main: { temp: nearest.temp }, name: nearest.name });
      }),
    ),
  ),

  /** GET {server}/selic → `{valor: "11.25", data: "dd/MM/yyyy"}`. */
  'dashboard.selic': http.get(
    `${urls.server}/selic`,
    withBehaviour(
      withAuth(() => {
        const selic = indicator('selic');
        if (!selic) return notFound('Selic indisponível.');
        return wireJson(SelicWireSchema, { valor: selic.value.toFixed(2), data: isoToBr(selic.date) });
      }),
    ),
  ),

  /** GET {server}/usd → a bare number. */
  'dashboard.usd': http.get(
    `${urls.server}/usd`,
    withBehaviour(
      withAuth(() => {
        const usd = indicator('usd');
        return usd ? wireJson(CurrencyWireSchema, usd.value) : notFound('Cotação do dólar indisponível.');
      }),
    ),
  ),

  /** GET {server}/eur → a bare number. */
  'dashboard.eur': http.get(
    `${urls.server}/eur`,
    withBehaviour(
      withAuth(() => {
        const eur = indicator('eur');
        return eur ? wireJson(CurrencyWireSchema, eur.value) : notFound('Cotação do euro indisponível.');
      }),
    ),
  ),

  /** GET {server}/impostometro → `{Valor, Incremento}`. */
  'dashboard.taxCounter': http.get(
    `${urls.server}/impostometro`,
    withBehaviour(
      withAuth(() => {
        const counter = db.taxCounter.all()[0];
        return counter ? wireJson(ImpostometroWireSchema, counter) : notFound('Impostômetro indisponível.');
      }),
    ),
  ),

  /** GET {server}/atalhos → the token account's custom shortcuts, oldest first. */
  'dashboard.shortcuts': http.get(
    `${urls.server}/atalhos`,
    withBehaviour(
      withAuth((_info, me) => {
        const list = db.shortcuts.findMany((q) => q.where({ accountUuid: me.uuid }), { orderBy: { createdAt: 'asc' } });
        return wireJson(
          ShortcutListWireSchema,
          list.map((s) => shortcutWire(urls, s)),
        );
      }),
    ),
  ),

  /** GET {server}/atalho/{assetId} → the image with its content type (public: used as `<img src>`); 404 unknown. */
  'dashboard.shortcutImage': http.get(
    `${urls.server}/atalho/:assetId`,
    withBehaviour(({ params }) => assetResponse(param(params, 'assetId'))),
  ),

  /**
   * POST {server}/create/atalho, multipart `name`, `atalho_url`, `atalho_media` → text 'Atalho criado corretamente'.
   * 400 fields, 409 at 5 shortcuts (3 defaults + 2), 413 / 415 for the image.
   */
  'dashboard.createShortcut': http.post(
    `${urls.server}/create/atalho`,
    withBehaviour(
      withAuth(async ({ request }, me) => {
        const read = await readForm(request);
        if (!read.ok) return read.response;
        const fields = validate(ShortcutFieldsSchema, formFields(read.form));
        if (!fields.ok) return fields.response;
        if (!(read.form.get('atalho_media') instanceof Blob)) return badRequest({ atalho_media: 'Preencha os campos corretamente' });
        const count = db.shortcuts.findMany((q) => q.where({ accountUuid: me.uuid })).length;
        if (DEFAULT_SHORTCUT_COUNT + count >= MAX_SHORTCUTS)
          return conflict(`Limite de ${MAX_SHORTCUTS} atalhos atingido.`, 'shortcut_limit');
        const stored = await storeImage(read.form, ['atalho_media'], me.uuid);
        if (!stored.ok) return stored.response;
        await db.shortcuts.create({
          atalhoUuid: newId('atalho'),
          accountUuid: me.uuid,
          name: fields.data.name,
          atalho_url: fields.data.atalho_url,
          asset_id: stored.asset.assetId,
          createdAt: nowIso(),
        });
        return new HttpResponse('Atalho criado corretamente', { status: 201, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
      }),
    ),
  ),
});
