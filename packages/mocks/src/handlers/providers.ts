import { http } from 'msw';
import {
  MessageWireSchema,
  ProviderBodySchema,
  ProviderListWireSchema,
  ProviderUpdateBodySchema,
  ProviderWireSchema,
} from '@portal-fiscal/api-client';
import type { MockBaseUrls } from '../config';
import { db } from '../db';
import { readJson } from '../lib/body';
import { withAuth, withBehaviour } from '../lib/guard';
import { newId, nowIso } from '../lib/ids';
import { param } from '../lib/params';
import { can, canManageProvider, denyUnlessEditAll } from '../lib/permissions';
import { badRequest, conflict, forbidden, notFound, wireJson } from '../lib/responses';
import { providerWire } from '../lib/wire';

/** The create-provider form sends empty values as '-' (spec 02 §3): stored as empty. */
const undash = (value: string | undefined) => (value === undefined ? undefined : value.trim() === '-' ? '' : value.trim());
const typeExists = (uuid: string) => Boolean(db.providerTypes.findFirst((q) => q.where({ providerTypeUuid: uuid })));
const find = (uuid: string) => db.providers.findFirst((q) => q.where({ uuid }));

export const providersHandlers = (urls: MockBaseUrls) => ({
  /** GET {apiNode}/app-providers → `{providers}` by name, each with apps and accounts. */
  'providers.list': http.get(
    `${urls.apiNode}/app-providers`,
    withBehaviour(
      withAuth(() =>
        wireJson(ProviderListWireSchema, {
          providers: db.providers.findMany(undefined, { orderBy: { name: 'asc' } }).map((p) => providerWire(urls, p)),
        }),
      ),
    ),
  ),

  /** GET {apiNode}/app-providers/{id} → the provider with apps[]; 404. */
  'providers.get': http.get(
    `${urls.apiNode}/app-providers/:id`,
    withBehaviour(
      withAuth(({ params }) => {
        const provider = find(param(params, 'id'));
        return provider ? wireJson(ProviderWireSchema, providerWire(urls, provider)) : notFound('Fornecedor não encontrado.');
      }),
    ),
  ),

  /** POST {apiNode}/app-providers → 201 provider. canEditAll, or canEditSelf without a company yet (its own company). */
  'providers.create': http.post(
    `${urls.apiNode}/app-providers`,
    withBehaviour(
      withAuth(async ({ request }, me) => {
        const perms = can(me);
        if (!perms.canEditAll && !(perms.canEditSelf && !me.appProviderUuid)) {
          return forbidden(perms.canEditSelf ? 'Sua conta já tem uma empresa registrada.' : 'Seu perfil não pode cadastrar empresas.');
        }
        const parsed = await readJson(request, ProviderBodySchema);
        if (!parsed.ok) return parsed.response;
        const body = parsed.data;
        if (!typeExists(body.provider_type_uuid)) return badRequest({ provider_type_uuid: 'Tipo de fornecedor não encontrado.' });
        const at = nowIso();
        const provider = await db.providers.create({
          uuid: newId('prov'),
          name: body.name,
          description: undash(body.description) ?? '',
          photo: undash(body.photo) ?? '',
          provider_type_uuid: body.provider_type_uuid,
          providerStatus: body.providerStatus ?? 'ATIVO',
          createdAt: at,
          updatedAt: at,
        });
        return wireJson(ProviderWireSchema, providerWire(urls, provider), { status: 201 });
      }),
    ),
  ),

  /** PUT {apiNode}/app-providers/{id} → provider. canEditAll or the provider's own admin; status only with canEditAll. */
  'providers.update': http.put(
    `${urls.apiNode}/app-providers/:id`,
    withBehaviour(
      withAuth(async ({ request, params }, me) => {
        const provider = find(param(params, 'id'));
        if (!provider) return notFound('Fornecedor não encontrado.');
        if (!canManageProvider(me, provider.uuid)) return forbidden('Você só pode editar a sua própria empresa.');
        const parsed = await readJson(request, ProviderUpdateBodySchema);
        if (!parsed.ok) return parsed.response;
        const body = parsed.data;
        if (body.providerStatus !== undefined && body.providerStatus !== provider.providerStatus && !can(me).canEditAll) {
          return forbidden('Apenas administradores do marketplace podem mudar o status da empresa.');
        }
        if (body.provider_type_uuid !== undefined && !typeExists(body.provider_type_uuid))
          return badRequest({ provider_type_uuid: 'Tipo de fornecedor não encontrado.' });
        const updated = await db.providers.update((q) => q.where({ uuid: provider.uuid }), {
          data(p) {
            if (body.name !== undefined) p.name = body.name;
            const description = undash(body.description);
            if (description !== undefined) p.description = description;
            const photo = undash(body.photo);
            if (photo !== undefined) p.photo = photo;
            if (body.provider_type_uuid !== undefined) p.provider_type_uuid = body.provider_type_uuid;
            if (body.providerStatus !== undefined) p.providerStatus = body.providerStatus;
            p.updatedAt = nowIso();
          },
        });
        return wireJson(ProviderWireSchema, providerWire(urls, updated ?? provider));
      }),
    ),
  ),

  /**
   * DELETE {apiNode}/app-providers/{id} → `{message}`; canEditAll only. Refused (409) while it still has
   * apps (`provider_has_apps`) or accounts (`provider_has_accounts`): nothing is deleted or detached behind
   * the admin's back; they move or delete those first.
   */
  'providers.delete': http.delete(
    `${urls.apiNode}/app-providers/:id`,
    withBehaviour(
      withAuth(({ params }, me) => {
        const denied = denyUnlessEditAll(me, 'Apenas administradores do marketplace podem excluir empresas.');
        if (denied) return denied;
        const provider = find(param(params, 'id'));
        if (!provider) return notFound('Fornecedor não encontrado.');
        if (db.apps.findFirst((q) => q.where({ appProviderUuid: provider.uuid }))) {
          return conflict('A empresa ainda tem produtos cadastrados. Exclua ou mova os produtos antes.', 'provider_has_apps');
        }
        if (db.accounts.findFirst((q) => q.where({ appProviderUuid: provider.uuid }))) {
          return conflict('A empresa ainda tem usuários vinculados. Desvincule ou exclua os usuários antes.', 'provider_has_accounts');
        }
        db.providers.delete((q) => q.where({ uuid: provider.uuid }));
        return wireJson(MessageWireSchema, { message: 'Fornecedor excluído.' });
      }),
    ),
  ),
});
