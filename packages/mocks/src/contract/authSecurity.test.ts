/**
 * Sign-in and password reset against an attacker, as the reference a real backend copies: reset links
 * that cannot be guessed and expire after 30 minutes, throttled guessing (429 with Retry-After), a
 * reset that revokes the sessions opened before it, a minimum password length where one is set, and
 * bodies nested past any sane depth refused with 400. Under msw and over HTTP (`contract-http`).
 */
import { describe, expect, it } from 'vitest';
import { ErrorBodySchema, MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT } from '@portal-fiscal/api-client';
import * as v from 'valibot';
import { db } from '../db';
import { MAX_JSON_DEPTH } from '../lib/body';
import { hashPassword } from '../lib/passwords';
import { readOutbox } from '../lib/outbox';
import { CLIENT_HEADER, THROTTLE_RULES } from '../lib/throttle';
import { issueToken } from '../lib/tokens';
import { OVER_HTTP, accountOf, clientAs, DEMO_PASSWORD, EMAILS, expectError, setupMockBackend, urls, MINUTE, fixedDate } from './harness';

setupMockBackend();
const anon = () => clientAs('anonymous');

const at = fixedDate();

/** A raw POST to {server}, for what the client hides (headers) or cannot send (malformed bodies). */
const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${urls.server}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });
const login = (email: string, password: string, headers?: Record<string, string>) =>
  post('/auth/login', JSON.stringify({ email, password }), headers);

/** A 429 in the one error shape, with Retry-After in whole seconds and the wait in Portuguese. */
async function expectTooMany(response: Response, maxSeconds: number): Promise<number> {
  expect(response.status).toBe(429);
  const body = v.parse(ErrorBodySchema, await response.json());
  expect(body.code).toBe('too_many_requests');
  expect(body.message).toMatch(/^Muitas tentativas\. Tente novamente em (1 minuto|\d+ minutos)\.$/);
  const seconds = Number(response.headers.get('Retry-After'));
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(maxSeconds);
  return seconds;
}

const resetTokenOf = (index = 0) => new URLSearchParams(readOutbox()[index]?.link.split('?')[1]).get('jwt') ?? '';

describe('reset tokens', () => {
  it('two recoveries give unrelated tokens: long, random hex, nothing shared beyond the prefix', async () => {
    await anon().api.auth.requestPasswordRecovery({ email: EMAILS.user });
    await anon().api.auth.requestPasswordRecovery({ email: EMAILS.user });
    const [second, first] = [resetTokenOf(0), resetTokenOf(1)];
    for (const token of [first, second]) expect(token).toMatch(/^reset-[0-9a-f]{32}$/);
    expect(first).not.toBe(second);
    // The random parts: no common start (a time or counter would share one) beyond chance.
    const [a, b] = [first.slice(6), second.slice(6)];
    let common = 0;
    while (common < a.length && a[common] === b[common]) common++;
    expect(common).toBeLessThan(8);
  });

  it('a reset link works for 30 minutes, no longer; the mail says so', async () => {
    await anon().api.auth.requestPasswordRecovery({ email: EMAILS.user });
    expect(readOutbox()[0]?.body).toContain('30 minutos');
    const early = resetTokenOf();
    await anon().api.auth.requestPasswordRecovery({ email: EMAILS.provider });
    const late = resetTokenOf(0);
    at(30 * MINUTE - 1);
    await expect(anon().api.auth.resetPassword(early, { password: 'novaSenha9' })).resolves.toBe('Senha alterada com sucesso');
    at(30 * MINUTE);
    await expectError(anon().api.auth.resetPassword(late, { password: 'novaSenha9' }), 400, 'token_expired');
  });
});

// Each sign-in hashes its password (about 0.1 s: lib/passwords.ts), and these tests sign in 11 to 33 times.
describe('throttled sign-in', { timeout: 30_000 }, () => {
  const { limit } = THROTTLE_RULES.loginAccount;

  it('the eleventh wrong password for one account within a minute is 429; after the wait, the right one signs in', async () => {
    expect(limit).toBe(10);
    for (let i = 0; i < limit; i++) {
      at(i * 1000);
      await expectError(anon().api.auth.login({ email: EMAILS.user, password: `errada-${i}` }), 401, 'invalid_credentials');
    }
    at(limit * 1000);
    const seconds = await expectTooMany(await login(EMAILS.user, 'errada-11'), 60);
    // Refused before the password is looked at: the right one is no way around it.
    await expectTooMany(await login(EMAILS.user, DEMO_PASSWORD), 60);
    const error = await expectError(anon().api.auth.login({ email: EMAILS.user, password: DEMO_PASSWORD }), 429, 'too_many_requests');
    expect(error.message).toMatch(/^Muitas tentativas\./);
    // The client reads the wait from Retry-After (the portal says it).
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    // Another account is not held up.
    await expect(anon().api.auth.login({ email: EMAILS.admin, password: DEMO_PASSWORD })).resolves.toMatchObject({ email: EMAILS.admin });
    at(limit * 1000 + seconds * 1000);
    await expect(anon().api.auth.login({ email: EMAILS.user, password: DEMO_PASSWORD })).resolves.toMatchObject({ email: EMAILS.user });
  });

  it('emails without an account are counted the same (a 429 tells nothing about which exist)', async () => {
    for (let i = 0; i < limit; i++) expect((await login('ninguem@exemplo.demo', 'errada')).status).toBe(401);
    await expectTooMany(await login('NINGUEM@exemplo.demo', 'errada'), 60);
  });

  it("one client's wrong passwords are counted across accounts, and its own good login does not clear them", async () => {
    const perClient = THROTTLE_RULES.loginClient.limit;
    let failures = 0;
    for (let n = 0; failures < perClient - 1; n++) {
      for (let i = 0; i < limit && failures < perClient - 1; i++, failures++)
        expect((await login(`alvo${n}@exemplo.demo`, 'errada')).status).toBe(401);
    }
    // The attacker's own account, signed in right: the client's count stays.
    expect((await login(EMAILS.provider, DEMO_PASSWORD)).status).toBe(200);
    expect((await login('mais-um@exemplo.demo', 'errada')).status).toBe(401);
    await expectTooMany(await login(EMAILS.admin, DEMO_PASSWORD), 60);
    // The client is named by a header the HTTP layer sets from the connection's remote address. Under
    // msw it stands for another client; over HTTP a caller cannot choose it.
    const spoofed = await login(EMAILS.admin, DEMO_PASSWORD, { [CLIENT_HEADER]: '203.0.113.9' });
    if (OVER_HTTP) await expectTooMany(spoofed, 60);
    else expect(spoofed.status).toBe(200);
    at(MINUTE);
    expect((await login(EMAILS.admin, DEMO_PASSWORD)).status).toBe(200);
  });

  it('a reset of the demo data starts the counts over', async () => {
    for (let i = 0; i < limit; i++) await login(EMAILS.user, 'errada');
    await expectTooMany(await login(EMAILS.user, DEMO_PASSWORD), 60);
    const { setScenario } = await import('../data');
    await setScenario('default');
    expect((await login(EMAILS.user, DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('throttled reset and recovery', () => {
  it('the eleventh failed reset from one client within a minute is 429, even with a good token', async () => {
    await anon().api.auth.requestPasswordRecovery({ email: EMAILS.user });
    const good = resetTokenOf();
    for (let i = 0; i < THROTTLE_RULES.resetClient.limit; i++)
      await expectError(anon().api.auth.resetPassword(`reset-${'0'.repeat(31)}${i}`, { password: 'novaSenha9' }), 404);
    await expectTooMany(await post(`/password/reset/${good}`, JSON.stringify({ password: 'novaSenha9' })), 60);
    await expectError(anon().api.auth.resetPassword(good, { password: 'novaSenha9' }), 429, 'too_many_requests');
    at(MINUTE);
    await expect(anon().api.auth.resetPassword(good, { password: 'novaSenha9' })).resolves.toBe('Senha alterada com sucesso');
  });

  it("attempts on one account's reset tokens are counted per account", async () => {
    await anon().api.auth.requestPasswordRecovery({ email: EMAILS.user });
    const token = resetTokenOf();
    for (let i = 0; i < THROTTLE_RULES.resetAccount.limit; i++) {
      // From ever-new clients (msw) or the one client: the account's count is reached first either way.
      const headers: Record<string, string> = OVER_HTTP ? {} : { [CLIENT_HEADER]: `198.51.100.${i}` };
      expect((await post(`/password/reset/${token}`, JSON.stringify({ password: 'curta' }), headers)).status).toBe(400);
    }
    const headers: Record<string, string> = OVER_HTTP ? {} : { [CLIENT_HEADER]: '198.51.100.200' };
    await expectTooMany(await post(`/password/reset/${token}`, JSON.stringify({ password: 'novaSenha9' }), headers), 60);
  });

  it('recovery mails for one address are limited (existing or not), so nobody floods a mailbox', async () => {
    const { limit, windowMs } = THROTTLE_RULES.recoveryAccount;
    for (const email of [EMAILS.user, 'ninguem@exemplo.demo']) {
      for (let i = 0; i < limit; i++)
        await expect(anon().api.auth.requestPasswordRecovery({ email })).resolves.toBe('Email enviado com sucesso!');
      const seconds = await expectTooMany(await post('/password/recovery', JSON.stringify({ email })), windowMs / 1000);
      expect(seconds).toBe(windowMs / 1000);
    }
    expect(readOutbox()).toHaveLength(limit);
    await expect(anon().api.auth.requestPasswordRecovery({ email: EMAILS.admin })).resolves.toBe('Email enviado com sucesso!');
    at(windowMs);
    await expect(anon().api.auth.requestPasswordRecovery({ email: EMAILS.user })).resolves.toBe('Email enviado com sucesso!');
  });
});

describe('a password reset revokes the sessions opened before it', () => {
  it('earlier tokens get 401 Token revogado.; one issued after the reset, in the same millisecond, works', async () => {
    const before = clientAs('user');
    await expect(before.api.auth.validateJwt()).resolves.toBe(true);
    at(1000);
    await anon().api.auth.requestPasswordRecovery({ email: EMAILS.user });
    await anon().api.auth.resetPassword(resetTokenOf(), { password: 'novaSenha9' });
    const error = await expectError(before.api.auth.validateJwt(), 401, 'unauthorized');
    expect(error.message).toBe('Token revogado.');
    await expectError(before.api.apps.list(), 401);
    expect(before.unauthorized).toHaveLength(2);
    // Same (frozen) millisecond as the reset.
    const session = await anon().api.auth.login({ email: EMAILS.user, password: 'novaSenha9' });
    await expect(clientAs({ token: session.token }).api.auth.validateJwt()).resolves.toBe(true);
    await expect(clientAs({ token: issueToken(accountOf('user')) }).api.auth.validateJwt()).resolves.toBe(true);
    // Other accounts keep their sessions.
    await expect(clientAs('admin').api.auth.validateJwt()).resolves.toBe(true);
  });
});

describe(`passwords of at least ${MIN_PASSWORD_LENGTH} characters where one is set`, () => {
  const short = 'x'.repeat(MIN_PASSWORD_LENGTH - 1);
  it('sign-up refuses a shorter one with a field error', async () => {
    const error = await expectError(
      anon().api.auth.signUp({
        name: 'Lúcia',
        email: 'lucia@exemplo.demo',
        password: short,
        confirmPassword: short,
        occupation: 'contador',
      }),
      400,
      'validation',
    );
    expect(error.fieldErrors).toEqual({ password: PASSWORD_TOO_SHORT });
    expect(PASSWORD_TOO_SHORT).toBe('A senha deve ter pelo menos 8 caracteres.');
  });
  it('a reset refuses a shorter one, and the link still works after', async () => {
    await anon().api.auth.requestPasswordRecovery({ email: EMAILS.user });
    const token = resetTokenOf();
    const error = await expectError(anon().api.auth.resetPassword(token, { password: short }), 400, 'validation');
    expect(error.fieldErrors).toEqual({ password: PASSWORD_TOO_SHORT });
    await expect(anon().api.auth.resetPassword(token, { password: `${short}y` })).resolves.toBe('Senha alterada com sucesso');
  });
  it("an admin's new account refuses a shorter one", async () => {
    const body = {
      email: 'novo@exemplo.demo',
      password: short,
      name: 'Novo',
      phone: '(11) 90000-0000',
      role: 'MARKETPLACE_USER',
      accountsStatus: 'ATIVO',
    } as const;
    const error = await expectError(clientAs('admin').api.account.create(body), 400, 'validation');
    expect(error.fieldErrors).toMatchObject({ password: PASSWORD_TOO_SHORT });
  });
  it('sign-in still takes an older, shorter password', async () => {
    const passwordHash = await hashPassword('abc');
    await db.accounts.update((q) => q.where({ email: EMAILS.user }), { data: (a) => void (a.passwordHash = passwordHash) });
    await expect(anon().api.auth.login({ email: EMAILS.user, password: 'abc' })).resolves.toMatchObject({ email: EMAILS.user });
  });
});

describe('bodies nested past a sane depth', () => {
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  it(`one level past ${MAX_JSON_DEPTH} is 400 on the body, not a validation of its fields`, async () => {
    const response = await post('/auth/login', nested(MAX_JSON_DEPTH + 1));
    expect(response.status).toBe(400);
    const body = v.parse(ErrorBodySchema, await response.json());
    expect(body.code).toBe('validation');
    expect(body.fieldErrors?.body).toContain(String(MAX_JSON_DEPTH));
    // At the limit the body is read and its fields checked as usual.
    const atLimit = v.parse(ErrorBodySchema, await (await post('/auth/login', nested(MAX_JSON_DEPTH))).json());
    expect(atLimit.fieldErrors?.body).toBeUndefined();
  });

  // Over HTTP the body is parsed and re-serialised (express.json, mswMiddleware) before any
  // handler, so the HTTP layer checks the depth as it reads the body (http/app.ts); under msw the handler
  // reads the text itself (lib/body.ts `jsonDepth`). Either way: 400, never a stack overflow.
  it('10,000 levels are 400, not a stack overflow', async () => {
    for (const text of [nested(10_000), `${'['.repeat(10_000)}${']'.repeat(10_000)}`]) {
      const response = await post('/auth/login', text);
      expect(response.status).toBe(400);
      expect(v.parse(ErrorBodySchema, await response.json()).code).toBe('validation');
    }
  });
});
