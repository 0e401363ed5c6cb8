import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { authCalls, createHttp, isApiError, parseConfig } from '@portal-fiscal/api-client';
import { DEMO_BASE_URLS, db, issueToken, setScenario } from '@portal-fiscal/mocks';
import { createMockServer } from '@portal-fiscal/mocks/node';
import { createAppRuntime } from '../lib/runtime';
import { signOut } from '../lib/signOut';
import { sessionAtom } from '../lib/session';
import { sessionFromAuth } from '../lib/sessionFrom';
import { MOCK_BACKEND_ENV } from '../testing/mockBackendEnv';

/**
 * 'Sair' below the UI (lib/signOut.ts, what the profile menu's 'Sair' calls): the real runtime and api-client
 * against the mock backend. The session is forgotten
 * and /login opened at once; in the background `POST {server}/auth/logout` ends the token on the server,
 * so a copy of it is refused afterwards. A backend without the call (404), or no answer at all, changes
 * nothing of the local sign-out; a logout for a 401 sends nothing.
 */
const config = parseConfig(MOCK_BACKEND_ENV);
const server = createMockServer();
const logouts: number[] = [];
server.events.on('response:mocked', ({ request, response }) => {
  if (request.url.endsWith('/auth/logout')) logouts.push(response.status);
});

async function signedInRuntime() {
  const navigate = vi.fn();
  const runtime = createAppRuntime({ config, navigate });
  const account = db.accounts.findFirst((q) => q.where({ email: 'usuario@portalfiscal.demo' }));
  if (!account) throw new Error('seed has no usuario@portalfiscal.demo');
  const token = await issueToken(account);
  runtime.store.set(
    sessionAtom,
    sessionFromAuth({ token, email: account.email, name: account.name, role: account.role, profilePicture: null }, true),
  );
  return { runtime, navigate, token };
}
const validates = async (token: string) => {
  try {
    return await authCalls(createHttp(config, { getToken: () => token })).validateJwt();
  } catch (error) {
    return isApiError(error) ? error.status : 'other';
  }
};

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(async () => {
  logouts.length = 0;
  await setScenario('default');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("'Sair'", () => {
  it('signs out locally at once, then ends the token on the server: a copy of it gets 401', async () => {
    const { runtime, navigate, token } = await signedInRuntime();
    await expect(validates(token)).resolves.toBe(true);
    const done = signOut(runtime);
    expect(runtime.store.get(sessionAtom)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    await done;
    expect(logouts).toEqual([200]);
    await expect(validates(token)).resolves.toBe(401);
  });

  it('a backend without the call (404), or one that does not answer, breaks nothing', async () => {
    for (const answer of [
      () => HttpResponse.json({ message: 'Rota não encontrada.', code: 'not_found' }, { status: 404 }),
      () => HttpResponse.error(),
    ]) {
      server.use(http.post(`${DEMO_BASE_URLS.server}/auth/logout`, answer));
      const { runtime, navigate } = await signedInRuntime();
      const done = signOut(runtime);
      expect(runtime.store.get(sessionAtom)).toBeNull();
      expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
      // The background call fails: it resolves all the same, and nothing else happens.
      await expect(done).resolves.toBeUndefined();
      expect(navigate).toHaveBeenCalledTimes(1);
      expect(runtime.store.get(sessionAtom)).toBeNull();
    }
  });

  it("a 401's logout (runtime.logout('unauthorized'), not 'Sair') sends nothing to the server: the token is already dead", async () => {
    const { runtime, navigate } = await signedInRuntime();
    runtime.logout('unauthorized');
    expect(navigate).toHaveBeenCalledWith('/login?auth=unauthorized', { replace: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logouts).toEqual([]);
  });
});
