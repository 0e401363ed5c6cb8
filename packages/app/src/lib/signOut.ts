import { authCalls, createHttp } from '@portal-fiscal/api-client';
import { sessionAtom } from './session';
import type { AppRuntime } from './runtime';

/**
 * 'Sair': signs out locally at once (runtime.logout: the session and every cached answer forgotten, then
 * /login), and then ends the token's session on the server, `POST {server}/auth/logout`, so a copy of it (a
 * leaked address, a shared machine's storage) stops working at once instead of for the rest of its lifetime.
 * Whatever that answer (a 401 for a token already dead, a 404 from a backend without the call, no network),
 * nothing more happens: the local sign-out never waits on it. A logout for a 401 (runtime.logout('unauthorized'))
 * does not come here: that token is already dead.
 *
 * Imported by the signed-in shell, beside the calls it already makes: the start-up carries none of it.
 */
export function signOut(runtime: AppRuntime): Promise<void> {
  const token = runtime.store.get(sessionAtom)?.token ?? null;
  runtime.logout();
  if (!token) return Promise.resolve();
  const { ready } = runtime.clientHooks;
  // A client of its own: its 401 must not reach the runtime's unauthorized path (nobody is signed in now).
  return authCalls(createHttp(runtime.config, { getToken: () => token, ...(ready ? { ready } : {}) }))
    .logout()
    .then(
      () => undefined,
      () => undefined,
    );
}
