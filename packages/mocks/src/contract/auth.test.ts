import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { decodeLoginResponse, encodeBase64Json } from '@portal-fiscal/api-client';
import { db } from '../db';
import { readOutbox } from '../lib/outbox';
import { DEMO_TOKEN_SECRET, issueToken, setTokenSecret, signClaims } from '../lib/tokens';
import { updateBehaviour } from '../state';
import { accountOf, clientAs, DEMO_PASSWORD, EMAILS, expectError, server, setupMockBackend, urls, mswOnly } from './harness';

setupMockBackend();
const anon = () => clientAs('anonymous');

describe('auth.login', () => {
  it('decodes the base64 session of every demo role', async () => {
    for (const [who, role] of [
      ['admin', 'MARKETPLACE_ADMIN'],
      ['provider', 'MARKETPLACE_PROVIDER_ADMIN'],
      ['user', 'MARKETPLACE_USER'],
    ] as const) {
      const session = await anon().api.auth.login({ email: EMAILS[who], password: DEMO_PASSWORD });
      expect(session).toMatchObject({ email: EMAILS[who], role });
      expect(session.token).toMatch(/^eyJ[\w-]+\.eyJ[\w-]+\.[\w-]{43}$/);
    }
  });
  it('accepts the email in any case', async () => {
    await expect(anon().api.auth.login({ email: EMAILS.user.toUpperCase(), password: DEMO_PASSWORD })).resolves.toMatchObject({
      email: EMAILS.user,
    });
  });
  it('401 for a wrong password, and the 401 hook fires', async () => {
    const c = anon();
    await expectError(c.api.auth.login({ email: EMAILS.user, password: 'errada' }), 401, 'invalid_credentials');
    expect(c.unauthorized).toHaveLength(1);
  });
  it('400 with field errors for an invalid body', async () => {
    const error = await expectError(anon().api.auth.login({ email: 'nao-e-email', password: '' }), 400, 'validation');
    expect(error.fieldErrors).toMatchObject({ email: 'Preencha todos os campos', password: 'Preencha todos os campos' });
  });
  it('403 for an inactive account', async () => {
    await db.accounts.update((q) => q.where({ email: EMAILS.user }), { data: (a) => void (a.accountsStatus = 'INATIVO') });
    await expectError(anon().api.auth.login({ email: EMAILS.user, password: DEMO_PASSWORD }), 403, 'inactive_account');
  });
  mswOnly('a malformed login body is an invalid-response error', async () => {
    server.use(http.post(`${urls.server}/auth/login`, () => HttpResponse.json('isto não é base64!')));
    await expect(anon().api.auth.login({ email: EMAILS.user, password: DEMO_PASSWORD })).rejects.toMatchObject({
      kind: 'invalid-response',
    });
    server.use(http.post(`${urls.server}/auth/login`, () => HttpResponse.json(encodeBase64Json({ Token: 'x' }))));
    await expect(anon().api.auth.login({ email: EMAILS.user, password: DEMO_PASSWORD })).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });
  it('decodeLoginResponse takes bare or JSON-quoted base64', () => {
    const raw = encodeBase64Json({ Token: 't', Email: 'a@b.demo', Name: 'Sérgio', Pfp: null, Role: 'MARKETPLACE_USER' });
    expect(decodeLoginResponse(raw).name).toBe('Sérgio');
    expect(decodeLoginResponse(JSON.stringify(raw)).profilePicture).toBeNull();
  });
});

describe('auth.validateJwt', () => {
  it('valid token → true', async () => {
    await expect(clientAs('user').api.auth.validateJwt()).resolves.toBe(true);
  });
  it('missing, malformed and unknown tokens → 401 through the hook', async () => {
    for (const token of [null, 'nao-e-jwt', 'mock.!!!.sig', issueToken({ uuid: 'acc-x', email: 'x@x.demo' })]) {
      const c = clientAs({ token });
      await expectError(c.api.auth.validateJwt(), 401, 'unauthorized');
      expect(c.unauthorized).toHaveLength(1);
    }
  });
  it('a token whose claims were edited, or signed with another secret, is refused as forged', async () => {
    const [header, , signature] = (await issueToken(accountOf('user'))).split('.');
    const claims = {
      sub: accountOf('admin').uuid,
      email: EMAILS.admin,
      iat: Date.now(),
      exp: Date.now() + 3_600_000,
      jti: 'tok-00000000000000000000000000000001',
    };
    const edited = `${header}.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.${signature}`;
    setTokenSecret('outro-segredo');
    const otherSecret = await signClaims(claims);
    setTokenSecret(DEMO_TOKEN_SECRET);
    for (const token of [edited, otherSecret]) {
      const error = await expectError(clientAs({ token }).api.auth.validateJwt(), 401, 'unauthorized');
      expect(error.message).toBe('Token inválido.');
    }
    await expect(clientAs('user').api.auth.validateJwt()).resolves.toBe(true);
  });
  it('expired token (short TTL) → 401 Token expirado', async () => {
    updateBehaviour({ tokenTtlMs: -1 });
    const c = clientAs('user');
    const error = await expectError(c.api.auth.validateJwt(), 401);
    expect(error.message).toBe('Token expirado.');
  });
  it('expire-all switch → 401 on a fresh token; a protected call too', async () => {
    const c = clientAs('user');
    updateBehaviour({ expireAllTokens: true });
    await expectError(c.api.auth.validateJwt(), 401);
    await expectError(c.api.apps.list(), 401);
    expect(c.unauthorized).toHaveLength(2);
  });
});

describe('auth social sign-in', () => {
  const follow = async (provider: string, redirect?: string) =>
    fetch(`${urls.server}/auth/${provider}${redirect ? `?redirect_uri=${encodeURIComponent(redirect)}` : ''}`, { redirect: 'manual' });

  it('socialSignInUrl carries redirect_uri', () => {
    expect(anon().api.auth.socialSignInUrl('google', 'https://app.demo/login')).toBe(
      `${urls.server}/auth/google?redirect_uri=${encodeURIComponent('https://app.demo/login')}`,
    );
  });
  it.each([
    ['google', 'Helena Prado'],
    ['linkedin', 'Igor Fernandes'],
  ])('%s → 302 with a token of %s', async (provider, name) => {
    const response = await follow(provider, 'https://app.demo/login');
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('Location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('https://app.demo/login');
    const token = location.searchParams.get('token');
    const account = db.accounts.findFirst((q) => q.where({ name }));
    expect(account).toBeDefined();
    await expect(clientAs({ token }).api.account.getId()).resolves.toBe(account?.id);
  });
  it('falls back to usuario@ when no account came from that provider', async () => {
    db.accounts.deleteMany((q) => q.where({ creationSource: 'google' }));
    const response = await follow('google', 'https://app.demo/login?x=1');
    const location = new URL(response.headers.get('Location') ?? '');
    expect(location.searchParams.get('x')).toBe('1');
    const { api } = clientAs({ token: location.searchParams.get('token') });
    await expect(api.account.getId()).resolves.toBe(db.accounts.findFirst((q) => q.where({ email: EMAILS.user }))?.id);
  });
  it('400 without redirect_uri, 404 for an unknown provider', async () => {
    expect((await follow('google')).status).toBe(400);
    expect((await follow('facebook', 'https://app.demo')).status).toBe(404);
  });
});

describe('auth.signUp', () => {
  const body = {
    name: 'Lúcia Andrade',
    email: 'lucia@exemplo.demo',
    password: 'segredo1',
    confirmPassword: 'segredo1',
    occupation: 'contador',
    cargo: 'Sócia',
    company: 'Andrade',
  };
  it('creates a MARKETPLACE_USER that can sign in', async () => {
    await expect(anon().api.auth.signUp(body)).resolves.toBe('Conta criada com sucesso');
    const session = await anon().api.auth.login({ email: body.email, password: body.password });
    expect(session.role).toBe('MARKETPLACE_USER');
  });
  it('409 Conta já existe for an existing email', async () => {
    const error = await expectError(anon().api.auth.signUp({ ...body, email: EMAILS.user }), 409, 'account_exists');
    expect(error.message).toBe('Conta já existe');
  });
  it('400 with the spec messages', async () => {
    const error = await expectError(anon().api.auth.signUp({ ...body, name: ' ', confirmPassword: 'outra' }), 400, 'validation');
    expect(error.fieldErrors).toMatchObject({ name: 'Preencha os campos corretamente' });
    const mismatch = await expectError(anon().api.auth.signUp({ ...body, confirmPassword: 'outra' }), 400);
    expect(mismatch.fieldErrors).toEqual({ confirmPassword: 'As senhas não são iguais' });
  });
});

describe('password recovery and reset', () => {
  it('writes a reset message to the outbox; the token changes the password once', async () => {
    await expect(anon().api.auth.requestPasswordRecovery({ email: EMAILS.user })).resolves.toBe('Email enviado com sucesso!');
    const [mail] = readOutbox();
    expect(mail).toMatchObject({ to: EMAILS.user, subject: expect.stringContaining('recuperação') });
    const token = new URLSearchParams(mail?.link.split('?')[1]).get('jwt') ?? '';
    expect(mail?.link).toBe(`/new/password?jwt=${encodeURIComponent(token)}`);
    await expect(anon().api.auth.resetPassword(token, { password: 'novaSenha9' })).resolves.toBe('Senha alterada com sucesso');
    await expect(anon().api.auth.login({ email: EMAILS.user, password: 'novaSenha9' })).resolves.toMatchObject({ email: EMAILS.user });
    await expectError(anon().api.auth.login({ email: EMAILS.user, password: DEMO_PASSWORD }), 401);
    await expectError(anon().api.auth.resetPassword(token, { password: 'outra' }), 400, 'token_used');
  });
  it('unknown email: same answer, no message', async () => {
    await expect(anon().api.auth.requestPasswordRecovery({ email: 'ninguem@exemplo.demo' })).resolves.toBe('Email enviado com sucesso!');
    expect(readOutbox()).toHaveLength(0);
  });
  it('400 for a bad email or empty password, 404 for an unknown token, 400 for an expired one', async () => {
    await expectError(anon().api.auth.requestPasswordRecovery({ email: 'x' }), 400, 'validation');
    await expectError(anon().api.auth.resetPassword('reset-nao-existe', { password: 'x' }), 404);
    await anon().api.auth.requestPasswordRecovery({ email: EMAILS.user });
    const token = new URLSearchParams(readOutbox()[0]?.link.split('?')[1]).get('jwt') ?? '';
    await expectError(anon().api.auth.resetPassword(token, { password: '' }), 400, 'validation');
    await db.passwordResetTokens.update((q) => q.where({ token }), { data: (t) => void (t.expiresAt = '2000-01-01T00:00:00.000Z') });
    await expectError(anon().api.auth.resetPassword(token, { password: 'nova' }), 400, 'token_expired');
  });
});
