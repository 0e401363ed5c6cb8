/**
 * Sessions that cannot be planted, leaked or outlived, and accounts that cannot be harvested (issue 44), as
 * the reference a real backend copies: 'Sair' ends the token's session on the server; passwords are kept
 * only as salted hashes; a reset ends the account's other reset links; wrong passwords are limited per hour
 * too; sign-up is limited per client; a sign-up without a token cannot choose privileged fields; the social
 * sign-in sends `state` back. Under msw and over HTTP (`contract-http`).
 */
import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@portal-fiscal/api-client';
import * as v from 'valibot';
import { db } from '../db';
import { readOutbox } from '../lib/outbox';
import { isPasswordHash, verifyPassword } from '../lib/passwords';
import { CLIENT_HEADER, hit, THROTTLE_RULES } from '../lib/throttle';
import { issueToken } from '../lib/tokens';
import { takeSnapshot } from '../persistence';
import {
  OVER_HTTP,
  accountOf,
  clientAs,
  DEMO_PASSWORD,
  EMAILS,
  expectError,
  seedContext,
  setupMockBackend,
  TEST_PORTAL_ORIGIN,
  urls,
  MINUTE,
  fixedDate,
} from './harness';

setupMockBackend();
const anon = () => clientAs('anonymous');

const at = fixedDate();

const post = (base: 'server' | 'apiNode', path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${urls[base]}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function expectTooMany(response: Response): Promise<number> {
  expect(response.status).toBe(429);
  const body = v.parse(ErrorBodySchema, await response.json());
  expect(body.code).toBe('too_many_requests');
  expect(body.message).toMatch(/^Muitas tentativas\. Tente novamente em (1 minuto|\d+ minutos)\.$/);
  return Number(response.headers.get('Retry-After'));
}

describe("'Sair' ends the session on the server (POST {server}/auth/logout)", () => {
  it('the token gets 401 Token revogado. on every call after it; the same account’s other session stays', async () => {
    const leaked = await anon().api.auth.login({ email: EMAILS.user, password: DEMO_PASSWORD });
    const other = await anon().api.auth.login({ email: EMAILS.user, password: DEMO_PASSWORD });
    expect(leaked.token).not.toBe(other.token);
    const copy = clientAs({ token: leaked.token });
    await expect(copy.api.auth.validateJwt()).resolves.toBe(true);

    await expect(clientAs({ token: leaked.token }).api.auth.logout()).resolves.toBe('Sessão encerrada.');

    const error = await expectError(copy.api.auth.validateJwt(), 401, 'unauthorized');
    expect(error.message).toBe('Token revogado.');
    await expectError(copy.api.apps.list(), 401, 'unauthorized');
    await expectError(copy.api.account.getByEmail(EMAILS.user), 401, 'unauthorized');
    await expectError(copy.api.dashboard.shortcuts(), 401, 'unauthorized');
    expect(copy.unauthorized).toHaveLength(4);
    // A second 'Sair' with it, or one without a token, is 401 too.
    await expectError(clientAs({ token: leaked.token }).api.auth.logout(), 401, 'unauthorized');
    await expectError(anon().api.auth.logout(), 401, 'unauthorized');
    // The account's other session, and other accounts, go on.
    await expect(clientAs({ token: other.token }).api.auth.validateJwt()).resolves.toBe(true);
    await expect(clientAs('admin').api.auth.validateJwt()).resolves.toBe(true);
  });

  it('the revocation is kept with the data (a saved demo, the data file) and dropped once the token would have expired', async () => {
    const { token } = await anon().api.auth.login({ email: EMAILS.admin, password: DEMO_PASSWORD });
    await clientAs({ token }).api.auth.logout();
    const snapshot = JSON.stringify(takeSnapshot());
    expect(snapshot).toContain('revokedSessions');
    expect(accountOf('admin').revokedSessions).toHaveLength(1);
    // Nine hours later (past the 8-hour lifetime) another session ends: the expired entry is pruned.
    at(9 * 60 * MINUTE);
    const later = await anon().api.auth.login({ email: EMAILS.admin, password: DEMO_PASSWORD });
    await clientAs({ token: later.token }).api.auth.logout();
    expect(accountOf('admin').revokedSessions).toHaveLength(1);
    await expectError(clientAs({ token: later.token }).api.auth.validateJwt(), 401, 'unauthorized');
  });
});

describe('passwords are kept only as salted hashes', () => {
  it('every seeded account holds a scrypt hash, each with its own salt, and no password', () => {
    const accounts = db.accounts.all();
    const salts = new Set<string>();
    for (const account of accounts) {
      expect(isPasswordHash(account.passwordHash), account.email).toBe(true);
      expect(Object.keys(account)).not.toContain('password');
      salts.add(account.passwordHash.split('$')[3] ?? '');
    }
    expect(salts.size).toBe(accounts.length);
    expect(JSON.stringify(accounts)).not.toContain(DEMO_PASSWORD);
  });

  it('a sign-up, an admin’s new account and a reset store a hash of the password, never the password; the saved data holds none', async () => {
    await anon().api.auth.signUp({
      name: 'Lúcia',
      email: 'lucia@exemplo.demo',
      password: 'segredo-da-lucia',
      confirmPassword: 'segredo-da-lucia',
      occupation: 'contador',
    });
    await clientAs('admin').api.account.create({
      email: 'novo@exemplo.demo',
      password: 'segredo-do-novo',
      name: 'Novo',
      phone: '(11) 90000-0000',
      role: 'MARKETPLACE_USER',
      accountsStatus: 'ATIVO',
    });
    await anon().api.auth.requestPasswordRecovery({ email: EMAILS.user });
    const link = new URLSearchParams(readOutbox()[0]?.link.split('?')[1]).get('jwt') ?? '';
    await anon().api.auth.resetPassword(link, { password: 'segredo-da-carla' });
    const byEmail = (email: string) => db.accounts.findFirst((q) => q.where({ email }))?.passwordHash ?? '';
    for (const [email, password] of [
      ['lucia@exemplo.demo', 'segredo-da-lucia'],
      ['novo@exemplo.demo', 'segredo-do-novo'],
      [EMAILS.user, 'segredo-da-carla'],
    ] as const) {
      expect(isPasswordHash(byEmail(email))).toBe(true);
      await expect(verifyPassword(password, byEmail(email))).resolves.toBe(true);
      await expect(anon().api.auth.login({ email, password })).resolves.toMatchObject({ email });
    }
    const saved = JSON.stringify(takeSnapshot());
    for (const password of ['segredo-da-lucia', 'segredo-do-novo', 'segredo-da-carla', DEMO_PASSWORD])
      expect(saved).not.toContain(password);
    expect(saved).toContain('$scrypt$');
  }, 30_000);
});

describe('a reset ends the account’s other reset links', () => {
  it('after one link sets the password, an older and a newer link of the same account are unknown (404); another account’s link still works', async () => {
    for (const email of [EMAILS.user, EMAILS.user, EMAILS.user, EMAILS.admin]) await anon().api.auth.requestPasswordRecovery({ email });
    const links = readOutbox().map((mail) => ({ to: mail.to, token: new URLSearchParams(mail.link.split('?')[1]).get('jwt') ?? '' }));
    const [newest, middle, oldest] = links.filter((l) => l.to === EMAILS.user).map((l) => l.token);
    const admins = links.find((l) => l.to === EMAILS.admin)?.token ?? '';
    await expect(anon().api.auth.resetPassword(middle ?? '', { password: 'novaSenha9' })).resolves.toBe('Senha alterada com sucesso');
    for (const token of [newest, oldest]) {
      const error = await expectError(anon().api.auth.resetPassword(token ?? '', { password: 'outraSenha9' }), 404);
      expect(error.message).toBe('Link de recuperação inválido.');
    }
    await expectError(anon().api.auth.resetPassword(middle ?? '', { password: 'outraSenha9' }), 400, 'token_used');
    await expect(anon().api.auth.login({ email: EMAILS.user, password: 'novaSenha9' })).resolves.toMatchObject({ email: EMAILS.user });
    await expect(anon().api.auth.resetPassword(admins, { password: 'novaSenha9' })).resolves.toBe('Senha alterada com sucesso');
  }, 20_000);
});

describe('wrong passwords are limited per hour too (at most 100 an hour per account)', () => {
  it('spread over the hour so no minute reaches its limit, the 101st is 429 for the hour; an hour after the first, the right one signs in', async () => {
    const { limit, windowMs } = THROTTLE_RULES.loginAccountHour;
    expect(limit).toBe(100);
    expect(windowMs).toBe(60 * MINUTE);
    const perMinute = THROTTLE_RULES.loginAccount.limit;
    // 90 earlier failures, 9 a minute over ten minutes (never the per-minute limit), counted as the handler counts them...
    for (let i = 0; i < limit - perMinute; i++) {
      at(Math.floor(i / (perMinute - 1)) * MINUTE);
      hit('loginAccountHour', EMAILS.user);
    }
    // ...then ten real wrong passwords, one every 6 s: each still 401 (99 before the last).
    for (let i = 0; i < perMinute; i++) {
      at(20 * MINUTE + i * 6000);
      await expectError(anon().api.auth.login({ email: EMAILS.user, password: `errada-${i}` }), 401, 'invalid_credentials');
    }
    // Past the minute, so only the hour's count holds it: refused, the right password too, for most of an hour.
    at(22 * MINUTE);
    const seconds = await expectTooMany(await post('server', '/auth/login', { email: EMAILS.user, password: DEMO_PASSWORD }));
    expect(seconds).toBeGreaterThan(30 * 60);
    expect(seconds).toBeLessThanOrEqual(60 * 60);
    // Another account is not held up.
    await expect(anon().api.auth.login({ email: EMAILS.admin, password: DEMO_PASSWORD })).resolves.toMatchObject({ email: EMAILS.admin });
    at(22 * MINUTE + seconds * 1000);
    await expect(anon().api.auth.login({ email: EMAILS.user, password: DEMO_PASSWORD })).resolves.toMatchObject({ email: EMAILS.user });
  }, 30_000);
});

describe('sign-up is limited per client', () => {
  const signUp = (n: number, headers?: Record<string, string>) =>
    post(
      'server',
      '/account',
      {
        name: 'Sonda',
        email: n === 0 ? 'sonda@exemplo.demo' : EMAILS.admin,
        password: 'segredo12',
        confirmPassword: 'segredo12',
        occupation: 'outros',
      },
      headers,
    );

  it(`attempt ${THROTTLE_RULES.signUpClient.limit + 1} from one client within the hour is 429, created or 'Conta já existe' alike, and POST /accounts without a token shares the count`, async () => {
    const { limit } = THROTTLE_RULES.signUpClient;
    expect((await signUp(0)).status).toBe(201);
    // Probing which emails have an account: 409 each, until the limit.
    for (let n = 1; n < limit - 1; n++) expect((await signUp(n)).status).toBe(409);
    const viaApiNode = await post('apiNode', '/accounts', {
      email: EMAILS.provider,
      password: 'segredo12',
      name: 'Sonda',
      phone: '1',
      role: 'MARKETPLACE_USER',
      accountsStatus: 'ATIVO',
    });
    expect(viaApiNode.status).toBe(409);
    const seconds = await expectTooMany(await signUp(limit));
    expect(seconds).toBeGreaterThan(59 * 60);
    await expectTooMany(
      await post('apiNode', '/accounts', {
        email: 'outra-sonda@exemplo.demo',
        password: 'segredo12',
        name: 'Sonda',
        phone: '1',
        role: 'MARKETPLACE_USER',
        accountsStatus: 'ATIVO',
      }),
    );
    // Under msw the client header stands for another client; over HTTP a caller cannot choose it.
    const other = await signUp(limit + 1, { [CLIENT_HEADER]: '203.0.113.7' });
    if (OVER_HTTP) await expectTooMany(other);
    else expect(other.status).toBe(409);
    // An administrator's creation is not a sign-up: not limited.
    await expect(
      clientAs('admin').api.account.create({
        email: 'pelo-admin@exemplo.demo',
        password: 'segredo12',
        name: 'Pelo Admin',
        phone: '(11) 90000-0000',
        role: 'MARKETPLACE_USER',
        accountsStatus: 'ATIVO',
      }),
    ).resolves.toMatchObject({ email: 'pelo-admin@exemplo.demo' });
    at(60 * MINUTE);
    expect((await signUp(1)).status).toBe(409);
  }, 30_000);
});

describe('privileged fields are ignored on a sign-up without a token (POST {apiNode}/accounts)', () => {
  it('a stranger cannot attach the new account to a company, choose its role, status or origin; an administrator can', async () => {
    const { providerUuid } = seedContext();
    const privileged = {
      phone: '(11) 90000-0000',
      appProvider: { uuid: providerUuid },
      role: 'MARKETPLACE_ADMIN',
      accountsStatus: 'INATIVO',
      creationSource: 'admin',
    } as const;
    const stranger = await anon().api.account.create({
      email: 'intruso@exemplo.demo',
      password: 'segredo12',
      name: 'Intruso',
      ...privileged,
    });
    expect(stranger).toMatchObject({ role: 'MARKETPLACE_USER' });
    const stored = db.accounts.findFirst((q) => q.where({ email: 'intruso@exemplo.demo' }));
    expect(stored).toMatchObject({ appProviderUuid: null, accountsStatus: 'ATIVO', creationSource: 'signup', role: 'MARKETPLACE_USER' });
    // Created ATIVO and a plain user: it signs in and reads its own account.
    const login = await anon().api.auth.login({ email: 'intruso@exemplo.demo', password: 'segredo12' });
    await expect(clientAs({ token: login.token }).api.account.getByEmail('intruso@exemplo.demo')).resolves.toMatchObject({
      email: 'intruso@exemplo.demo',
    });

    await clientAs('admin').api.account.create({
      email: 'contratado@exemplo.demo',
      password: 'segredo12',
      name: 'Contratado',
      ...privileged,
    });
    expect(db.accounts.findFirst((q) => q.where({ email: 'contratado@exemplo.demo' }))).toMatchObject({
      appProviderUuid: providerUuid,
      accountsStatus: 'INATIVO',
      creationSource: 'admin',
      role: 'MARKETPLACE_ADMIN',
    });
  }, 20_000);
});

describe('the social sign-in sends `state` back', () => {
  const start = (query: string) => fetch(`${urls.server}/auth/google?${query}`, { redirect: 'manual' });
  const redirect = `redirect_uri=${encodeURIComponent(`${TEST_PORTAL_ORIGIN}/login`)}`;

  it('unchanged beside the token when sent; absent when not (a `state` already in redirect_uri is dropped)', async () => {
    const state = 'AbC_123-xyz_4567890';
    const withState = await start(`${redirect}&state=${state}`);
    expect(withState.status).toBe(302);
    const location = new URL(withState.headers.get('Location') ?? '');
    expect(location.origin + location.pathname).toBe(`${TEST_PORTAL_ORIGIN}/login`);
    expect(location.searchParams.get('state')).toBe(state);
    await expect(clientAs({ token: location.searchParams.get('token') }).api.auth.validateJwt()).resolves.toBe(true);
    const planted = await start(`redirect_uri=${encodeURIComponent(`${TEST_PORTAL_ORIGIN}/login?state=${state}`)}`);
    expect(new URL(planted.headers.get('Location') ?? '').searchParams.has('state')).toBe(false);
  });

  it('a malformed state is 400 with its field error, and no token is issued', async () => {
    for (const state of ['curto', 'x'.repeat(129), 'tem espaço-0123456789', '<script>alert(1)</script>']) {
      const response = await start(`${redirect}&state=${encodeURIComponent(state)}`);
      expect(response.status, state).toBe(400);
      expect(response.headers.get('Location')).toBeNull();
      const body = v.parse(ErrorBodySchema, await response.json());
      expect(body.fieldErrors).toEqual({ state: 'state inválido.' });
    }
  });

  it('the api-client puts redirect_uri and state in the address', () => {
    expect(anon().api.auth.socialSignInUrl('linkedin', `${TEST_PORTAL_ORIGIN}/login`, 'AbC_123-xyz_4567890')).toBe(
      `${urls.server}/auth/linkedin?redirect_uri=${encodeURIComponent(`${TEST_PORTAL_ORIGIN}/login`)}&state=AbC_123-xyz_4567890`,
    );
  });
});

it('a token issued directly by the backend carries its own id (jti), so one session can end alone', async () => {
  const [, payload] = (await issueToken(accountOf('user'))).split('.');
  const claims = JSON.parse(atob((payload ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as { jti?: string };
  expect(claims.jti).toMatch(/^tok-[0-9a-f]{32}$/);
});
