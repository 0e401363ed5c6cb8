/**
 * SEED AUTHORS: SHAPES HERE. Every table of the simulated backend, as stored.
 *
 * Storage is normalised (apps reference `appProviderUuid`, media reference `appUuid`, ...); the handlers
 * denormalise into the wire shapes of @portal-fiscal/api-client. Where a stored value IS the contract's
 * value, the contract's own schema is reused (roles, statuses, categories, tags, main functionalities,
 * news posts, the tax counter), so mock data cannot drift from what the client parses.
 *
 * Conventions:
 * - ids are readable strings (`prov-0001-contabil-norte`, `app-0001-...`); numeric ids only where the
 *   contract has numbers (account `id`, main functionality `id`).
 * - times are ISO strings (`2026-11-16T13:00:00.000Z`); dates `yyyy-mm-dd`.
 * - image fields (account `profilePicture`, provider `photo`, media `assetId`, lei photos, ...) hold either an
 *   absolute URL or a BARE ASSET ID of the `assets` table (e.g. `img-prov-0001`); the handlers expand a bare id to
 *   `${assets}/api/v1/asset/img/{id}`, so seeds never depend on the host. Empty string = no image.
 * - free text may be '' for "not set"; the client turns blanks into null.
 */
import * as v from 'valibot';
import { SeedImage } from '../images/seedImage';
import {
  CategoryWireSchema,
  ImpostometroWireSchema,
  MainFunctionalityWireSchema,
  NewsPostWireSchema,
  RoleNameSchema,
  StatusSchema,
  TagWireSchema,
} from '@portal-fiscal/api-client';

const iso = v.string();
const text = v.string();
const ref = v.string();
const optRef = v.nullable(v.string());

/** accounts: users of every role. `appProviderUuid` = the company (provider) the account belongs to. */
export const AccountRecordSchema = v.object({
  id: v.number(),
  uuid: v.string(),
  name: v.string(),
  email: v.pipe(v.string(), v.email()),
  /**
   * The password as a salted scrypt hash (`$scrypt$ln=…,r=…,p=…$<salt>$<hash>`, lib/passwords.ts), never the
   * password itself: not in memory, not in a saved demo, not in the HTTP server's data file.
   */
  passwordHash: v.pipe(v.string(), v.startsWith('$scrypt$')),
  role: RoleNameSchema,
  phone: text,
  cargo: text,
  occupation: text,
  company: text,
  website: text,
  birth: text,
  cep: text,
  city: text,
  state: text,
  country: text,
  recoveryEmail: text,
  /** 'seed' | 'signup' | 'admin' | 'google' | 'linkedin' (social sign-in picks the first google / linkedin account). */
  creationSource: text,
  profilePicture: text,
  accountsStatus: StatusSchema,
  appProviderUuid: optRef,
  createdAt: iso,
  updatedAt: iso,
  lastLoggedAt: v.nullable(iso),
  /**
   * Epoch ms: session tokens issued (`iat`) before it are revoked (401 'Token revogado.'). Set by a
   * password reset. Optional, so seeds, older saved demos and accounts made elsewhere need no value:
   * absent = no token revoked.
   */
  tokensValidAfter: v.optional(v.number()),
  /**
   * Sessions ended by 'Sair' (`POST {server}/auth/logout`) before they expired: each token's `jti` and its
   * `exp` (epoch ms), so the list is pruned once they would have expired anyway. Absent = none.
   */
  revokedSessions: v.optional(v.array(v.object({ jti: v.string(), exp: v.number() }))),
});
export type AccountRecord = v.InferOutput<typeof AccountRecordSchema>;

/** providerTypes: e.g. 'Software house', 'Consultoria tributária'. */
export const ProviderTypeRecordSchema = v.object({
  providerTypeUuid: v.string(),
  name: v.string(),
  createdAt: iso,
  updatedAt: iso,
});
export type ProviderTypeRecord = v.InferOutput<typeof ProviderTypeRecordSchema>;

/** providers (companies). `photo` = URL or bare asset id; `provider_type_uuid` → providerTypes. */
export const ProviderRecordSchema = v.object({
  uuid: v.string(),
  name: v.string(),
  description: text,
  photo: text,
  provider_type_uuid: optRef,
  providerStatus: StatusSchema,
  createdAt: iso,
  updatedAt: iso,
});
export type ProviderRecord = v.InferOutput<typeof ProviderRecordSchema>;

/** categories: stored exactly as the contract's category. */
export const CategoryRecordSchema = CategoryWireSchema;
export type CategoryRecord = v.InferOutput<typeof CategoryRecordSchema>;

/** subcategories, each under one category. */
export const SubcategoryRecordSchema = v.object({
  appSubCategoryUuid: v.string(),
  name: v.string(),
  appCategoriesUuid: ref,
});
export type SubcategoryRecord = v.InferOutput<typeof SubcategoryRecordSchema>;

/** tags: stored exactly as the contract's tag; apps point at them with `tagUuids`. */
export const TagRecordSchema = TagWireSchema;
export type TagRecord = v.InferOutput<typeof TagRecordSchema>;

/**
 * apps (products). `integrations` is JSON text of a string list (the contract's wire form, e.g. '["SAP","Totvs"]').
 * `appPhoto` = the appMediaUuid of the main image ('' = first media). Category/subcategory here mirror the
 * app's category relationship (the handlers keep both in step).
 */
export const AppRecordSchema = v.object({
  appUuid: v.string(),
  name: v.string(),
  description: text,
  appPhoto: text,
  rating: v.nullable(v.number()),
  functionalities: text,
  mainFunctionalities: text,
  integrations: text,
  tags: text,
  comments: text,
  website: text,
  appStatus: StatusSchema,
  appProviderUuid: ref,
  appCategoryUuid: optRef,
  subCategoryUuid: optRef,
  tagUuids: v.array(v.string()),
  /** The "Funcionalidades" list (`appFunctionalities[]`). */
  appFunctionalities: v.array(v.object({ id: v.number(), description: v.string() })),
  createdAt: iso,
  updatedAt: iso,
});
export type AppRecord = v.InferOutput<typeof AppRecordSchema>;

/** appMedias: the images of an app. `assetId` = bare asset id or absolute URL; `provider` = hostname that served it. */
export const AppMediaRecordSchema = v.object({
  appMediaUuid: v.string(),
  name: text,
  assetId: v.string(),
  provider: text,
  appUuid: ref,
  created_at: iso,
  updated_at: iso,
});
export type AppMediaRecord = v.InferOutput<typeof AppMediaRecordSchema>;

/** categoryRelationships: app ↔ category ↔ subcategory. */
export const CategoryRelationshipRecordSchema = v.object({
  appCategoryRelationshipUuid: v.string(),
  appUuid: ref,
  appCategoriesUuid: ref,
  appSubCategoryUuid: optRef,
});
export type CategoryRelationshipRecord = v.InferOutput<typeof CategoryRelationshipRecordSchema>;

/** mainFunctionalities: stored exactly as the contract's record ({id, description, appUuid}); ids unique numbers. */
export const MainFunctionalityRecordSchema = MainFunctionalityWireSchema;
export type MainFunctionalityRecord = v.InferOutput<typeof MainFunctionalityRecordSchema>;

/** ratings of apps. Author name and picture are read from the account when served. */
export const RatingRecordSchema = v.object({
  appRatingUuid: v.string(),
  appUuid: ref,
  accountUuid: optRef,
  stars: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5))),
  comment: v.nullable(v.string()),
  createdAt: iso,
});
export type RatingRecord = v.InferOutput<typeof RatingRecordSchema>;

const nullableText = v.nullable(v.string());
/**
 * leis (incentive laws). Plain nullable values; the handlers wrap them as `{String|Int64|Float64, Valid}`.
 * `app_provider` → providers (name and photo are read from there). The facilitator is stored on the lei:
 * `facilitador` is its id (GET /facilitador/{id}/total groups by it), with its name, photo and phone.
 * `objetivo` is HTML. `locais_execucao` feeds the Cidades filter; `imposto` and `area_direcionamento` the others.
 */
export const LeiRecordSchema = v.object({
  lei_uuid: v.string(),
  title: nullableText,
  title_small: nullableText,
  subtitle: nullableText,
  objetivo: nullableText,
  contrapartida: nullableText,
  locais_execucao: nullableText,
  imposto: nullableText,
  area_direcionamento: nullableText,
  tag: nullableText,
  proponente: nullableText,
  publico_alvo: nullableText,
  total_impactados: v.nullable(v.pipe(v.number(), v.integer())),
  investimento: v.nullable(v.number()),
  lei_photo: nullableText,
  app_provider: nullableText,
  facilitador: nullableText,
  facilitador_name: nullableText,
  facilitador_photo: nullableText,
  phone: nullableText,
});
export type LeiRecord = v.InferOutput<typeof LeiRecordSchema>;

/** shortcuts (custom dashboard atalhos) of one account; `asset_id` → assets. At most 2 per account (3 defaults + 2 = 5). */
export const ShortcutRecordSchema = v.object({
  atalhoUuid: v.string(),
  accountUuid: ref,
  name: v.string(),
  atalho_url: v.string(),
  asset_id: ref,
  createdAt: iso,
});
export type ShortcutRecord = v.InferOutput<typeof ShortcutRecordSchema>;

/** assets: uploaded (or seeded) images, served by GET {assets}/api/v1/asset/img/{assetId} and {server}/atalho/{assetId}. */
export const AssetRecordSchema = v.object({
  assetId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]+$/, 'asset ids are [A-Za-z0-9_-]')),
  /**
   * The image's bytes: the uploaded file's Blob, or a seeded image (SeedImage: its SVG drawn on first
   * use; the seed has hundreds of images, and a Blob each cost the browser a round trip to register at
   * start). Read the length with `assetSize` (lib/assets.ts).
   */
  blob: v.union([v.instance(Blob), v.instance(SeedImage)]),
  /** Uploads accept jpeg/png/gif only; seeds may also store image/svg+xml. */
  contentType: v.pipe(v.string(), v.startsWith('image/')),
  name: v.string(),
  /** The byte length of an upload; 0 for a seeded image, whose bytes do not exist until first served. */
  size: v.number(),
  ownerAccountUuid: optRef,
  createdAt: iso,
});
export type AssetRecord = v.InferOutput<typeof AssetRecordSchema>;

/** newsPosts: stored exactly as the Ghost-style post the client parses. */
export const NewsPostRecordSchema = NewsPostWireSchema;
export type NewsPostRecord = v.InferOutput<typeof NewsPostRecordSchema>;

/** indicators: one record each for 'selic' (percent a year), 'usd' and 'eur' (BRL); `date` yyyy-mm-dd. */
export const IndicatorRecordSchema = v.object({
  name: v.picklist(['selic', 'usd', 'eur']),
  value: v.number(),
  date: v.string(),
});
export type IndicatorRecord = v.InferOutput<typeof IndicatorRecordSchema>;

/** taxCounter: ONE record, exactly the impostometro answer ({Valor, Incremento per 500 ms}). */
export const TaxCounterRecordSchema = ImpostometroWireSchema;
export type TaxCounterRecord = v.InferOutput<typeof TaxCounterRecordSchema>;

/** weather: cities with their temperature; GET /cityandtemp answers the nearest to the given coordinates. */
export const WeatherRecordSchema = v.object({
  name: v.string(),
  lat: v.number(),
  lng: v.number(),
  temp: v.number(),
});
export type WeatherRecord = v.InferOutput<typeof WeatherRecordSchema>;

/** passwordResetTokens: created by POST /password/recovery, used once by POST /password/reset/{token}. */
export const PasswordResetTokenRecordSchema = v.object({
  token: v.string(),
  accountUuid: ref,
  createdAt: iso,
  expiresAt: iso,
  usedAt: v.nullable(iso),
});
export type PasswordResetTokenRecord = v.InferOutput<typeof PasswordResetTokenRecordSchema>;

/** outbox: the demo's e-mail (recovery messages the app shows in its demo panel instead of sending). */
export const OutboxRecordSchema = v.object({
  id: v.string(),
  to: v.string(),
  subject: v.string(),
  body: v.string(),
  /** App-relative link, e.g. `/new/password?jwt={token}`. */
  link: v.string(),
  createdAt: iso,
});
export type OutboxRecord = v.InferOutput<typeof OutboxRecordSchema>;
