import { createStore } from 'jotai';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiConfig, ClientHooks } from '@portal-fiscal/api-client';
import { sessionAtom } from './session';
import { takeEarlyCall } from './earlyCalls';
import { createUnauthorizedHandler } from './unauthorized';
import type { DemoInfo } from './demo';

export type JotaiStore = ReturnType<typeof createStore>;
export type LogoutReason = 'unauthorized';

/**
 * Everything the running portal shares: one per page load (or per story/test). The contract's calls
 * are not here: each feature builds the resources it uses with `useResource` (lib/api.ts), so the
 * start-up carries no call, no schema and no http library.
 */
export interface AppRuntime {
  config: ApiConfig;
  /** How every call gets its token, reports a 401, and waits for a backend still starting (the demo's). */
  clientHooks: ClientHooks;
  store: JotaiStore;
  /**
   * The query cache: created by the query layer (lib/QueryLayer.tsx, a chunk of its own) when the first
   * screen renders, or given by a story or test. Null until then.
   */
  queryClient: QueryClient | null;
  demo: DemoInfo | null;
  /**
   * Clears the session and every cached answer, then goes to /login (with `?auth=` when a reason is given).
   * 'Sair' goes through lib/signOut.ts, which also ends the token on the server.
   */
  logout: (reason?: LogoutReason) => void;
  /**
   * How long a toast stays before it closes by itself, in ms: the spec's 3 seconds, or undefined for the
   * Toaster's own default (the same). Stories hold toasts until they are closed (Infinity), so whether a
   * picture shows one never depends on how long a story took.
   */
  toastDuration?: number;
}

export interface RuntimeOptions {
  config: ApiConfig;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  demo?: DemoInfo | null;
  /** Resolves once the backend can answer (the demo's mock backend starts beside the first render). */
  backendReady?: Promise<unknown>;
  store?: JotaiStore;
  queryClient?: QueryClient | null;
  /** AppRuntime.toastDuration. */
  toastDuration?: number;
}

export function createAppRuntime({
  config,
  navigate,
  demo = null,
  backendReady,
  store = createStore(),
  queryClient = null,
  toastDuration,
}: RuntimeOptions): AppRuntime {
  const logout = (reason?: LogoutReason) => {
    store.set(sessionAtom, null);
    runtime.queryClient?.clear();
    navigate(reason ? `/login?auth=${reason}` : '/login', { replace: true });
  };
  const onUnauthorized = createUnauthorizedHandler(() => logout('unauthorized'));

  const clientHooks: ClientHooks = {
    getToken: () => store.get(sessionAtom)?.token ?? null,
    // A 401 while signed in means the token died: log out once. A 401 without a session (a wrong
    // password on the login form) is the form's business.
    onUnauthorized: () => {
      if (store.get(sessionAtom)) onUnauthorized();
    },
    ...(backendReady ? { ready: () => backendReady } : {}),
    // The first screen's calls that index.html already asked for (production builds: build/earlyCalls.ts).
    early: (request) => takeEarlyCall(request),
    // Development, the demo and `npm run preview`: an answer that breaks the contract is also described in
    // the console (docs/contract.md). A build-time condition, so a production bundle does not carry it.
    ...(import.meta.env.DEV || import.meta.env.MODE === 'demo' || import.meta.env.VITE_REPORT_CONTRACT_DRIFT === 'true'
      ? {
          onContractDrift: (source, issues, schema) =>
            void import('@portal-fiscal/api-client/drift').then(({ reportDrift }) => reportDrift(source, issues, schema)),
        }
      : {}),
  };

  const runtime: AppRuntime = {
    config,
    clientHooks,
    store,
    queryClient,
    demo,
    logout,
    ...(toastDuration === undefined ? {} : { toastDuration }),
  };
  return runtime;
}
