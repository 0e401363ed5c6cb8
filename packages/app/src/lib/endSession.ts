import type { ApiConfig } from '@portal-fiscal/api-client';

/**
 * 'Sair' on the server: `POST {server}/auth/logout` with the session's own token, so a copy of it (a
 * leaked address, a shared machine's storage) stops working at once instead of for the rest of its
 * lifetime. The portal has already forgotten the session when this runs, and whatever the answer (a 401 for
 * a token already dead, a 404 from a backend without the call, no network) nothing more happens: the
 * local sign-out never waits on it. The contract is loaded here, on demand, so the start-up carries none of it.
 */
export async function endServerSession(config: ApiConfig, token: string, ready?: () => Promise<unknown>): Promise<void> {
  try {
    const { authCalls, createHttp } = await import('@portal-fiscal/api-client');
    // A client of its own: its 401 must not reach the runtime's unauthorized path (nobody is signed in).
    await authCalls(createHttp(config, { getToken: () => token, ...(ready ? { ready } : {}) })).logout();
  } catch {
    // Signed out locally all the same.
  }
}
