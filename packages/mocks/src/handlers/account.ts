import { http } from 'msw';
import {
  AccountCreateBodySchema,
  AccountIdWireSchema,
  AccountListWireSchema,
  AccountOneWireSchema,
  AccountUpdateBodySchema,
  LastLoggedWireSchema,
  MessageWireSchema,
  roleFromUuid,
  type RoleName,
} from '@portal-fiscal/api-client';
import type { MockBaseUrls } from '../config';
import { db, type AccountRecord } from '../db';
import { readJson } from '../lib/body';
import { withAuth, withBehaviour } from '../lib/guard';
import { newId, nextNumber, nowIso } from '../lib/ids';
import { param } from '../lib/params';
import { can, denyUnlessEditAll } from '../lib/permissions';
import { badRequest, conflict, forbidden, notFound, unauthorized, wireJson } from '../lib/responses';
import { hashPassword } from '../lib/passwords';
import { clientOf, hit, throttled } from '../lib/throttle';
import { bearerToken, checkToken, tokenFailureMessage } from '../lib/tokens';
import { accountWire } from '../lib/wire';

const byEmail = (email: string) => db.accounts.findFirst((q) => q.where({ email: email.toLowerCase() }));

/** The role of a body: `role` by name or `accountRoles.uuid`; undefined when neither, null when the uuid is unknown. */
function roleOf(body: { role?: RoleName | undefined; accountRoles?: { uuid: string } | undefined }): RoleName | null | undefined {
  if (body.role) return body.role;
  if (body.accountRoles?.uuid) return roleFromUuid(body.accountRoles.uuid);
  return undefined;
}

const s = (value: string | null | undefined) => (value ?? '').trim();

export const accountHandlers = (urls: MockBaseUrls) => ({
  /** GET {server}/acc/id → `{id}` of the token's account. */
  'account.getId': http.get(`${urls.server}/acc/id`, withBehaviour(withAuth((_info, me) => wireJson(AccountIdWireSchema, { id: me.id })))),

  /** GET {server}/acc/last/logged → `{lastLoggedAt}` (the stored previous sign-in; signing in does not move it in the demo). */
  'account.getLastLogged': http.get(
    `${urls.server}/acc/last/logged`,
    withBehaviour(withAuth((_info, me) => wireJson(LastLoggedWireSchema, { lastLoggedAt: me.lastLoggedAt }))),
  ),

  /** GET {apiNode}/accounts → `{accounts}`; canEditAll only. */
  'account.list': http.get(
    `${urls.apiNode}/accounts`,
    withBehaviour(
      withAuth((_info, me) => {
        const denied = denyUnlessEditAll(me, 'Apenas administradores do marketplace podem listar usuários.');
        if (denied) return denied;
        const accounts = db.accounts.findMany(undefined, { orderBy: { id: 'asc' } });
        return wireJson(AccountListWireSchema, { accounts: accounts.map((a) => accountWire(urls, a)) });
      }),
    ),
  ),

  /** GET {apiNode}/accounts/email/{email} → `{account}`; one's own, or any with canEditAll. */
  'account.getByEmail': http.get(
    `${urls.apiNode}/accounts/email/:email`,
    withBehaviour(
      withAuth(({ params }, me) => {
        const email = param(params, 'email').toLowerCase();
        if (email !== me.email && !can(me).canEditAll) return forbidden('Você só pode consultar a sua própria conta.');
        const account = byEmail(email);
        if (!account) return notFound('Conta não encontrada.');
        return wireJson(AccountOneWireSchema, { account: accountWire(urls, account) });
      }),
    ),
  ),

  /**
   * PUT {apiNode}/accounts/email/{email} → `{account}`. Own account (profile, and the company link for
   * canEditSelf) or any with canEditAll; role and status only with canEditAll; the email cannot change.
   */
  'account.updateByEmail': http.put(
    `${urls.apiNode}/accounts/email/:email`,
    withBehaviour(
      withAuth(async ({ request, params }, me) => {
        const email = param(params, 'email').toLowerCase();
        const self = email === me.email;
        const perms = can(me);
        if (!self && !perms.canEditAll) return forbidden('Você só pode editar a sua própria conta.');
        const target = byEmail(email);
        if (!target) return notFound('Conta não encontrada.');
        const parsed = await readJson(request, AccountUpdateBodySchema);
        if (!parsed.ok) return parsed.response;
        const body = parsed.data;
        if (body.email !== undefined && body.email.toLowerCase() !== target.email)
          return badRequest({ email: 'O email não pode ser alterado.' });
        const role = roleOf(body);
        if (role === null) return badRequest({ role: 'Papel desconhecido.' });
        if (
          (role !== undefined && role !== target.role) ||
          (body.accountsStatus !== undefined && body.accountsStatus !== target.accountsStatus)
        ) {
          if (!perms.canEditAll) return forbidden('Apenas administradores do marketplace podem mudar papel ou status.');
          if (self && (body.accountsStatus === 'INATIVO' || (role !== undefined && role !== 'MARKETPLACE_ADMIN')))
            return badRequest({ role: 'Você não pode rebaixar ou desativar a sua própria conta.' });
        }
        let providerUuid: string | null | undefined;
        if (body.appProvider !== undefined) {
          providerUuid = body.appProvider === null ? null : typeof body.appProvider === 'string' ? body.appProvider : body.appProvider.uuid;
          if (providerUuid === '') providerUuid = null;
          if (providerUuid !== target.appProviderUuid) {
            if (!perms.canEditAll && !perms.canEditSelf) return forbidden('Você não pode vincular uma empresa à conta.');
            if (providerUuid && !db.providers.findFirst((q) => q.where({ uuid: providerUuid ?? '' })))
              return badRequest({ appProvider: 'Empresa não encontrada.' });
            // Without canEditAll, only a company nobody belongs to yet (the one just registered) can be joined:
            // joining another company would hand its editing over.
            if (providerUuid && !perms.canEditAll && db.accounts.findFirst((q) => q.where({ appProviderUuid: providerUuid ?? '' }))) {
              return forbidden('Você só pode vincular à sua conta a empresa que cadastrou.');
            }
          }
        }
        const updated = await db.accounts.update((q) => q.where({ uuid: target.uuid }), {
          data(a) {
            const text = [
              'name',
              'phone',
              'cargo',
              'occupation',
              'company',
              'website',
              'birth',
              'cep',
              'city',
              'state',
              'country',
              'recoveryEmail',
              'profilePicture',
            ] as const;
            for (const key of text) {
              const value = body[key];
              if (value !== undefined) a[key] = s(value);
            }
            if (role) a.role = role;
            if (body.accountsStatus) a.accountsStatus = body.accountsStatus;
            if (providerUuid !== undefined) a.appProviderUuid = providerUuid;
            a.updatedAt = nowIso();
          },
        });
        return wireJson(AccountOneWireSchema, { account: accountWire(urls, updated ?? target) });
      }),
    ),
  ),

  /**
   * POST {apiNode}/accounts → 201 `{account}`. With a token: canEditAll only (any role). Without a token: a
   * self-registration, throttled per client like sign-up (429), and whatever the body says of the
   * privileged fields, a MARKETPLACE_USER, ATIVO, without a company, created by 'signup': a stranger must
   * not attach an account to someone else's company. 409 when the email has an account.
   */
  'account.create': http.post(
    `${urls.apiNode}/accounts`,
    withBehaviour(async ({ request }) => {
      const token = bearerToken(request);
      let me: AccountRecord | null = null;
      if (token) {
        const check = await checkToken(token);
        if (!check.ok) return unauthorized(tokenFailureMessage(check));
        me = check.account;
        const denied = denyUnlessEditAll(me, 'Apenas administradores do marketplace podem criar usuários.');
        if (denied) return denied;
      }
      const parsed = await readJson(request, AccountCreateBodySchema);
      if (!parsed.ok) return parsed.response;
      const body = parsed.data;
      const role = roleOf(body);
      if (!role) return badRequest({ role: 'O campo Role é obrigatório.' });
      const email = body.email.toLowerCase();
      if (!me) {
        const client = clientOf(request);
        const refused = throttled(['signUpClient', client]);
        if (refused) return refused;
        hit('signUpClient', client);
      }
      if (byEmail(email)) return conflict('Conta já existe', 'account_exists');
      // Only an administrator chooses the company, the status and the origin; a self-registration gets none.
      const providerUuid = me ? body.appProvider?.uuid || null : null;
      if (providerUuid && !db.providers.findFirst((q) => q.where({ uuid: providerUuid })))
        return badRequest({ appProvider: 'Empresa não encontrada.' });
      const passwordHash = await hashPassword(body.password);
      if (byEmail(email)) return conflict('Conta já existe', 'account_exists');
      const at = nowIso();
      const account = await db.accounts.create({
        id: nextNumber(db.accounts.all().map((a) => a.id)),
        uuid: newId('acc'),
        name: body.name,
        email,
        passwordHash,
        role: me ? role : 'MARKETPLACE_USER',
        phone: body.phone,
        cargo: s(body.cargo),
        occupation: s(body.occupation),
        company: s(body.company),
        website: s(body.website),
        birth: s(body.birth),
        cep: s(body.cep),
        city: s(body.city),
        state: s(body.state),
        country: s(body.country),
        recoveryEmail: s(body.recoveryEmail),
        creationSource: me ? s(body.creationSource) || 'admin' : 'signup',
        profilePicture: s(body.profilePicture),
        accountsStatus: me ? body.accountsStatus : 'ATIVO',
        appProviderUuid: providerUuid,
        createdAt: at,
        updatedAt: at,
        lastLoggedAt: null,
      });
      return wireJson(AccountOneWireSchema, { account: accountWire(urls, account) }, { status: 201 });
    }),
  ),

  /** DELETE {apiNode}/accounts/email/{email} (chosen) → `{message}`; canEditAll only; not one's own account. */
  'account.deleteByEmail': http.delete(
    `${urls.apiNode}/accounts/email/:email`,
    withBehaviour(
      withAuth(({ params }, me) => {
        const denied = denyUnlessEditAll(me, 'Apenas administradores do marketplace podem excluir usuários.');
        if (denied) return denied;
        const email = param(params, 'email').toLowerCase();
        const target = byEmail(email);
        if (!target) return notFound('Conta não encontrada.');
        if (target.uuid === me.uuid)
          return badRequest({ email: 'Você não pode excluir a sua própria conta.' }, 'Você não pode excluir a sua própria conta.');
        db.shortcuts.deleteMany((q) => q.where({ accountUuid: target.uuid }));
        db.accounts.delete((q) => q.where({ uuid: target.uuid }));
        return wireJson(MessageWireSchema, { message: 'Usuário excluído.' });
      }),
    ),
  ),
});
