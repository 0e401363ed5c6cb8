import { http } from 'msw';
import { MessageWireSchema, ProviderTypeBodySchema, ProviderTypeListWireSchema, ProviderTypeWireSchema } from '@portal-fiscal/api-client';
import type { MockBaseUrls } from '../config';
import { db } from '../db';
import { readJson } from '../lib/body';
import { withAuth, withBehaviour } from '../lib/guard';
import { newId, nowIso } from '../lib/ids';
import { param } from '../lib/params';
import { denyUnlessEditAll } from '../lib/permissions';
import { conflict, notFound, wireJson } from '../lib/responses';
import { providerTypeWire } from '../lib/wire';

const find = (uuid: string) => db.providerTypes.findFirst((q) => q.where({ providerTypeUuid: uuid }));
const sameName = (name: string, except?: string) =>
  db.providerTypes.findFirst((q) =>
    q.where({ name: (n) => n.toLowerCase() === name.toLowerCase(), providerTypeUuid: (u) => u !== except }),
  );

export const providerTypesHandlers = (urls: MockBaseUrls) => ({
  /** GET {apiNode}/provider-types → `{providerTypes}` by name, each with appProviders. */
  'providerTypes.list': http.get(
    `${urls.apiNode}/provider-types`,
    withBehaviour(
      withAuth(() =>
        wireJson(ProviderTypeListWireSchema, {
          providerTypes: db.providerTypes.findMany(undefined, { orderBy: { name: 'asc' } }).map((t) => providerTypeWire(urls, t)),
        }),
      ),
    ),
  ),

  /** GET {apiNode}/provider-types/{uuid}; 404. */
  'providerTypes.get': http.get(
    `${urls.apiNode}/provider-types/:uuid`,
    withBehaviour(
      withAuth(({ params }) => {
        const type = find(param(params, 'uuid'));
        return type ? wireJson(ProviderTypeWireSchema, providerTypeWire(urls, type)) : notFound('Tipo de fornecedor não encontrado.');
      }),
    ),
  ),

  /** POST {apiNode}/provider-types {name} → 201; canEditAll; 409 duplicate name. */
  'providerTypes.create': http.post(
    `${urls.apiNode}/provider-types`,
    withBehaviour(
      withAuth(async ({ request }, me) => {
        const denied = denyUnlessEditAll(me);
        if (denied) return denied;
        const parsed = await readJson(request, ProviderTypeBodySchema);
        if (!parsed.ok) return parsed.response;
        if (sameName(parsed.data.name)) return conflict('Já existe um tipo de fornecedor com este nome.', 'duplicate_name');
        const at = nowIso();
        const type = await db.providerTypes.create({
          providerTypeUuid: newId('ptype'),
          name: parsed.data.name,
          createdAt: at,
          updatedAt: at,
        });
        return wireJson(ProviderTypeWireSchema, providerTypeWire(urls, type), { status: 201 });
      }),
    ),
  ),

  /** PUT {apiNode}/provider-types/{uuid} {name}; canEditAll; 404; 409 duplicate name. */
  'providerTypes.update': http.put(
    `${urls.apiNode}/provider-types/:uuid`,
    withBehaviour(
      withAuth(async ({ request, params }, me) => {
        const denied = denyUnlessEditAll(me);
        if (denied) return denied;
        const type = find(param(params, 'uuid'));
        if (!type) return notFound('Tipo de fornecedor não encontrado.');
        const parsed = await readJson(request, ProviderTypeBodySchema);
        if (!parsed.ok) return parsed.response;
        if (sameName(parsed.data.name, type.providerTypeUuid))
          return conflict('Já existe um tipo de fornecedor com este nome.', 'duplicate_name');
        const updated = await db.providerTypes.update((q) => q.where({ providerTypeUuid: type.providerTypeUuid }), {
          data(t) {
            t.name = parsed.data.name;
            t.updatedAt = nowIso();
          },
        });
        return wireJson(ProviderTypeWireSchema, providerTypeWire(urls, updated ?? type));
      }),
    ),
  ),

  /** DELETE {apiNode}/provider-types/{uuid}; canEditAll; 404; 409 while providers use it. */
  'providerTypes.delete': http.delete(
    `${urls.apiNode}/provider-types/:uuid`,
    withBehaviour(
      withAuth(({ params }, me) => {
        const denied = denyUnlessEditAll(me);
        if (denied) return denied;
        const type = find(param(params, 'uuid'));
        if (!type) return notFound('Tipo de fornecedor não encontrado.');
        if (db.providers.findFirst((q) => q.where({ provider_type_uuid: type.providerTypeUuid }))) {
          return conflict('Há fornecedores deste tipo. Altere-os antes de excluir.', 'type_in_use');
        }
        db.providerTypes.delete((q) => q.where({ providerTypeUuid: type.providerTypeUuid }));
        return wireJson(MessageWireSchema, { message: 'Tipo de fornecedor excluído.' });
      }),
    ),
  ),
});
