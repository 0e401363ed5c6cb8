import { http, HttpResponse } from 'msw';
import {
  AuthMessageWireSchema,
  LoginBodySchema,
  PasswordRecoveryBodySchema,
  PasswordResetBodySchema,
  SignUpBodySchema,
  SignUpWireSchema,
  ValidateJwtWireSchema,
  encodeBase64Json,
  type LoginWire,
} from '@portal-fiscal/api-client';
import { db } from '../db';
import { readJson } from '../lib/body';
import { withAuth, withBehaviour } from '../lib/guard';
import { newId, nextNumber, nowIso } from '../lib/ids';
import { imageUrl } from '../lib/assets';
import { sendDemoMail } from '../lib/outbox';
import { param } from '../lib/params';
import { hashPassword, NO_ACCOUNT_HASH, verifyPassword } from '../lib/passwords';
import { badRequest, conflict, errorResponse, notFound, unauthorized, wireJson } from '../lib/responses';
import { clearKey, clientOf, hit, throttled } from '../lib/throttle';
import { bearerToken, checkToken, issueToken, revokeToken, tokenFailureMessage } from '../lib/tokens';
import { now } from '../state';
import { isOnPortalOrigin, type MockBaseUrls, type MockHandlerOptions } from '../config';

/** A reset link is good for 30 minutes, and once (the mail says so). */
const RESET_TTL_MS = 30 * 60 * 1000;
const FALLBACK_SOCIAL_EMAIL = 'usuario@portalfiscal.demo';
/** The social sign-in's `state`: what the portal sends (an unguessable value), nothing an address could break on. */
const SOCIAL_STATE = /^[A-Za-z0-9_-]{16,128}$/;

export const authHandlers = (urls: MockBaseUrls, options: MockHandlerOptions = {}) => ({
  /**
   * POST {server}/auth/login: the answer is a JSON string holding base64 JSON (spec 01 §7). Wrong
   * passwords are counted per account and per client (lib/throttle.ts): the eleventh for one account
   * within a minute, or the 31st from one client, is 429 whatever the password, until the wait ends.
   */
  'auth.login': http.post(
    `${urls.server}/auth/login`,
    withBehaviour(async ({ request }) => {
      const parsed = await readJson(request, LoginBodySchema);
      if (!parsed.ok) return parsed.response;
      const { password } = parsed.data;
      const email = parsed.data.email.toLowerCase();
      const client = clientOf(request);
      const refused = throttled(['loginAccount', email], ['loginAccountHour', email], ['loginClient', client], ['loginClientHour', client]);
      if (refused) return refused;
      const account = db.accounts.findFirst((q) => q.where({ email }));
      // An email without an account is checked against a hash all the same: the answer takes as long.
      const matches = await verifyPassword(password, account?.passwordHash ?? NO_ACCOUNT_HASH);
      if (!account || !matches) {
        // Counted for emails without an account too: a 429 must not tell which emails exist.
        for (const rule of ['loginAccount', 'loginAccountHour'] as const) hit(rule, email);
        for (const rule of ['loginClient', 'loginClientHour'] as const) hit(rule, client);
        return errorResponse(401, 'Email ou senha incorretos.', { code: 'invalid_credentials' });
      }
      // The right password clears its own account's counts (only its owner knows it), never the client's.
      clearKey('loginAccount', email);
      clearKey('loginAccountHour', email);
      if (account.accountsStatus !== 'ATIVO')
        return errorResponse(403, 'Conta inativa. Fale com o administrador.', { code: 'inactive_account' });
      const wire: LoginWire = {
        Token: await issueToken(account),
        Email: account.email,
        Name: account.name,
        Pfp: imageUrl(urls, account.profilePicture),
        Role: account.role,
      };
      return HttpResponse.json(encodeBase64Json(wire));
    }),
  ),

  /**
   * POST {server}/auth/logout ('Sair'): ends the bearer token's session on the server, 200 `{message}`; the
   * token then gets 401 'Token revogado.' everywhere until it would have expired. 401 for a missing,
   * invalid, expired or already revoked token. The account's other sessions stay.
   */
  'auth.logout': http.post(
    `${urls.server}/auth/logout`,
    withBehaviour(async ({ request }) => {
      const check = await checkToken(bearerToken(request));
      if (!check.ok) return unauthorized(tokenFailureMessage(check));
      await revokeToken(check);
      return wireJson(AuthMessageWireSchema, { message: 'Sessão encerrada.' });
    }),
  ),

  /** GET {server}/validate/jwt: 200 `{valid: true}` when the bearer token is valid, 401 otherwise. */
  'auth.validateJwt': http.get(
    `${urls.server}/validate/jwt`,
    withBehaviour(withAuth(() => wireJson(ValidateJwtWireSchema, { valid: true }))),
  ),

  /**
   * GET {server}/auth/google|linkedin?redirect_uri=... → 302 to `${redirect_uri}?token=<token>` for the first
   * account created through that provider (fallback: usuario@portalfiscal.demo). `redirect_uri` must be an
   * http(s) address on one of the portal's origins (`options.portalOrigins`, compared whole): anywhere
   * else would hand a fresh token to whoever built the link (400).
   */
  'auth.social': http.get(
    `${urls.server}/auth/:provider`,
    withBehaviour(async ({ request, params }) => {
      const provider = param(params, 'provider');
      if (provider !== 'google' && provider !== 'linkedin') return notFound('Provedor de login desconhecido.');
      const redirectUri = new URL(request.url).searchParams.get('redirect_uri');
      if (!redirectUri) return badRequest({ redirect_uri: 'Informe redirect_uri.' });
      if (!isOnPortalOrigin(redirectUri, options.portalOrigins ?? [])) {
        return badRequest({ redirect_uri: 'redirect_uri deve ser um endereço do próprio portal.' });
      }
      const account =
        db.accounts.findMany((q) => q.where({ creationSource: provider, accountsStatus: 'ATIVO' }), { orderBy: { id: 'asc' } })[0] ??
        db.accounts.findFirst((q) => q.where({ email: FALLBACK_SOCIAL_EMAIL }));
      if (!account) return errorResponse(503, 'Nenhuma conta disponível para o login social.', { code: 'no_social_account' });
      // `state`, when the portal sent one, goes back unchanged beside the token (as OAuth 2.0 does, RFC 6749
      // §4.1.2): the portal takes silently only a token that comes back with the value it keeps for the tab.
      const state = new URL(request.url).searchParams.get('state');
      if (state !== null && !SOCIAL_STATE.test(state)) return badRequest({ state: 'state inválido.' });
      // Built with URL, not by concatenation: a fragment stays last and a `token` already in the address is replaced.
      const location = new URL(redirectUri);
      location.searchParams.set('token', await issueToken(account));
      if (state !== null) location.searchParams.set('state', state);
      else location.searchParams.delete('state');
      return new HttpResponse(null, { status: 302, headers: { Location: location.href } });
    }),
  ),

  /** POST {server}/account (sign-up): 201 `{message, email}`; 400 field errors; 409 'Conta já existe'. */
  'auth.signUp': http.post(
    `${urls.server}/account`,
    withBehaviour(async ({ request }) => {
      const parsed = await readJson(request, SignUpBodySchema);
      if (!parsed.ok) return parsed.response;
      const body = parsed.data;
      const email = body.email.toLowerCase();
      // Every well-formed attempt counts, created or 'Conta já existe': probing which emails have an account is slow.
      const client = clientOf(request);
      const refused = throttled(['signUpClient', client]);
      if (refused) return refused;
      hit('signUpClient', client);
      if (db.accounts.findFirst((q) => q.where({ email }))) return conflict('Conta já existe', 'account_exists');
      const passwordHash = await hashPassword(body.password);
      // Checked again after the hash: another sign-up for the same email may have finished meanwhile.
      if (db.accounts.findFirst((q) => q.where({ email }))) return conflict('Conta já existe', 'account_exists');
      const at = nowIso();
      await db.accounts.create({
        id: nextNumber(db.accounts.all().map((a) => a.id)),
        uuid: newId('acc'),
        name: body.name,
        email,
        passwordHash,
        role: 'MARKETPLACE_USER',
        phone: '',
        cargo: body.cargo?.trim() ?? '',
        occupation: body.occupation.toLowerCase(),
        company: body.company?.trim() ?? '',
        website: '',
        birth: '',
        cep: '',
        city: '',
        state: '',
        country: 'Brasil',
        recoveryEmail: '',
        creationSource: 'signup',
        profilePicture: '',
        accountsStatus: 'ATIVO',
        appProviderUuid: null,
        createdAt: at,
        updatedAt: at,
        lastLoggedAt: null,
      });
      return wireJson(SignUpWireSchema, { message: 'Conta criada com sucesso', email }, { status: 201 });
    }),
  ),

  /**
   * POST {server}/password/recovery {email}: always the same 200 answer (no account enumeration); when the
   * email has an account, a reset token is created and the message lands in the demo outbox. Throttled
   * per email (existing or not) and per client, so nobody floods a mailbox (429).
   */
  'auth.passwordRecovery': http.post(
    `${urls.server}/password/recovery`,
    withBehaviour(async ({ request }) => {
      const parsed = await readJson(request, PasswordRecoveryBodySchema);
      if (!parsed.ok) return parsed.response;
      const email = parsed.data.email.toLowerCase();
      const client = clientOf(request);
      const refused = throttled(['recoveryAccount', email], ['recoveryClient', client]);
      if (refused) return refused;
      hit('recoveryAccount', email);
      hit('recoveryClient', client);
      const account = db.accounts.findFirst((q) => q.where({ email }));
      if (account) {
        const token = newId('reset');
        await db.passwordResetTokens.create({
          token,
          accountUuid: account.uuid,
          createdAt: nowIso(),
          expiresAt: new Date(now() + RESET_TTL_MS).toISOString(),
          usedAt: null,
        });
        const link = `/new/password?jwt=${encodeURIComponent(token)}`;
        await sendDemoMail({
          to: account.email,
          subject: 'Portal Fiscal: recuperação de senha',
          body: `Olá, ${account.name}! Recebemos um pedido para redefinir a sua senha. Use o link abaixo em até 30 minutos. Se não foi você, ignore este email.`,
          link,
        });
      }
      return wireJson(AuthMessageWireSchema, { message: 'Email enviado com sucesso!' });
    }),
  ),

  /**
   * POST {server}/password/reset/{token} {password}: once per token (404 unknown, 400 used or expired).
   * Failed attempts are counted per client, and every attempt on a token per its account (429 past the
   * limit). A reset revokes the account's earlier session tokens (`tokensValidAfter`, lib/tokens.ts).
   */
  'auth.passwordReset': http.post(
    `${urls.server}/password/reset/:token`,
    withBehaviour(async ({ request, params }) => {
      const token = param(params, 'token');
      const client = clientOf(request);
      const refusedClient = throttled(['resetClient', client]);
      if (refusedClient) return refusedClient;
      const record = db.passwordResetTokens.findFirst((q) => q.where({ token }));
      if (!record) {
        hit('resetClient', client);
        return notFound('Link de recuperação inválido.');
      }
      const refusedAccount = throttled(['resetAccount', record.accountUuid]);
      if (refusedAccount) return refusedAccount;
      hit('resetAccount', record.accountUuid);
      const failed = (response: Response) => {
        hit('resetClient', client);
        return response;
      };
      if (record.usedAt) return failed(errorResponse(400, 'Este link de recuperação já foi usado.', { code: 'token_used' }));
      if (Date.parse(record.expiresAt) <= now())
        return failed(errorResponse(400, 'Este link de recuperação expirou.', { code: 'token_expired' }));
      const parsed = await readJson(request, PasswordResetBodySchema);
      if (!parsed.ok) return failed(parsed.response);
      const passwordHash = await hashPassword(parsed.data.password);
      // The link may have been used by a parallel request while the hash was computed: once only.
      if (db.passwordResetTokens.findFirst((q) => q.where({ token }))?.usedAt)
        return failed(errorResponse(400, 'Este link de recuperação já foi usado.', { code: 'token_used' }));
      const at = nowIso();
      await db.accounts.update((q) => q.where({ uuid: record.accountUuid }), {
        data(account) {
          account.passwordHash = passwordHash;
          account.updatedAt = at;
          // Every session token issued before this moment stops working (401 'Token revogado.'): whoever
          // held the old password loses the sessions it opened. `<` in checkToken keeps a token issued
          // in this same millisecond, after the reset, valid.
          account.tokensValidAfter = now();
        },
      });
      await db.passwordResetTokens.update((q) => q.where({ token }), {
        data(r) {
          r.usedAt = at;
        },
      });
      // The account's other links stop working too (404, as an unknown link): a mailbox read later, or by
      // someone else, must not set the password again.
      db.passwordResetTokens.deleteMany((q) => q.where({ accountUuid: record.accountUuid, token: (t) => t !== token }));
      return wireJson(AuthMessageWireSchema, { message: 'Senha alterada com sucesso' });
    }),
  ),
});
