import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authCalls, dashboardCalls, parseConfig } from '@portal-fiscal/api-client';
import { db, issueToken, setScenario, updateBehaviour } from '@portal-fiscal/mocks';
import { createMockServer } from '@portal-fiscal/mocks/node';
import { resourceOf } from '../lib/api';
import { createAppRuntime } from '../lib/runtime';
import { sessionAtom } from '../lib/session';
import { sessionFromAuth } from '../lib/sessionFrom';
import { MOCK_BACKEND_ENV } from '../testing/mockBackendEnv';

/**
 * The 401 path end to end below the UI (spec 01 §6): the real runtime and api-client against the
 * mock backend. Any 401 while signed in logs out once, 100 ms later, to /login?auth=unauthorized,
 * however many calls fail together.
 */
const config = parseConfig(MOCK_BACKEND_ENV);
const server = createMockServer();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signedInRuntime(email = 'admin@portalfiscal.demo') {
  const navigate = vi.fn();
  const runtime = createAppRuntime({ config, navigate });
  const account = db.accounts.findFirst((q) => q.where({ email }));
  if (!account) throw new Error(`seed has no ${email}`);
  runtime.store.set(
    sessionAtom,
    sessionFromAuth(
      { token: await issueToken(account), email, name: account.name, role: account.role, profilePicture: account.profilePicture || null },
      true,
    ),
  );
  return { runtime, navigate };
}

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(async () => {
  await setScenario('default');
});
afterEach(() => {
  updateBehaviour({ expireAllTokens: false });
  server.resetHandlers();
});
afterAll(() => server.close());

describe('the 401 path', () => {
  it('several calls failing together log out once, after 100 ms, to /login?auth=unauthorized', async () => {
    const { runtime, navigate } = await signedInRuntime();
    updateBehaviour({ expireAllTokens: true });
    const auth = resourceOf(runtime, authCalls);
    const dashboard = resourceOf(runtime, dashboardCalls);
    const results = await Promise.allSettled([auth.validateJwt(), dashboard.shortcuts(), dashboard.selic(), dashboard.taxCounter()]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
    // Not yet: the logout waits 100 ms.
    expect(navigate).not.toHaveBeenCalled();
    expect(runtime.store.get(sessionAtom)).not.toBeNull();
    await sleep(150);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login?auth=unauthorized', { replace: true });
    expect(runtime.store.get(sessionAtom)).toBeNull();
    // Late failures of the same burst change nothing.
    await sleep(150);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('a valid token makes no logout', async () => {
    const { runtime, navigate } = await signedInRuntime('usuario@portalfiscal.demo');
    await expect(resourceOf(runtime, authCalls).validateJwt()).resolves.toBe(true);
    await sleep(150);
    expect(navigate).not.toHaveBeenCalled();
    expect(runtime.store.get(sessionAtom)?.email).toBe('usuario@portalfiscal.demo');
  });

  it('a 401 without a session (a wrong password) is the form’s business: no logout', async () => {
    const navigate = vi.fn();
    const runtime = createAppRuntime({ config, navigate });
    await expect(resourceOf(runtime, authCalls).login({ email: 'admin@portalfiscal.demo', password: 'errada' })).rejects.toMatchObject({
      status: 401,
    });
    await sleep(150);
    expect(navigate).not.toHaveBeenCalled();
  });
});
