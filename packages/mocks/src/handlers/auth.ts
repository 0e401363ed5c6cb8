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
import { badRequest, conflict, errorResponse, notFound, wireJson } from '../lib/responses';
import { issueToken } from '../lib/tokens';
import { now } from '../state';
import type { MockBaseUrls } from '../config';

const RESET_TTL_MS = 60 * 60 * 1000;
const FALLBACK_SOCIAL_EMAIL = 'usuario@portalfiscal.demo';

export const authHandlers = (urls: MockBaseUrls) => ({
  /** POST {server}/auth/login: the answer is a JSON string holding base64 JSON (spec 01 §7). */
  'auth.login': http.post(
    `${urls.server}/auth/login`,
    withBehaviour(async ({ request }) => {
      const parsed = await readJson(request, LoginBodySchema);
      if (!parsed.ok) return parsed.response;
      const { email, password } = parsed.data;
      const account = db.accounts.findFirst((q) => q.where({ email: email.toLowerCase() }));
      if (!account || account.password !== password) return errorResponse(401, 'Email ou senha incorretos.', { code: 'invalid_credentials' });
      if (account.accountsStatus !== 'ATIVO') return errorResponse(403, 'Conta inativa. Fale com o administrador.', { code: 'inactive_account' });
      const wire: LoginWire = {
        Token: issueToken(account),
        Email: account.email,
        Name: account.name,
        Pfp: imageUrl(urls, account.profilePicture),
        Role: account.role,
      };
      return HttpResponse.json(encodeBase64Json(wire));
    }),
  ),

  /** GET {server}/validate/jwt: 200 `{valid: true}` when the bearer token is valid, 401 otherwise. */
  'auth.validateJwt': http.get(
    `${urls.server}/validate/jwt`,
    withBehaviour(withAuth(() => wireJson(ValidateJwtWireSchema, { valid: true }))),
  ),

  /**
   * GET {server}/auth/google|linkedin?redirect_uri=... → 302 to `${redirect_uri}?token=<token>` for the first
   * account created through that provider (fallback: usuario@portalfiscal.demo).
   */
  'auth.social': http.get(
    `${urls.server}/auth/:provider`,
    withBehaviour(({ request, params }) => {
      const provider = param(params, 'provider');
      if (provider !== 'google' && provider !== 'linkedin') return notFound('Provedor de login desconhecido.');
      const redirectUri = new URL(request.url).searchParams.get('redirect_uri');
      if (!redirectUri) return badRequest({ redirect_uri: 'Informe redirect_uri.' });
      const account =
        db.accounts.findMany((q) => q.where({ creationSource: provider, accountsStatus: 'ATIVO' }), { orderBy: { id: 'asc' } })[0] ??
        db.accounts.findFirst((q) => q.where({ email: FALLBACK_SOCIAL_EMAIL }));
      if (!account) return errorResponse(503, 'Nenhuma conta disponível para o login social.', { code: 'no_social_account' });
      const location = `${redirectUri}${redirectUri.includes('?') ? '&' : '?'}token=${encodeURIComponent(issueToken(account))}`;
      return new HttpResponse(null, { status: 302, headers: { Location: location } });
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
      if (db.accounts.findFirst((q) => q.where({ email }))) return conflict('Conta já existe', 'account_exists');
      const at = nowIso();
      await db.accounts.create({
        id: nextNumber(db.accounts.all().map((a) => a.id)),
        uuid: newId('acc'),
        name: body.name,
        email,
        password: body.password,
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
   * email has an account, a reset token is created and the message lands in the demo outbox.
   */
  'auth.passwordRecovery': http.post(
    `${urls.server}/password/recovery`,
    withBehaviour(async ({ request }) => {
      const parsed = await readJson(request, PasswordRecoveryBodySchema);
      if (!parsed.ok) return parsed.response;
      const email = parsed.data.email.toLowerCase();
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
          body: `Olá, ${account.name}! Recebemos um pedido para redefinir a sua senha. Use o link abaixo em até 1 hora. Se não foi você, ignore este email.`,
          link,
        });
      }
      return wireJson(AuthMessageWireSchema, { message: 'Email enviado com sucesso!' });
    }),
  ),

  /** POST {server}/password/reset/{token} {password}: once per token (404 unknown, 400 used or expired). */
  'auth.passwordReset': http.post(
    `${urls.server}/password/reset/:token`,
    withBehaviour(async ({ request, params }) => {
      const token = param(params, 'token');
      const record = db.passwordResetTokens.findFirst((q) => q.where({ token }));
      if (!record) return notFound('Link de recuperação inválido.');
      if (record.usedAt) return errorResponse(400, 'Este link de recuperação já foi usado.', { code: 'token_used' });
      if (Date.parse(record.expiresAt) <= now()) return errorResponse(400, 'Este link de recuperação expirou.', { code: 'token_expired' });
      const parsed = await readJson(request, PasswordResetBodySchema);
      if (!parsed.ok) return parsed.response;
      const at = nowIso();
      await db.accounts.update((q) => q.where({ uuid: record.accountUuid }), {
        data(account) {
          account.password = parsed.data.password;
          account.updatedAt = at;
        },
      });
      await db.passwordResetTokens.update((q) => q.where({ token }), {
        data(r) {
          r.usedAt = at;
        },
      });
      return wireJson(AuthMessageWireSchema, { message: 'Senha alterada com sucesso' });
    }),
  ),
});

