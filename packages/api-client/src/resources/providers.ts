import * as v from 'valibot';
import type { Http } from '../http';
import { MessageWireSchema, StatusSchema, optionalText, type Status } from '../wire/common';
import { ProviderRefWireSchema } from '../wire/refs';
import { HTTP_URL_MESSAGE, isImageRef } from '../wire/url';
import { AccountSummaryWireSchema, accountSummaryFromWire, type AccountSummary } from './account';
import { AppWireSchema, appFromWire, type App } from './apps';

/** Wire: a provider (company) of {apiNode}, with its type, apps and accounts. */
export const ProviderWireSchema = v.object({
  ...ProviderRefWireSchema.entries,
  providerStatus: v.optional(StatusSchema, 'ATIVO'),
  providerTypeUuid: v.nullish(v.object({ providerTypeUuid: v.string(), name: v.string() })),
  apps: v.optional(v.array(AppWireSchema), []),
  accounts: v.optional(v.array(AccountSummaryWireSchema), []),
});
export type ProviderWire = v.InferInput<typeof ProviderWireSchema>;

export interface Provider {
  uuid: string;
  name: string;
  description: string | null;
  photo: string | null;
  providerTypeUuid: string | null;
  providerTypeName: string | null;
  status: Status;
  apps: App[];
  accounts: AccountSummary[];
  createdAt: string | null;
  updatedAt: string | null;
}

/** A dash is how the create-provider form sends an empty field (spec 02 §3): it means "empty". */
const clean = (value: string | null | undefined): string | null => {
  const text = v.parse(optionalText, value);
  return text === '-' ? null : text;
};
export function providerFromWire(input: ProviderWire): Provider {
  const w = v.parse(ProviderWireSchema, input);
  return {
    uuid: w.uuid,
    name: w.name,
    description: clean(w.description),
    photo: clean(w.photo),
    providerTypeUuid: clean(w.provider_type_uuid) ?? w.providerTypeUuid?.providerTypeUuid ?? null,
    providerTypeName: w.providerTypeUuid?.name ?? null,
    status: w.providerStatus,
    apps: w.apps.map(appFromWire),
    accounts: w.accounts.map(accountSummaryFromWire),
    createdAt: w.createdAt ?? null,
    updatedAt: w.updatedAt ?? null,
  };
}

const dashOrText = v.optional(v.string());
/** Request: POST / PUT /app-providers (create-provider payload, spec 02 §3; empty values may arrive as '-'). */
export const ProviderBodySchema = v.object({
  name: v.pipe(
    v.string('Nome é obrigatório.'),
    v.trim(),
    v.nonEmpty('Nome é obrigatório.'),
    v.check((s) => s !== '-', 'Nome é obrigatório.'),
  ),
  description: dashOrText,
  // The logo: a bare asset id or an http(s) URL (the create form takes a typed address), or the dash/blank
  // of an empty field; never `javascript:` or `data:`.
  photo: v.optional(
    v.pipe(
      v.string(HTTP_URL_MESSAGE),
      v.trim(),
      v.check((s) => s === '' || s === '-' || isImageRef(s), HTTP_URL_MESSAGE),
    ),
  ),
  providerStatus: v.optional(StatusSchema),
  provider_type_uuid: v.pipe(
    v.string('Tipo de fornecedor é obrigatório.'),
    v.trim(),
    v.nonEmpty('Tipo de fornecedor é obrigatório.'),
    v.check((s) => s !== '-', 'Tipo de fornecedor é obrigatório.'),
  ),
});
export type ProviderBody = v.InferInput<typeof ProviderBodySchema>;
/** Request: PUT /app-providers/{id}: the same fields, each optional. */
export const ProviderUpdateBodySchema = v.partial(ProviderBodySchema);
export type ProviderUpdateBody = v.InferInput<typeof ProviderUpdateBodySchema>;

export const ProviderListWireSchema = v.object({ providers: v.array(ProviderWireSchema) });

const One = v.pipe(
  ProviderWireSchema,
  v.transform((w) => providerFromWire(w)),
);
const List = v.pipe(
  ProviderListWireSchema,
  v.transform((w) => w.providers.map((w) => providerFromWire(w))),
);
const Ack = v.pipe(
  MessageWireSchema,
  v.transform((w) => w.message),
);
const id = encodeURIComponent;

export function providersCalls(http: Http) {
  return {
    /** GET {apiNode}/app-providers → `{providers}`, each with apps and accounts. */
    list: (): Promise<Provider[]> => http.json('apiNode', '/app-providers', List),
    /** GET {apiNode}/app-providers/{id} → the provider with apps[]; 404 unknown. */
    get: (uuid: string): Promise<Provider> => http.json('apiNode', `/app-providers/${id(uuid)}`, One),
    /** POST {apiNode}/app-providers → the created provider; canEditAll, or canEditSelf without a company (403); 400. */
    create: (body: ProviderBody): Promise<Provider> => http.json('apiNode', '/app-providers', One, { method: 'post', json: body }),
    /** PUT {apiNode}/app-providers/{id} → the updated provider; canEditAll or its own provider admin (403); 400; 404. */
    update: (uuid: string, body: ProviderUpdateBody): Promise<Provider> =>
      http.json('apiNode', `/app-providers/${id(uuid)}`, One, { method: 'put', json: body }),
    /** DELETE {apiNode}/app-providers/{id} → message; canEditAll only; 409 while it still has apps or accounts. */
    delete: (uuid: string): Promise<string> => http.json('apiNode', `/app-providers/${id(uuid)}`, Ack, { method: 'delete' }),
  };
}
export type ProvidersCalls = ReturnType<typeof providersCalls>;
