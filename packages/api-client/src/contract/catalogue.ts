/**
 * The contract as data: one entry per call of the api-client, keyed by the same names as the mock
 * backend's handlers (`createMockHandlers()` in @portal-fiscal/mocks), so the OpenAPI document
 * (`openapi.ts`), the conformance check (`check.ts`) and the drift report (`drift.ts`) all read the same
 * source. The schemas are the resources' own exports, never restated here: a change of a wire schema
 * changes the document and the check at once.
 *
 * Answers are described by their WIRE schema (what the backend sends, before the client's domain
 * transform), since that is what a backend team has to produce.
 */
import * as v from 'valibot';
import { ErrorBodySchema } from '../errors';
import type { Base } from '../http';
import { MessageWireSchema } from '../wire/common';
import {
  AccountCreateBodySchema,
  AccountIdWireSchema,
  AccountListWireSchema,
  AccountOneWireSchema,
  AccountUpdateBodySchema,
  LastLoggedWireSchema,
} from '../resources/account';
import { AppMediaBodySchema, AppMediaListWireSchema, AppMediaUpdateBodySchema, AppMediaWireSchema } from '../resources/appMedias';
import {
  AppCreateBodySchema,
  AppListWireSchema,
  AppOneWireSchema,
  AppPageWireSchema,
  AppPhotoBodySchema,
  AppUpdateBodySchema,
  CreateAppLegacyFieldsSchema,
  CreateAppLegacyWireSchema,
  TagListWireSchema,
} from '../resources/apps';
import {
  AuthMessageWireSchema,
  LoginBodySchema,
  LoginWireSchema,
  PasswordRecoveryBodySchema,
  PasswordResetBodySchema,
  SignUpBodySchema,
  SignUpWireSchema,
  ValidateJwtWireSchema,
} from '../resources/auth';
import { CategoryListWireSchema } from '../resources/categories';
import {
  CategoryRelationshipBodySchema,
  CategoryRelationshipCreatedWireSchema,
  CategoryRelationshipListWireSchema,
  CategoryRelationshipOneWireSchema,
  CategoryRelationshipUpdatedWireSchema,
} from '../resources/categoryRelationships';
import {
  CurrencyWireSchema,
  ImpostometroWireSchema,
  SelicWireSchema,
  ShortcutFieldsSchema,
  ShortcutListWireSchema,
  WeatherWireSchema,
} from '../resources/dashboard';
import { FacilitatorTotalsWireSchema, LeiListWireSchema, LeiWireSchema } from '../resources/leis';
import {
  MainFunctionalitiesCreateBodySchema,
  MainFunctionalitiesSyncBodySchema,
  MainFunctionalityCreatedWireSchema,
  MainFunctionalityListWireSchema,
  MainFunctionalityUpdateBodySchema,
  MainFunctionalityUpdatedWireSchema,
} from '../resources/mainFunctionalities';
import { NewsListWireSchema } from '../resources/news';
import { ProviderBodySchema, ProviderListWireSchema, ProviderUpdateBodySchema, ProviderWireSchema } from '../resources/providers';
import { ProviderTypeBodySchema, ProviderTypeListWireSchema, ProviderTypeWireSchema } from '../resources/providerTypes';
import { RatingBodySchema, RatingListWireSchema } from '../resources/ratings';
import {
  SubcategoryBodySchema,
  SubcategoryListWireSchema,
  SubcategoryUpdateBodySchema,
  SubcategoryWireSchema,
} from '../resources/subcategories';
import { UploadedFileListWireSchema, ServerUploadWireSchema, parseAssetId } from '../resources/uploads';

export type { Base };
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type AnySchema = v.GenericSchema;

/** How a call authenticates: the session's bearer token, none (public), or either (`account.create`). */
export type Auth = 'bearer' | 'none' | 'optional-bearer';

export type RequestSpec =
  | { kind: 'json'; schema: AnySchema }
  /** Multipart: the text fields (a valibot object, or none) and the names of the file parts. */
  | { kind: 'multipart'; fields: AnySchema | null; files: readonly string[]; description?: string };

export type AnswerSpec =
  /** A JSON body; `schema` is the wire schema. */
  | { kind: 'json'; status: number; schema: AnySchema }
  /** `auth.login`: a JSON string (or bare text) holding base64 of a JSON object matching `schema`. */
  | { kind: 'base64-json'; status: number; schema: AnySchema }
  /** A text body (text/plain); `schema` checks the text itself. */
  | { kind: 'text'; status: number; schema: AnySchema; description: string }
  /** An image (public, usable as `<img src>`). */
  | { kind: 'image'; status: number }
  /** A redirect (`Location`). */
  | { kind: 'redirect'; status: number; description: string };

export interface ParamSpec {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description: string;
}

export interface CallSpec {
  /** The api-client call / mock handler key, `resource.operation`. */
  name: string;
  base: Base;
  method: Method;
  /** OpenAPI path template, relative to the base (`/apps/{uuid}/`). */
  path: string;
  /** From the call table of packages/api-client/README.md. */
  description: string;
  auth: Auth;
  /** Parameters besides the path's own (`{x}` in `path` are path parameters, described here too). */
  params: readonly ParamSpec[];
  request: RequestSpec | null;
  answer: AnswerSpec;
  /** Documented error statuses (each answered with `ErrorBodySchema`). */
  errors: readonly number[];
}

/** The one error body of every failure (`ErrorBodySchema`). */
export const ERROR_SCHEMA = ErrorBodySchema;

const json = (schema: AnySchema, status = 200): AnswerSpec => ({ kind: 'json', status, schema });
const body = (schema: AnySchema): RequestSpec => ({ kind: 'json', schema });
const path = (name: string, description: string): ParamSpec => ({ name, in: 'path', required: true, description });
const query = (name: string, description: string, required = false): ParamSpec => ({ name, in: 'query', required, description });
const APP_FILTERS: readonly ParamSpec[] = [
  query('q', 'Text in the name or description (case and accents ignored; every word must appear).'),
  query('category', 'Category uuids, comma-separated: an app of ANY of them matches.'),
  query('subcategory', 'Subcategory uuid.'),
  query('provider', 'Provider (company) uuid.'),
];
const ACK = json(MessageWireSchema);
const ACK_CREATED = json(MessageWireSchema, 201);

/** The text the assets API answers its upload with: any text the client finds an asset id in (`parseAssetId`). */
const AssetUploadTextSchema = v.pipe(
  v.string(),
  v.check((text) => {
    try {
      parseAssetId(text);
      return true;
    } catch {
      return false;
    }
  }, 'a text holding the asset id'),
);
/** `dashboard.createShortcut`: a non-empty confirmation text. */
const NonEmptyTextSchema = v.pipe(
  v.string(),
  v.check((text) => text.trim() !== '', 'a non-empty text'),
);

type Entry = Omit<CallSpec, 'name' | 'params' | 'request' | 'errors' | 'auth'> &
  Partial<Pick<CallSpec, 'params' | 'request' | 'errors' | 'auth'>>;

/** Every call, in the call table's order. Keys equal the mock handlers' (a unit test holds them equal). */
const ENTRIES = {
  'auth.login': {
    base: 'server',
    method: 'POST',
    path: '/auth/login',
    auth: 'none',
    description:
      'Sign in. The answer is base64 of a JSON `{Token, Email, Name, Pfp, Role}` (as a JSON string); 403 for an inactive account.',
    request: body(LoginBodySchema),
    answer: { kind: 'base64-json', status: 200, schema: LoginWireSchema },
    errors: [400, 401, 403, 429],
  },
  'auth.validateJwt': {
    base: 'server',
    method: 'GET',
    path: '/validate/jwt',
    description: 'Whether the bearer token is valid: 200 `{valid: true}`, 401 otherwise.',
    answer: json(ValidateJwtWireSchema),
    errors: [401],
  },
  'auth.logout': {
    base: 'server',
    method: 'POST',
    path: '/auth/logout',
    description:
      "Ends the bearer token's session ('Sair'): from then on the token gets 401 on every call until it would have expired; the account's other sessions stay. 401 for a missing, invalid, expired or already revoked token. The portal signs out locally whatever the answer.",
    answer: json(AuthMessageWireSchema),
    errors: [401],
  },
  'auth.social': {
    base: 'server',
    method: 'GET',
    path: '/auth/{provider}',
    auth: 'none',
    description:
      'Starts a social sign-in (browser navigation): answers 302 to `${redirect_uri}?token=…&state=…`. 400 without redirect_uri, with one outside the portal, or with a malformed state; 404 unknown provider.',
    params: [
      path('provider', '`google` or `linkedin`.'),
      query('redirect_uri', "Where the browser goes back with `?token=` (one of the portal's own addresses).", true),
      query(
        'state',
        'An unguessable value (16–128 letters, digits, `_` or `-`) the portal keeps for the tab; sent back unchanged beside the token, so the portal signs in silently only when it started the sign-in itself.',
      ),
    ],
    answer: {
      kind: 'redirect',
      status: 302,
      description: 'Redirect to `${redirect_uri}?token=<token>&state=<state>` (`state` only when one was sent).',
    },
    errors: [400, 404],
  },
  'auth.signUp': {
    base: 'server',
    method: 'POST',
    path: '/account',
    auth: 'none',
    description:
      "Sign-up. 409 `account_exists` ('Conta já existe') when the email has an account; limited per client, created or not (429 with Retry-After).",
    request: body(SignUpBodySchema),
    answer: json(SignUpWireSchema, 201),
    errors: [400, 409, 429],
  },
  'auth.passwordRecovery': {
    base: 'server',
    method: 'POST',
    path: '/password/recovery',
    auth: 'none',
    description: 'Sends a password-recovery email; the same answer for unknown emails.',
    request: body(PasswordRecoveryBodySchema),
    answer: json(AuthMessageWireSchema),
    errors: [400, 429],
  },
  'auth.passwordReset': {
    base: 'server',
    method: 'POST',
    path: '/password/reset/{token}',
    auth: 'none',
    description: 'Sets a new password with the emailed token. 400 `token_used`, `token_expired` or empty password; 404 unknown token.',
    params: [path('token', 'The token of the recovery email.')],
    request: body(PasswordResetBodySchema),
    answer: json(AuthMessageWireSchema),
    errors: [400, 404, 429],
  },
  'account.getId': {
    base: 'server',
    method: 'GET',
    path: '/acc/id',
    description: "The signed-in account's numeric id.",
    answer: json(AccountIdWireSchema),
    errors: [401],
  },
  'account.getLastLogged': {
    base: 'server',
    method: 'GET',
    path: '/acc/last/logged',
    description: 'ISO time of the previous sign-in, or null.',
    answer: json(LastLoggedWireSchema),
    errors: [401],
  },
  'account.list': {
    base: 'apiNode',
    method: 'GET',
    path: '/accounts',
    description: 'Every account (canEditAll only).',
    answer: json(AccountListWireSchema),
    errors: [401, 403],
  },
  'account.getByEmail': {
    base: 'apiNode',
    method: 'GET',
    path: '/accounts/email/{email}',
    description: 'One account: your own, or any with canEditAll.',
    params: [path('email', "The account's email.")],
    answer: json(AccountOneWireSchema),
    errors: [401, 403, 404],
  },
  'account.updateByEmail': {
    base: 'apiNode',
    method: 'PUT',
    path: '/accounts/email/{email}',
    description: 'Updates an account (the email itself cannot change). 400 email change or unknown provider.',
    params: [path('email', "The account's email.")],
    request: body(AccountUpdateBodySchema),
    answer: json(AccountOneWireSchema),
    errors: [400, 401, 403, 404],
  },
  'account.create': {
    base: 'apiNode',
    method: 'POST',
    path: '/accounts',
    auth: 'optional-bearer',
    description:
      'Creates a user (with a canEditAll token: any role; without a token: a self-registration, always a MARKETPLACE_USER, ATIVO, without a company, `creationSource` `signup`, whatever the body says of role, appProvider, accountsStatus and creationSource, and limited per client: 429). Empty fields are left out. 409 when the email has an account.',
    request: body(AccountCreateBodySchema),
    answer: json(AccountOneWireSchema, 201),
    errors: [400, 401, 403, 409, 429],
  },
  'account.deleteByEmail': {
    base: 'apiNode',
    method: 'DELETE',
    path: '/accounts/email/{email}',
    description: "Deletes an account (canEditAll). 400 for one's own account ('Você não pode excluir a sua própria conta.').",
    params: [path('email', "The account's email.")],
    answer: ACK,
    errors: [400, 401, 403, 404],
  },
  'dashboard.weather': {
    base: 'server',
    method: 'GET',
    path: '/cityandtemp',
    description: 'City and temperature (°C) at the given coordinates.',
    params: [{ name: 'X-Requested-With', in: 'header', required: true, description: 'The coordinates, `lat,lng`.' }],
    answer: json(WeatherWireSchema),
    errors: [400, 401],
  },
  'dashboard.selic': {
    base: 'server',
    method: 'GET',
    path: '/selic',
    description: 'The Selic rate `{valor: "11.25", data: "dd/MM/yyyy"}` (a one-element BCB array is accepted by the client too).',
    answer: json(SelicWireSchema),
    errors: [401],
  },
  'dashboard.usd': {
    base: 'server',
    method: 'GET',
    path: '/usd',
    description: 'BRL per US dollar (a bare JSON number).',
    answer: json(CurrencyWireSchema),
    errors: [401],
  },
  'dashboard.eur': {
    base: 'server',
    method: 'GET',
    path: '/eur',
    description: 'BRL per euro (a bare JSON number).',
    answer: json(CurrencyWireSchema),
    errors: [401],
  },
  'dashboard.taxCounter': {
    base: 'server',
    method: 'GET',
    path: '/impostometro',
    description: "The tax counter's value and its increment per 500 ms.",
    answer: json(ImpostometroWireSchema),
    errors: [401],
  },
  'dashboard.shortcuts': {
    base: 'server',
    method: 'GET',
    path: '/atalhos',
    description: "The signed-in account's custom shortcuts (`{String, Valid}` wrappers).",
    answer: json(ShortcutListWireSchema),
    errors: [401],
  },
  'dashboard.shortcutImage': {
    base: 'server',
    method: 'GET',
    path: '/atalho/{assetId}',
    auth: 'none',
    description: "A shortcut's image (public, usable as `<img src>`).",
    params: [path('assetId', "The shortcut's `asset_id`.")],
    answer: { kind: 'image', status: 200 },
    errors: [404],
  },
  'dashboard.createShortcut': {
    base: 'server',
    method: 'POST',
    path: '/create/atalho',
    description:
      "Creates a custom shortcut; answers the text 'Atalho criado corretamente'. 409 `shortcut_limit` at 5 shortcuts, 413 over 1 MB, 415 not jpeg/png/gif.",
    request: { kind: 'multipart', fields: ShortcutFieldsSchema, files: ['atalho_media'] },
    answer: { kind: 'text', status: 201, schema: NonEmptyTextSchema, description: "The confirmation text ('Atalho criado corretamente')." },
    errors: [400, 401, 409, 413, 415],
  },
  'apps.list': {
    base: 'apiNode',
    method: 'GET',
    path: '/apps/',
    description: 'The apps matching the filters (each with appRatings).',
    params: APP_FILTERS,
    answer: json(AppListWireSchema),
    errors: [401],
  },
  'apps.get': {
    base: 'apiNode',
    method: 'GET',
    path: '/apps/{uuid}/',
    description: 'One app.',
    params: [path('uuid', "The app's uuid.")],
    answer: json(AppOneWireSchema),
    errors: [401, 404],
  },
  'apps.listByAccount': {
    base: 'apiNode',
    method: 'GET',
    path: '/apps/account/uuid/{uuid}/',
    description: "The apps of the account's provider (empty without a provider).",
    params: [path('uuid', "The account's uuid.")],
    answer: json(AppListWireSchema),
    errors: [401, 403, 404],
  },
  'apps.create': {
    base: 'apiNode',
    method: 'POST',
    path: '/apps',
    description: 'Creates an app (`integrations` is JSON text of a list).',
    request: body(AppCreateBodySchema),
    answer: json(AppOneWireSchema, 201),
    errors: [400, 401, 403],
  },
  'apps.update': {
    base: 'apiNode',
    method: 'PUT',
    path: '/apps/{id}',
    description: 'Updates an app (there is no `rating`: the average is computed from the ratings).',
    params: [path('id', "The app's uuid.")],
    request: body(AppUpdateBodySchema),
    answer: json(AppOneWireSchema),
    errors: [400, 401, 403, 404],
  },
  'apps.updatePhoto': {
    base: 'apiNode',
    method: 'PUT',
    path: '/apps/{id}/photo',
    description: "Sets the app's main media.",
    params: [path('id', "The app's uuid.")],
    request: body(AppPhotoBodySchema),
    answer: json(AppOneWireSchema),
    errors: [400, 401, 403, 404],
  },
  'apps.delete': {
    base: 'apiNode',
    method: 'DELETE',
    path: '/apps/{id}',
    description: 'Deletes an app with its medias, main functionalities, category relationship and ratings.',
    params: [path('id', "The app's uuid.")],
    answer: ACK,
    errors: [401, 403, 404],
  },
  'apps.serverList': {
    base: 'server',
    method: 'GET',
    path: '/apps',
    description: 'The apps matching the filters.',
    params: APP_FILTERS,
    answer: json(AppListWireSchema),
    errors: [401],
  },
  'apps.serverPage': {
    base: 'server',
    method: 'GET',
    path: '/apps/{page}/{size}',
    description: 'One page of the apps matching the filters; `total` counts every match.',
    params: [path('page', 'Page number, from 1.'), path('size', 'Page size, 1..100.'), ...APP_FILTERS],
    answer: json(AppPageWireSchema),
    errors: [400, 401],
  },
  'apps.serverGet': {
    base: 'server',
    method: 'GET',
    path: '/app/{id}',
    description: 'One app.',
    params: [path('id', "The app's uuid.")],
    answer: json(AppOneWireSchema),
    errors: [401, 404],
  },
  'apps.tags': { base: 'server', method: 'GET', path: '/tags', description: 'Every tag.', answer: json(TagListWireSchema), errors: [401] },
  'apps.createLegacy': {
    base: 'server',
    method: 'POST',
    path: '/create/app',
    description:
      'Creates an app from the spec 01 form. `provider` (company uuid) is required from canEditAll, optional for a provider admin (their own company). 403 for a provider admin naming another company.',
    request: { kind: 'multipart', fields: CreateAppLegacyFieldsSchema, files: ['app_photo'] },
    answer: json(CreateAppLegacyWireSchema, 201),
    errors: [400, 401, 403, 413, 415],
  },
  'ratings.list': {
    base: 'server',
    method: 'GET',
    path: '/app_rating/{id}',
    description: "An app's ratings, newest first (`{String|Int64, Valid}` wrappers).",
    params: [path('id', "The app's uuid.")],
    answer: json(RatingListWireSchema),
    errors: [401, 404],
  },
  'ratings.create': {
    base: 'server',
    method: 'POST',
    path: '/app_rating/{id}',
    description: 'Rates an app (comment and stars 1..5 required).',
    params: [path('id', "The app's uuid.")],
    request: body(RatingBodySchema),
    answer: ACK_CREATED,
    errors: [400, 401, 404],
  },
  'providers.list': {
    base: 'apiNode',
    method: 'GET',
    path: '/app-providers',
    description: 'Every provider (company).',
    answer: json(ProviderListWireSchema),
    errors: [401],
  },
  'providers.get': {
    base: 'apiNode',
    method: 'GET',
    path: '/app-providers/{id}',
    description: 'One provider, with its apps and accounts.',
    params: [path('id', "The provider's uuid.")],
    answer: json(ProviderWireSchema),
    errors: [401, 404],
  },
  'providers.create': {
    base: 'apiNode',
    method: 'POST',
    path: '/app-providers',
    description: "Creates a provider ('-' = an empty field).",
    request: body(ProviderBodySchema),
    answer: json(ProviderWireSchema, 201),
    errors: [400, 401, 403],
  },
  'providers.update': {
    base: 'apiNode',
    method: 'PUT',
    path: '/app-providers/{id}',
    description: 'Updates a provider.',
    params: [path('id', "The provider's uuid.")],
    request: body(ProviderUpdateBodySchema),
    answer: json(ProviderWireSchema),
    errors: [400, 401, 403, 404],
  },
  'providers.delete': {
    base: 'apiNode',
    method: 'DELETE',
    path: '/app-providers/{id}',
    description: 'Deletes a provider. 409 `provider_has_apps` / `provider_has_accounts` while it still has apps or accounts.',
    params: [path('id', "The provider's uuid.")],
    answer: ACK,
    errors: [401, 403, 404, 409],
  },
  'providerTypes.list': {
    base: 'apiNode',
    method: 'GET',
    path: '/provider-types',
    description: 'Every provider type (`{providerTypes}`, or `{data}` from older deployments).',
    answer: json(ProviderTypeListWireSchema),
    errors: [401],
  },
  'providerTypes.get': {
    base: 'apiNode',
    method: 'GET',
    path: '/provider-types/{uuid}',
    description: 'One provider type.',
    params: [path('uuid', "The type's uuid.")],
    answer: json(ProviderTypeWireSchema),
    errors: [401, 404],
  },
  'providerTypes.create': {
    base: 'apiNode',
    method: 'POST',
    path: '/provider-types',
    description: 'Creates a provider type. 409 `duplicate_name`.',
    request: body(ProviderTypeBodySchema),
    answer: json(ProviderTypeWireSchema, 201),
    errors: [400, 401, 403, 409],
  },
  'providerTypes.update': {
    base: 'apiNode',
    method: 'PUT',
    path: '/provider-types/{uuid}',
    description: 'Renames a provider type.',
    params: [path('uuid', "The type's uuid.")],
    request: body(ProviderTypeBodySchema),
    answer: json(ProviderTypeWireSchema),
    errors: [400, 401, 403, 404, 409],
  },
  'providerTypes.delete': {
    base: 'apiNode',
    method: 'DELETE',
    path: '/provider-types/{uuid}',
    description: 'Deletes a provider type. 409 `type_in_use`.',
    params: [path('uuid', "The type's uuid.")],
    answer: ACK,
    errors: [401, 403, 404, 409],
  },
  'categories.list': {
    base: 'apiNode',
    method: 'GET',
    path: '/categories',
    description: 'Every category.',
    answer: json(CategoryListWireSchema),
    errors: [401],
  },
  'subcategories.list': {
    base: 'apiNode',
    method: 'GET',
    path: '/app-subcategories',
    description: 'Every subcategory.',
    answer: json(SubcategoryListWireSchema),
    errors: [401],
  },
  'subcategories.get': {
    base: 'apiNode',
    method: 'GET',
    path: '/app-subcategories/{id}',
    description: 'One subcategory.',
    params: [path('id', "The subcategory's uuid.")],
    answer: json(SubcategoryWireSchema),
    errors: [401, 404],
  },
  'subcategories.listByCategory': {
    base: 'apiNode',
    method: 'GET',
    path: '/app-subcategories/category/{id}',
    description: "A category's subcategories.",
    params: [path('id', "The category's uuid.")],
    answer: json(SubcategoryListWireSchema),
    errors: [401, 404],
  },
  'subcategories.create': {
    base: 'apiNode',
    method: 'POST',
    path: '/app-subcategories',
    description: 'Creates a subcategory.',
    request: body(SubcategoryBodySchema),
    answer: json(SubcategoryWireSchema, 201),
    errors: [400, 401, 403],
  },
  'subcategories.update': {
    base: 'apiNode',
    method: 'PUT',
    path: '/app-subcategories/{id}',
    description: 'Updates a subcategory.',
    params: [path('id', "The subcategory's uuid.")],
    request: body(SubcategoryUpdateBodySchema),
    answer: json(SubcategoryWireSchema),
    errors: [400, 401, 403, 404],
  },
  'subcategories.delete': {
    base: 'apiNode',
    method: 'DELETE',
    path: '/app-subcategories/{id}',
    description: 'Deletes a subcategory. 409 `subcategory_in_use`.',
    params: [path('id', "The subcategory's uuid.")],
    answer: ACK,
    errors: [401, 403, 404, 409],
  },
  'categoryRelationships.list': {
    base: 'apiNode',
    method: 'GET',
    path: '/category/relationships',
    description: 'Every app ↔ category ↔ subcategory link.',
    answer: json(CategoryRelationshipListWireSchema),
    errors: [401],
  },
  'categoryRelationships.get': {
    base: 'apiNode',
    method: 'GET',
    path: '/category/relationships/{id}',
    description: 'One link (`{data}`).',
    params: [path('id', "The link's uuid.")],
    answer: json(CategoryRelationshipOneWireSchema),
    errors: [401, 404],
  },
  'categoryRelationships.listByApp': {
    base: 'apiNode',
    method: 'GET',
    path: '/category/relationships/app/{appUuid}',
    description: "An app's links; 404 when it has none (create one).",
    params: [path('appUuid', "The app's uuid.")],
    answer: json(CategoryRelationshipListWireSchema),
    errors: [401, 404],
  },
  'categoryRelationships.create': {
    base: 'apiNode',
    method: 'POST',
    path: '/category/relationships',
    description: 'Links an app to a category and subcategory. 409 `relationship_exists`.',
    request: body(CategoryRelationshipBodySchema),
    answer: json(CategoryRelationshipCreatedWireSchema, 201),
    errors: [400, 401, 403, 404, 409],
  },
  'categoryRelationships.update': {
    base: 'apiNode',
    method: 'PUT',
    path: '/category/relationships/{id}',
    description: 'Updates a link (`{message, updated}`).',
    params: [path('id', "The link's uuid.")],
    request: body(CategoryRelationshipBodySchema),
    answer: json(CategoryRelationshipUpdatedWireSchema),
    errors: [400, 401, 403, 404],
  },
  'categoryRelationships.delete': {
    base: 'apiNode',
    method: 'DELETE',
    path: '/category/relationships/{id}',
    description: 'Deletes a link.',
    params: [path('id', "The link's uuid.")],
    answer: ACK,
    errors: [401, 403, 404],
  },
  'mainFunctionalities.list': {
    base: 'apiNode',
    method: 'GET',
    path: '/app-main-functionalities',
    description: 'Every main functionality.',
    answer: json(MainFunctionalityListWireSchema),
    errors: [401],
  },
  'mainFunctionalities.listByApp': {
    base: 'apiNode',
    method: 'GET',
    path: '/app-main-functionalities/{appUuid}',
    description: "An app's main functionalities.",
    params: [path('appUuid', "The app's uuid.")],
    answer: json(MainFunctionalityListWireSchema),
    errors: [401, 404],
  },
  'mainFunctionalities.create': {
    base: 'apiNode',
    method: 'POST',
    path: '/app-main-functionalities',
    description: 'Adds main functionalities to an app (duplicates skipped).',
    request: body(MainFunctionalitiesCreateBodySchema),
    answer: json(MainFunctionalityCreatedWireSchema, 201),
    errors: [400, 401, 403, 404],
  },
  'mainFunctionalities.sync': {
    base: 'apiNode',
    method: 'PUT',
    path: '/app-main-functionalities',
    description: "Deletes and adds in one go (the edit form's diff); answers the app's list afterwards.",
    request: body(MainFunctionalitiesSyncBodySchema),
    answer: json(MainFunctionalityListWireSchema),
    errors: [400, 401, 403, 404],
  },
  'mainFunctionalities.update': {
    base: 'apiNode',
    method: 'PUT',
    path: '/app-main-functionalities/{id}',
    description: 'Updates one main functionality.',
    params: [path('id', "The functionality's numeric id.")],
    request: body(MainFunctionalityUpdateBodySchema),
    answer: json(MainFunctionalityUpdatedWireSchema),
    errors: [400, 401, 403, 404],
  },
  'mainFunctionalities.delete': {
    base: 'apiNode',
    method: 'DELETE',
    path: '/app-main-functionalities/{id}',
    description: 'Deletes one main functionality.',
    params: [path('id', "The functionality's numeric id.")],
    answer: ACK,
    errors: [401, 403, 404],
  },
  'appMedias.list': {
    base: 'apiNode',
    method: 'GET',
    path: '/apps-medias',
    description: 'Every app media.',
    answer: json(AppMediaListWireSchema),
    errors: [401],
  },
  'appMedias.get': {
    base: 'apiNode',
    method: 'GET',
    path: '/apps-medias/{uuid}',
    description: 'One media.',
    params: [path('uuid', "The media's uuid.")],
    answer: json(AppMediaWireSchema),
    errors: [401, 404],
  },
  'appMedias.listByApp': {
    base: 'apiNode',
    method: 'GET',
    path: '/apps-medias/app/{appUuid}',
    description: "An app's medias.",
    params: [path('appUuid', "The app's uuid.")],
    answer: json(AppMediaListWireSchema),
    errors: [401, 404],
  },
  'appMedias.create': {
    base: 'apiNode',
    method: 'POST',
    path: '/apps-medias',
    description: 'Adds a media to an app (400 beyond 5 images).',
    request: body(AppMediaBodySchema),
    answer: json(AppMediaWireSchema, 201),
    errors: [400, 401, 403, 404],
  },
  'appMedias.update': {
    base: 'apiNode',
    method: 'PUT',
    path: '/apps-medias/{uuid}',
    description: "Updates a media's name or image.",
    params: [path('uuid', "The media's uuid.")],
    request: body(AppMediaUpdateBodySchema),
    answer: json(AppMediaWireSchema),
    errors: [400, 401, 403, 404],
  },
  'appMedias.delete': {
    base: 'apiNode',
    method: 'DELETE',
    path: '/apps-medias/{uuid}',
    description: 'Deletes a media.',
    params: [path('uuid', "The media's uuid.")],
    answer: ACK,
    errors: [401, 403, 404],
  },
  'leis.list': {
    base: 'server',
    method: 'GET',
    path: '/leis',
    description: 'Every incentive law (nullable wrappers).',
    answer: json(LeiListWireSchema),
    errors: [401],
  },
  'leis.get': {
    base: 'server',
    method: 'GET',
    path: '/lei/{id}',
    description: 'One law.',
    params: [path('id', "The law's `lei_uuid`.")],
    answer: json(LeiWireSchema),
    errors: [401, 404],
  },
  'leis.facilitatorTotals': {
    base: 'server',
    method: 'GET',
    path: '/facilitador/{id}/total',
    description: "A facilitator's totals per law.",
    params: [path('id', "The facilitator's id (a law's `facilitador`).")],
    answer: json(FacilitatorTotalsWireSchema),
    errors: [401, 404],
  },
  'uploads.upload': {
    base: 'server',
    method: 'POST',
    path: '/upload',
    description: 'Uploads an image (file under `atalho_media` or `app_photo`).',
    request: {
      kind: 'multipart',
      fields: null,
      files: ['app_photo'],
      description: 'One image, jpeg/png/gif up to 1 MB, under `app_photo` or `atalho_media`.',
    },
    answer: json(ServerUploadWireSchema, 201),
    errors: [400, 401, 413, 415],
  },
  'uploads.list': {
    base: 'server',
    method: 'GET',
    path: '/uploads',
    description: "The signed-in account's uploaded files.",
    answer: json(UploadedFileListWireSchema),
    errors: [401],
  },
  'uploads.uploadAsset': {
    base: 'assets',
    method: 'POST',
    path: '/api/v1/asset/upload',
    description: 'Uploads an image to the assets API; answers TEXT holding the asset id.',
    request: { kind: 'multipart', fields: null, files: ['app_photo'], description: 'One image, jpeg/png/gif up to 1 MB.' },
    answer: {
      kind: 'text',
      status: 201,
      schema: AssetUploadTextSchema,
      description: 'Text holding the asset id: `{"message":…,"asset_id":…}`, `asset_id=…` or the bare id.',
    },
    errors: [400, 401, 413, 415],
  },
  'uploads.assetImage': {
    base: 'assets',
    method: 'GET',
    path: '/api/v1/asset/img/{assetId}',
    auth: 'none',
    description: 'An uploaded image (public, usable as `<img src>`).',
    params: [path('assetId', 'The asset id.')],
    answer: { kind: 'image', status: 200 },
    errors: [404],
  },
  'news.list': {
    base: 'news',
    method: 'GET',
    path: '/ghost/api/content/posts/',
    auth: 'none',
    description: "News posts, newest first (Ghost-style content API). 401 for a bad key (not the portal's session).",
    params: [query('key', 'The content API key.', true), query('limit', 'How many posts.'), query('order', '`published_at desc`.')],
    answer: json(NewsListWireSchema),
    errors: [401],
  },
} satisfies Record<string, Entry>;

export type CallName = keyof typeof ENTRIES;

/** Every call of the contract, keyed by name. */
export const CATALOGUE: Readonly<Record<CallName, CallSpec>> = Object.fromEntries(
  Object.entries(ENTRIES).map(([name, entry]: [string, Entry]) => [
    name,
    { auth: 'bearer', params: [], request: null, errors: [], ...entry, name } satisfies CallSpec,
  ]),
) as Record<CallName, CallSpec>;

export const CALL_NAMES = Object.keys(ENTRIES) as CallName[];

/** The base URL's of the four services (what the OpenAPI `servers` and the check take). */
export type Bases = Readonly<Record<Base, string>>;

/** Where a call goes: its base's URL and its path with `params` filled in (encoded). */
export function callUrl(spec: CallSpec, baseUrl: string, params: Readonly<Record<string, string | number>> = {}): string {
  const filled = spec.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${spec.name}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  return `${baseUrl.replace(/\/+$/, '')}${filled}`;
}

/** The call a request is, from its base, method and path (`/apps/abc/` → `apps.get`), or undefined. */
export function matchCall(base: Base, method: string, path: string): CallName | undefined {
  const bare = path.split('?')[0] ?? path;
  const wanted = method.toUpperCase();
  return CALL_NAMES.find((name) => {
    const spec = CATALOGUE[name];
    if (spec.base !== base || spec.method !== wanted) return false;
    const pattern = spec.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
    return new RegExp(`^${pattern}$`).test(bare.startsWith('/') ? bare : `/${bare}`);
  });
}
