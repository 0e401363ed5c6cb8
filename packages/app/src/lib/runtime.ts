import { createStore } from 'jotai';
import type { QueryClient } from '@tanstack/react-query';
import { createApiClient, type ApiClient, type ApiConfig } from '@portal-fiscal/api-client';
import { sessionAtom } from '../features/auth/session';
import { createUnauthorizedHandler } from '../features/auth/unauthorized';
import type { DemoInfo } from './demo';
import { createQueryClient } from './queryClient';

export type JotaiStore = ReturnType<typeof createStore>;
export type LogoutReason = 'unauthorized';

/** Everything the running portal shares: one per page load (or per story/test). */
export interface AppRuntime {
  config: ApiConfig;
  api: ApiClient;
  store: JotaiStore;
  queryClient: QueryClient;
  demo: DemoInfo | null;
  /** Clears the session and every cached answer, then goes to /login (with `?auth=` when a reason is given). */
  logout: (reason?: LogoutReason) => void;
  /** Starts a social sign-in: the identity provider sends the browser back to /login?token=... */
  signInWith: (provider: 'google' | 'linkedin') => void;
}

export interface RuntimeOptions {
  config: ApiConfig;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  demo?: DemoInfo | null;
  store?: JotaiStore;
  queryClient?: QueryClient;
}

export function createAppRuntime({ config, navigate, demo = null, store = createStore(), queryClient = createQueryClient() }: RuntimeOptions): AppRuntime {
  const logout = (reason?: LogoutReason) => {
    store.set(sessionAtom, null);
    queryClient.clear();
    navigate(reason ? `/login?auth=${reason}` : '/login', { replace: true });
  };
  const onUnauthorized = createUnauthorizedHandler(() => logout('unauthorized'));

  const api = createApiClient(config, {
    getToken: () => store.get(sessionAtom)?.token ?? null,
    // A 401 while signed in means the token died: log out once. A 401 without a session (a wrong
    // password on the login form) is the form's business.
    onUnauthorized: () => {
      if (store.get(sessionAtom)) onUnauthorized();
    },
  });

  const signInWith = (provider: 'google' | 'linkedin') => {
    const url = api.auth.socialSignInUrl(provider, `${window.location.origin}/login`);
    // A real backend is left by a full navigation; the in-browser one is followed by the demo.
    if (demo) void demo.openExternal(url);
    else window.location.assign(url);
  };

  return { config, api, store, queryClient, demo, logout, signInWith };
}
