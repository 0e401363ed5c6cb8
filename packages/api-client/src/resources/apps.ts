import * as v from 'valibot';
import type { Http, UploadOptions } from '../http';
import { ApiError } from '../errors';
import { parseWith } from '../http';
import { MessageWireSchema, StatusSchema, optionalText, type Status } from '../wire/common';
import { httpUrl, optionalHttpUrl, safeHttpUrl } from '../wire/url';
import {
  CategoryWireSchema,
  ProviderRefWireSchema,
  SubcategoryRefWireSchema,
  categoryFromWire,
  providerRefFromWire,
  type Category,
  type ProviderRef,
} from '../wire/refs';
import { AppMediaWireSchema, appMediaFromWire, type AppMedia } from './appMedias';

/** Wire: a tag (GET {server}/tags and an app's `appTags[]`); also the mocks' stored record. */
export const TagWireSchema = v.object({ tagUuid: v.string(), name: v.string() });
export type TagWire = v.InferOutput<typeof TagWireSchema>;
export type Tag = TagWire;

const IdDescription = v.object({ id: v.number(), description: v.string() });

/** Wire: an app (product) as both services send it. `integrations` is JSON text (`'["SAP","Totvs"]'`). */
export const AppWireSchema = v.object({
  appUuid: v.string(),
  name: v.string(),
  description: v.nullish(v.string()),
  appPhoto: v.nullish(v.string()),
  appPhotoUrl: v.nullish(v.string()),
  rating: v.nullish(v.number()),
  functionalities: v.nullish(v.string()),
  mainFunctionalities: v.nullish(v.string()),
  integrations: v.nullish(v.string()),
  tags: v.nullish(v.string()),
  comments: v.nullish(v.string()),
  website: v.nullish(v.string()),
  appStatus: v.optional(StatusSchema),
  createdAt: v.string(),
  updatedAt: v.string(),
  appFunctionalities: v.optional(v.array(IdDescription), []),
  appMainFunctionalities: v.optional(v.array(IdDescription), []),
  appRatings: v.optional(v.array(v.object({ stars: v.number() })), []),
  appTags: v.optional(v.array(TagWireSchema), []),
  appProviderUuid: v.nullish(ProviderRefWireSchema),
  appsMedias: v.optional(v.array(AppMediaWireSchema), []),
  appCategoryUuid: v.nullish(CategoryWireSchema),
  subCategoryUuid: v.nullish(SubcategoryRefWireSchema),
});
export type AppWire = v.InferInput<typeof AppWireSchema>;

/** Domain: an app with parsed integrations, the average rating and the resolved photo URL. */
export interface App {
  appUuid: string;
  name: string;
  description: string | null;
  /** The uuid of the main media (wire `appPhoto`). */
  appPhoto: string | null;
  /** The main image: `appPhotoUrl`, else the `appPhoto` media, else the first media; null when none. */
  photoUrl: string | null;
  rating: number | null;
  functionalities: string | null;
  mainFunctionalitiesText: string | null;
  integrations: string[];
  tagsText: string | null;
  comments: string | null;
  /** The app's site: an http(s) URL, or null (none, or a stored value of another scheme, never rendered). */
  website: string | null;
  status: Status;
  createdAt: string;
  updatedAt: string;
  appFunctionalities: Array<{ id: number; description: string }>;
  mainFunctionalities: Array<{ id: number; description: string }>;
  /** The stars of every rating. */
  ratings: number[];
  /** Average of `ratings` rounded to 2 decimals; 0 when none (spec 02 §3). */
  averageRating: number;
  tags: Tag[];
  provider: ProviderRef | null;
  medias: AppMedia[];
  category: Category | null;
  subcategory: { appSubCategoryUuid: string; name: string | null } | null;
}

/** Integrations arrive as JSON text; tolerate a plain comma-separated list and blanks. */
export function parseIntegrations(text: string | null | undefined): string[] {
  if (!text || !text.trim()) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (Array.isArray(value))
      return value
        .filter((x): x is string => typeof x === 'string')
        .map((s) => s.trim())
        .filter(Boolean);
    if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  } catch {
    /* not JSON: a comma-separated list */
  }
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
export const encodeIntegrations = (list: readonly string[]): string => JSON.stringify(list.map((s) => s.trim()).filter(Boolean));

export function averageStars(stars: readonly number[]): number {
  if (stars.length === 0) return 0;
  return Math.round((stars.reduce((a, b) => a + b, 0) / stars.length) * 100) / 100;
}

export function appFromWire(input: AppWire): App {
  const w = v.parse(AppWireSchema, input);
  const medias = w.appsMedias.map(appMediaFromWire);
  const ratings = w.appRatings.map((r) => r.stars);
  const main = medias.find((m) => m.appMediaUuid === w.appPhoto) ?? medias[0];
  return {
    appUuid: w.appUuid,
    name: w.name,
    description: v.parse(optionalText, w.description),
    appPhoto: v.parse(optionalText, w.appPhoto),
    photoUrl: v.parse(optionalText, w.appPhotoUrl) ?? main?.imageUrl ?? null,
    rating: w.rating ?? null,
    functionalities: v.parse(optionalText, w.functionalities),
    mainFunctionalitiesText: v.parse(optionalText, w.mainFunctionalities),
    integrations: parseIntegrations(w.integrations),
    tagsText: v.parse(optionalText, w.tags),
    comments: v.parse(optionalText, w.comments),
    website: safeHttpUrl(w.website),
    status: w.appStatus ?? 'ATIVO',
    createdAt: w.createdAt,
    updatedAt: w.updatedAt,
    appFunctionalities: w.appFunctionalities,
    mainFunctionalities: w.appMainFunctionalities,
    ratings,
    averageRating: averageStars(ratings),
    tags: w.appTags,
    provider: w.appProviderUuid ? providerRefFromWire(w.appProviderUuid) : null,
    medias,
    category: w.appCategoryUuid ? categoryFromWire(w.appCategoryUuid) : null,
    subcategory: w.subCategoryUuid
      ? { appSubCategoryUuid: w.subCategoryUuid.appSubCategoryUuid, name: w.subCategoryUuid.name ?? null }
      : null,
  };
}

/** Wire envelopes: `{ message, apps }`, `{ message, app }`, and the paged list. */
export const AppListWireSchema = v.object({ message: v.string(), apps: v.array(AppWireSchema) });
export const AppOneWireSchema = v.object({ message: v.string(), app: AppWireSchema });
export const AppPageWireSchema = v.object({
  message: v.string(),
  apps: v.array(AppWireSchema),
  page: v.number(),
  size: v.number(),
  total: v.number(),
});
export const TagListWireSchema = v.object({ tags: v.array(TagWireSchema) });
export const CreateAppLegacyWireSchema = v.object({ message: v.string(), appUuid: v.string() });

const text = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));
/** The site's message when it is not an http(s) address (kept as the contract has always said it). */
const WEBSITE_MESSAGE = 'Informe uma URL válida (http:// ou https://).';
const jsonList = (message: string) =>
  v.pipe(
    v.string(message),
    v.check((s) => parseIntegrations(s).length > 0, message),
  );

/** Request (wire): POST {apiNode}/apps. Messages of spec 02 §5. */
export const AppCreateBodySchema = v.object({
  name: text('Nome do produto é obrigatório.'),
  description: text('A Descrição do Produto é obrigatória'),
  website: httpUrl('Site é obrigatório', WEBSITE_MESSAGE),
  appPhoto: v.optional(v.string()),
  mainFunctionalities: v.optional(v.string()),
  tags: v.optional(v.string()),
  integrations: jsonList('Adicione pelo menos uma integração.'),
  appProviderUuid: v.object({ uuid: text('Selecione a empresa') }, 'Selecione a empresa'),
  appCategoryUuid: text('A Categoria do Produto é obrigatória'),
  subCategoryUuid: text('A subcategoria do produto é obrigatória'),
});
export type AppCreateBody = v.InferInput<typeof AppCreateBodySchema>;
/** What the caller gives `apps.create`: integrations as a list (the client encodes the JSON text). */
export type AppCreateInput = Omit<AppCreateBody, 'integrations'> & { integrations: string[] };

/**
 * Request (wire): PUT {apiNode}/apps/{id}; every field optional, validated when present. There is no
 * `rating`: the average is the backend's, computed from the ratings, never written by a client.
 */
export const AppUpdateBodySchema = v.object({
  name: v.optional(text('Nome do produto é obrigatório.')),
  description: v.optional(text('A Descrição do Produto é obrigatória')),
  website: v.optional(httpUrl('Site é obrigatório', WEBSITE_MESSAGE)),
  functionalities: v.optional(v.string()),
  mainFunctionalities: v.optional(v.string()),
  integrations: v.optional(v.string()),
  tags: v.optional(v.string()),
  comments: v.optional(v.string()),
  appCategoryUuid: v.optional(text('A Categoria do Produto é obrigatória')),
  subCategoryUuid: v.optional(text('A subcategoria do produto é obrigatória')),
  appProviderUuid: v.optional(text('Selecione a empresa')),
  appStatus: v.optional(StatusSchema),
});
export type AppUpdateBody = v.InferInput<typeof AppUpdateBodySchema>;
export type AppUpdateInput = Omit<AppUpdateBody, 'integrations'> & { integrations?: string[] };

/** Request: PUT {apiNode}/apps/{id}/photo. */
export const AppPhotoBodySchema = v.object({ appPhoto: text('Informe a mídia principal (appPhoto).') });

/**
 * Request (multipart fields): POST {server}/create/app (spec 01 §5: required name, description,
 * functionalities, main_functionalities, app_photo). `provider` is the company (provider uuid) the app
 * joins: required from a marketplace admin (canEditAll); a provider admin may leave it out (their own
 * company) and may not name another.
 */
export const CreateAppLegacyFieldsSchema = v.object({
  name: text('Preencha os campos corretamente'),
  description: text('Preencha os campos corretamente'),
  functionalities: text('Preencha os campos corretamente'),
  main_functionalities: text('Preencha os campos corretamente'),
  rating: v.optional(v.string()),
  integrations: v.optional(v.string()),
  tags: v.optional(v.string()),
  // The store and site links become the app's website: http(s) only, blank = none.
  link_land: v.optional(optionalHttpUrl()),
  link_ios: v.optional(optionalHttpUrl()),
  link_android: v.optional(optionalHttpUrl()),
  link_web: v.optional(optionalHttpUrl()),
  provider: v.optional(v.string()),
});
export type CreateAppLegacyFields = v.InferInput<typeof CreateAppLegacyFieldsSchema>;

const One = v.pipe(
  AppOneWireSchema,
  v.transform((w) => appFromWire(w.app)),
);
const List = v.pipe(
  AppListWireSchema,
  v.transform((w) => w.apps.map(appFromWire)),
);
const Page = v.pipe(
  AppPageWireSchema,
  v.transform((w) => ({ apps: w.apps.map(appFromWire), page: w.page, size: w.size, total: w.total })),
);
const Tags = v.pipe(
  TagListWireSchema,
  v.transform((w): Tag[] => w.tags),
);
const Ack = v.pipe(
  MessageWireSchema,
  v.transform((w) => w.message),
);
const id = encodeURIComponent;

/**
 * Filters of the app lists (`list`, `serverList`, `serverPage`), sent as query parameters; blank ones
 * are left out. Filters combine with AND; an unknown uuid simply matches nothing.
 */
export interface AppFilters {
  /** Text searched in the name and the description, ignoring case and accents; every word must appear. */
  q?: string;
  /**
   * Only apps of these categories (`appCategoriesUuid`): one, or several (an app of ANY of them).
   * Sent as one comma-separated parameter, `category=a,b`; blanks are dropped, and an empty list is no filter.
   */
  category?: string | readonly string[];
  /** Only apps of this subcategory (`appSubCategoryUuid`). */
  subcategory?: string;
  /** Only apps of this provider (company `uuid`). */
  provider?: string;
}
export const APP_FILTER_PARAMS = ['q', 'category', 'subcategory', 'provider'] as const satisfies ReadonlyArray<keyof AppFilters>;

/**
 * The categories a `category` filter names, each once, in order: a list, or a text (itself
 * comma-separated, as the query parameter is); entries trimmed, blanks dropped. Empty = no filter.
 */
export function categoryList(category: AppFilters['category']): string[] {
  const entries = typeof category === 'string' ? category.split(',') : (category ?? []);
  return [...new Set(entries.map((c) => c.trim()).filter(Boolean))];
}

/** The query parameters of `filters`: trimmed, blanks left out, the categories as one comma-separated value. */
export function appFilterParams(filters: AppFilters = {}): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of APP_FILTER_PARAMS) {
    const value = key === 'category' ? categoryList(filters.category).join(',') : filters[key]?.trim();
    if (value) params[key] = value;
  }
  return params;
}

export interface AppPage {
  apps: App[];
  page: number;
  size: number;
  total: number;
}

export function appsCalls(http: Http) {
  return {
    // {apiNode}
    /** GET {apiNode}/apps/?q=&category=a,b&subcategory=&provider= → every app (matching the filters), each with appRatings. */
    list: (filters?: AppFilters): Promise<App[]> => http.json('apiNode', '/apps/', List, { searchParams: appFilterParams(filters) }),
    /** GET {apiNode}/apps/{uuid}/ → one app; 404 unknown. */
    get: (appUuid: string): Promise<App> => http.json('apiNode', `/apps/${id(appUuid)}/`, One),
    /** GET {apiNode}/apps/account/uuid/{uuid}/ → the apps of that account's provider (empty without a provider); 404 unknown account. */
    listByAccount: (accountUuid: string): Promise<App[]> => http.json('apiNode', `/apps/account/uuid/${id(accountUuid)}/`, List),
    /** POST {apiNode}/apps → the created app (use `.appUuid`); 400, 403 (not that provider's editor), 404 (unknown provider/category). */
    create: (input: AppCreateInput): Promise<App> =>
      http.json('apiNode', '/apps', One, {
        method: 'post',
        json: { ...input, integrations: encodeIntegrations(input.integrations) } satisfies AppCreateBody,
      }),
    /** PUT {apiNode}/apps/{id} → the updated app. */
    update: (appUuid: string, input: AppUpdateInput): Promise<App> => {
      const { integrations, ...rest } = input;
      const body: AppUpdateBody = integrations ? { ...rest, integrations: encodeIntegrations(integrations) } : rest;
      return http.json('apiNode', `/apps/${id(appUuid)}`, One, { method: 'put', json: body });
    },
    /** PUT {apiNode}/apps/{id}/photo {appPhoto: mediaUuid} → the updated app; 404 unknown app or media. */
    updatePhoto: (appUuid: string, mediaUuid: string): Promise<App> =>
      http.json('apiNode', `/apps/${id(appUuid)}/photo`, One, { method: 'put', json: { appPhoto: mediaUuid } }),
    /** DELETE {apiNode}/apps/{id} (chosen path) → message; removes its medias, functionalities, relationships and ratings. */
    delete: (appUuid: string): Promise<string> => http.json('apiNode', `/apps/${id(appUuid)}`, Ack, { method: 'delete' }),

    // {server}
    /** GET {server}/apps?q=&category=&subcategory=&provider= → `{message, apps}` (matching the filters). */
    serverList: (filters?: AppFilters): Promise<App[]> => http.json('server', '/apps', List, { searchParams: appFilterParams(filters) }),
    /**
     * GET {server}/apps/{page}/{size}?q=&category=&subcategory=&provider= (page from 1, size 1..100) → one page
     * of the apps matching the filters; `total` counts every match.
     */
    serverPage: (page: number, size: number, filters?: AppFilters): Promise<AppPage> =>
      http.json('server', `/apps/${page}/${size}`, Page, { searchParams: appFilterParams(filters) }),
    /** GET {server}/app/{id} → `{message, app}`; 404 unknown. */
    serverGet: (appUuid: string): Promise<App> => http.json('server', `/app/${id(appUuid)}`, One),
    /** GET {server}/tags → every tag. */
    tags: (): Promise<Tag[]> => http.json('server', '/tags', Tags),
    /**
     * POST {server}/create/app, multipart (fields of spec 01 §3, `provider` for a marketplace admin, plus the
     * `app_photo` file) → `{message, appUuid}`.
     */
    async createLegacy(
      fields: CreateAppLegacyFields,
      appPhoto: Blob,
      options: UploadOptions = {},
    ): Promise<{ message: string; appUuid: string }> {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) if (typeof value === 'string') form.append(key, value);
      form.append('app_photo', appPhoto, appPhoto instanceof File ? appPhoto.name : 'app_photo');
      const raw = await http.upload('server', '/create/app', form, options);
      let data: unknown;
      try {
        data = JSON.parse(raw);
      } catch {
        throw new ApiError({ kind: 'invalid-response', message: 'Resposta de create/app não é JSON.' });
      }
      return parseWith(CreateAppLegacyWireSchema, data, 'create/app');
    },
  };
}
export type AppsCalls = ReturnType<typeof appsCalls>;
