import * as v from 'valibot';
import { ApiError } from '../errors';
import type { Http, UploadOptions } from '../http';
import { StringMemberSchema } from '../wire/nullable';
import { httpUrl, safeHttpUrl } from '../wire/url';

/** Wire: GET {server}/cityandtemp (OpenWeather-like). */
export const WeatherWireSchema = v.object({ Main: v.object({ temp: v.number() }), name: v.string() });
export type WeatherWire = v.InferOutput<typeof WeatherWireSchema>;
export interface Weather {
  city: string;
  /** °C */
  temperature: number;
}

/** Wire: GET {server}/selic → `{ valor: "11.25", data: "16/11/2026" }` (BCB style: text rate, dd/MM/yyyy). */
export const SelicWireSchema = v.object({ valor: v.union([v.string(), v.number()]), data: v.string() });
export type SelicWire = v.InferOutput<typeof SelicWireSchema>;
export interface Selic {
  /** Percent per year. */
  rate: number;
  /** ISO date yyyy-mm-dd. */
  date: string;
}

/** Wire: GET {server}/usd and /eur: a bare JSON number (a numeric string is tolerated). */
export const CurrencyWireSchema = v.union([v.number(), v.pipe(v.string(), v.regex(/^\s*-?\d+([.,]\d+)?\s*$/))]);

/** Wire: GET {server}/impostometro. */
export const ImpostometroWireSchema = v.object({ Valor: v.number(), Incremento: v.number() });
export type ImpostometroWire = v.InferOutput<typeof ImpostometroWireSchema>;
export interface TaxCounter {
  /** BRL collected so far. */
  value: number;
  /** BRL added every 500 ms. */
  increment: number;
}

/** Wire: a custom shortcut of GET {server}/atalhos (`name`, `atalho_url`, `asset_id` wrapped in `{String}`). */
export const ShortcutWireSchema = v.object({
  atalho_uuid: v.string(),
  name: StringMemberSchema,
  atalho_url: StringMemberSchema,
  asset_id: StringMemberSchema,
  img_url: v.string(),
});
export type ShortcutWire = v.InferOutput<typeof ShortcutWireSchema>;
export const ShortcutListWireSchema = v.array(ShortcutWireSchema);
export interface Shortcut {
  uuid: string;
  name: string;
  /** The shortcut's address: an http(s) URL, or '' when the stored one has another scheme (never a link then). */
  url: string;
  assetId: string;
  imageUrl: string;
}

/** Fields of POST {server}/create/atalho (the file goes as `atalho_media`). Spec 01 §5. */
export const ShortcutFieldsSchema = v.object({
  name: v.pipe(v.string('Preencha os campos corretamente'), v.trim(), v.nonEmpty('Preencha os campos corretamente')),
  // http(s) only: a `javascript:` shortcut would run script when clicked.
  atalho_url: httpUrl('Preencha os campos corretamente', 'Informe um link válido (http:// ou https://).'),
});
export type ShortcutFields = v.InferInput<typeof ShortcutFieldsSchema>;
/** At most 5 shortcuts in all, three of them the defaults (spec 01 §9). */
export const MAX_SHORTCUTS = 5;
export const DEFAULT_SHORTCUT_COUNT = 3;

const parseDecimal = (value: string | number): number => (typeof value === 'number' ? value : Number(value.trim().replace(',', '.')));
function brDateToIso(text: string): string {
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (br) return `${br[3]}-${br[2]}-${br[1]}`;
  if (/^\d{4}-\d{2}-\d{2}/.test(text)) return text.slice(0, 10);
  return text;
}

const WeatherSchema = v.pipe(
  WeatherWireSchema,
  v.transform((w): Weather => ({ city: w.name, temperature: w.Main.temp })),
);
/** The Selic answer may also come as the BCB one-element array. */
const SelicSchema = v.pipe(
  v.union([SelicWireSchema, v.pipe(v.array(SelicWireSchema), v.minLength(1))]),
  v.transform((w): Selic => {
    const one = Array.isArray(w) ? (w[w.length - 1] as SelicWire) : w;
    return { rate: parseDecimal(one.valor), date: brDateToIso(one.data) };
  }),
  v.check((s) => Number.isFinite(s.rate), 'taxa Selic não numérica'),
);
const CurrencySchema = v.pipe(CurrencyWireSchema, v.transform(parseDecimal));
const TaxCounterSchema = v.pipe(
  ImpostometroWireSchema,
  v.transform((w): TaxCounter => ({ value: w.Valor, increment: w.Incremento })),
);
const ShortcutsSchema = v.pipe(
  ShortcutListWireSchema,
  v.transform((list) =>
    list.map((w): Shortcut => ({
      uuid: w.atalho_uuid,
      name: w.name.String,
      url: safeHttpUrl(w.atalho_url.String) ?? '',
      assetId: w.asset_id.String,
      imageUrl: w.img_url,
    })),
  ),
);

export function dashboardCalls(http: Http) {
  const shortcutImageUrl = (assetId: string) => `${http.config.serverUrl}/atalho/${encodeURIComponent(assetId)}`;
  return {
    /** GET {server}/cityandtemp with `X-Requested-With: lat,lng` → city and temperature; 400 without coordinates. */
    weather: (latitude: number, longitude: number): Promise<Weather> =>
      http.json('server', '/cityandtemp', WeatherSchema, { headers: { 'X-Requested-With': `${latitude},${longitude}` } }),
    /** GET {server}/selic → the Selic rate and its date. */
    selic: (): Promise<Selic> => http.json('server', '/selic', SelicSchema),
    /** GET {server}/usd → BRL per US dollar. */
    usd: (): Promise<number> => http.json('server', '/usd', CurrencySchema),
    /** GET {server}/eur → BRL per euro. */
    eur: (): Promise<number> => http.json('server', '/eur', CurrencySchema),
    /** GET {server}/impostometro → the tax counter's value and its increment per 500 ms. */
    taxCounter: (): Promise<TaxCounter> => http.json('server', '/impostometro', TaxCounterSchema),
    /** GET {server}/atalhos → the signed-in account's custom shortcuts (the three defaults are the app's). */
    shortcuts: (): Promise<Shortcut[]> => http.json('server', '/atalhos', ShortcutsSchema),
    /** GET {server}/atalho/{assetId} → the shortcut image (public, usable as `<img src>`); 404 unknown. */
    shortcutImage: (assetId: string): Promise<Blob> => http.blob('server', `/atalho/${encodeURIComponent(assetId)}`),
    shortcutImageUrl,
    /**
     * POST {server}/create/atalho, multipart `name`, `atalho_url`, `atalho_media` → the server's text
     * ('Atalho criado corretamente'). 400 fields, 409 at the 5-shortcut limit, 413 over 1 MB, 415 not jpeg/png/gif.
     */
    async createShortcut(fields: ShortcutFields, media: Blob, options: UploadOptions = {}): Promise<string> {
      const form = new FormData();
      form.append('name', fields.name);
      form.append('atalho_url', fields.atalho_url);
      form.append('atalho_media', media, media instanceof File ? media.name : 'atalho_media');
      const text = await http.upload('server', '/create/atalho', form, options);
      if (!text.trim()) throw new ApiError({ kind: 'invalid-response', message: 'Resposta vazia de create/atalho.' });
      return text.trim();
    },
  };
}
export type DashboardCalls = ReturnType<typeof dashboardCalls>;
