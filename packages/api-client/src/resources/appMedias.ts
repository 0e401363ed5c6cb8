import * as v from 'valibot';
import type { Http } from '../http';
import { MessageWireSchema, optionalText } from '../wire/common';
import { HTTP_URL_MESSAGE, isImageRef } from '../wire/url';

/** Wire: an app media of {apiNode}. `assetId` is the image URL (assets base path plus asset id). */
export const AppMediaWireSchema = v.object({
  appMediaUuid: v.string(),
  name: v.nullish(v.string()),
  assetId: v.string(),
  provider: v.nullish(v.string()),
  appUuid: v.nullable(v.object({ appUuid: v.string() })),
  created_at: v.string(),
  updated_at: v.string(),
});
export type AppMediaWire = v.InferOutput<typeof AppMediaWireSchema>;

export interface AppMedia {
  appMediaUuid: string;
  name: string | null;
  /** The image URL (the wire's `assetId`). */
  imageUrl: string;
  provider: string | null;
  appUuid: string | null;
  createdAt: string;
  updatedAt: string;
}
export const appMediaFromWire = (w: AppMediaWire): AppMedia => ({
  appMediaUuid: w.appMediaUuid,
  name: v.parse(optionalText, w.name),
  imageUrl: w.assetId,
  provider: v.parse(optionalText, w.provider),
  appUuid: w.appUuid?.appUuid ?? null,
  createdAt: w.created_at,
  updatedAt: w.updated_at,
});

/**
 * The image of a media: the URL returned by the upload (or a bare asset id); http(s) only, so no
 * `javascript:` or `data:` address is ever stored.
 */
const mediaImage = v.pipe(
  v.string('A imagem (assetId) é obrigatória.'),
  v.trim(),
  v.nonEmpty('A imagem (assetId) é obrigatória.'),
  v.check(isImageRef, HTTP_URL_MESSAGE),
);

/** Request: POST /apps-medias (spec 02 §7). `assetId` is the image URL returned by the upload. */
export const AppMediaBodySchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('O nome da mídia é obrigatório.')),
  assetId: mediaImage,
  provider: v.optional(v.string()),
  created_at: v.optional(v.string()),
  updated_at: v.optional(v.string()),
  appUuid: v.object({ appUuid: v.pipe(v.string(), v.nonEmpty('O app é obrigatório.')) }),
});
export type AppMediaBody = v.InferInput<typeof AppMediaBodySchema>;
/** Request: PUT /apps-medias/{uuid}: any of name and assetId. */
export const AppMediaUpdateBodySchema = v.object({
  name: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('O nome da mídia é obrigatório.'))),
  assetId: v.optional(mediaImage),
  updated_at: v.optional(v.string()),
});
export type AppMediaUpdateBody = v.InferInput<typeof AppMediaUpdateBodySchema>;

/** Wire: the media lists come in a `data` envelope. */
export const AppMediaListWireSchema = v.object({ data: v.array(AppMediaWireSchema) });

const One = v.pipe(AppMediaWireSchema, v.transform(appMediaFromWire));
const List = v.pipe(
  AppMediaListWireSchema,
  v.transform((w) => w.data.map(appMediaFromWire)),
);
const Ack = v.pipe(
  MessageWireSchema,
  v.transform((w) => w.message),
);
const id = encodeURIComponent;

export function appMediasCalls(http: Http) {
  return {
    /** GET {apiNode}/apps-medias → every media. */
    list: (): Promise<AppMedia[]> => http.json('apiNode', '/apps-medias', List),
    /** GET {apiNode}/apps-medias/{uuid}; 404 unknown. */
    get: (mediaUuid: string): Promise<AppMedia> => http.json('apiNode', `/apps-medias/${id(mediaUuid)}`, One),
    /** GET {apiNode}/apps-medias/app/{appUuid} → the app's medias (empty list when none); 404 unknown app. */
    listByApp: (appUuid: string): Promise<AppMedia[]> => http.json('apiNode', `/apps-medias/app/${id(appUuid)}`, List),
    /** POST {apiNode}/apps-medias → the created media; 400, 403 (not the app's editor), 404 (unknown app). */
    create: (body: AppMediaBody): Promise<AppMedia> => http.json('apiNode', '/apps-medias', One, { method: 'post', json: body }),
    /** PUT {apiNode}/apps-medias/{uuid} → the updated media. */
    update: (mediaUuid: string, body: AppMediaUpdateBody): Promise<AppMedia> =>
      http.json('apiNode', `/apps-medias/${id(mediaUuid)}`, One, { method: 'put', json: body }),
    /** DELETE {apiNode}/apps-medias/{uuid} → the server's message. */
    delete: (mediaUuid: string): Promise<string> => http.json('apiNode', `/apps-medias/${id(mediaUuid)}`, Ack, { method: 'delete' }),
  };
}
export type AppMediasCalls = ReturnType<typeof appMediasCalls>;
