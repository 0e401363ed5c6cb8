import * as v from 'valibot';
import type { Http } from '../http';
import { MessageWireSchema } from '../wire/common';
import { ProviderRefWireSchema, providerRefFromWire, type ProviderRef } from '../wire/refs';

/** Wire: a provider type, with the providers of that type. */
export const ProviderTypeWireSchema = v.object({
  providerTypeUuid: v.string(),
  name: v.string(),
  createdAt: v.optional(v.string()),
  updatedAt: v.optional(v.string()),
  appProviders: v.optional(v.array(ProviderRefWireSchema), []),
});
export type ProviderTypeWire = v.InferInput<typeof ProviderTypeWireSchema>;
export interface ProviderType {
  providerTypeUuid: string;
  name: string;
  createdAt: string | null;
  updatedAt: string | null;
  appProviders: ProviderRef[];
}
export const providerTypeFromWire = (input: ProviderTypeWire): ProviderType => {
  const w = v.parse(ProviderTypeWireSchema, input);
  return {
    providerTypeUuid: w.providerTypeUuid,
    name: w.name,
    createdAt: w.createdAt ?? null,
    updatedAt: w.updatedAt ?? null,
    appProviders: w.appProviders.map(providerRefFromWire),
  };
};

/** Wire: the list arrives as `{ providerTypes }` or, from older deployments, `{ data }` (spec 02 §7). */
export const ProviderTypeListWireSchema = v.union([
  v.object({ providerTypes: v.array(ProviderTypeWireSchema) }),
  v.object({ data: v.array(ProviderTypeWireSchema) }),
]);

/** Request: POST / PUT /provider-types. */
export const ProviderTypeBodySchema = v.object({
  name: v.pipe(v.string('Tipo de fornecedor é obrigatório.'), v.trim(), v.nonEmpty('Tipo de fornecedor é obrigatório.')),
});
export type ProviderTypeBody = v.InferInput<typeof ProviderTypeBodySchema>;

const One = v.pipe(
  ProviderTypeWireSchema,
  v.transform((w) => providerTypeFromWire(w)),
);
const List = v.pipe(
  ProviderTypeListWireSchema,
  v.transform((w) => ('providerTypes' in w ? w.providerTypes : w.data).map((w) => providerTypeFromWire(w))),
);
const Ack = v.pipe(
  MessageWireSchema,
  v.transform((w) => w.message),
);
const id = encodeURIComponent;

export function providerTypesCalls(http: Http) {
  return {
    /** GET {apiNode}/provider-types → `{providerTypes}` (or `{data}`), each with appProviders. */
    list: (): Promise<ProviderType[]> => http.json('apiNode', '/provider-types', List),
    /** GET {apiNode}/provider-types/{uuid}; 404 unknown. */
    get: (uuid: string): Promise<ProviderType> => http.json('apiNode', `/provider-types/${id(uuid)}`, One),
    /** POST {apiNode}/provider-types {name}; canEditAll only (403); 409 for a duplicate name. */
    create: (body: ProviderTypeBody): Promise<ProviderType> => http.json('apiNode', '/provider-types', One, { method: 'post', json: body }),
    /** PUT {apiNode}/provider-types/{uuid} {name}; canEditAll only. */
    update: (uuid: string, body: ProviderTypeBody): Promise<ProviderType> =>
      http.json('apiNode', `/provider-types/${id(uuid)}`, One, { method: 'put', json: body }),
    /** DELETE {apiNode}/provider-types/{uuid}; canEditAll only; 409 while providers still use it. */
    delete: (uuid: string): Promise<string> => http.json('apiNode', `/provider-types/${id(uuid)}`, Ack, { method: 'delete' }),
  };
}
export type ProviderTypesCalls = ReturnType<typeof providerTypesCalls>;
