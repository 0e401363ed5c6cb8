/**
 * The sign-in screen rendered at build time (build/prerender.ts runs this module in Node after the
 * client build): index.html carries its markup, so a first visit to /login paints the form from the
 * HTML itself, before any script has arrived, and the entry then hydrates it (main.tsx).
 *
 * It renders exactly what the client's first render of /login is: the same providers and route table,
 * pt-BR, no session, an address without a query string; in the demo, the demo accounts' hint. Where a
 * first visit differs (a stored session or language, a query string), index.html keeps its plain
 * splash and the entry renders as usual (see `FIRST_SCREEN` and build/prerender.ts).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStore } from 'jotai';
import { ConfigError, type ApiConfig } from '@portal-fiscal/api-client';
import { AppProviders, AppRoutes } from './App';
import { createI18n, DEFAULT_LOCALE } from './i18n';
import { loadConfig } from './lib/config';
import { createAppRuntime } from './lib/runtime';
import { settled, type DemoInfo } from './lib/demo';
import { preloadRoute, routeForPath } from './routes';
import { SESSION_KEY } from './lib/session';
import { LOCALE_KEY } from './lib/locale';
import { paths } from './paths';

/** When index.html may show the prerendered screen: read by its inline scripts before anything renders. */
export const FIRST_SCREEN = {
  /** The addresses whose first screen is the sign-in form (without a query string). */
  paths: [paths.root, paths.login],
  /** Either storage holding a session means the visit is not a signed-out one. */
  sessionKey: SESSION_KEY,
  /** A stored language other than this one means the screen would not be the same. */
  localeKey: LOCALE_KEY,
  locale: DEFAULT_LOCALE,
} as const;

/**
 * Backend addresses for a build that has none: a production build takes them from the deployment
 * (deploy/configure.sh), and the sign-in screen's markup shows none (the social sign-in address is made
 * on click, from the configuration the browser loaded).
 */
const UNCONFIGURED: Record<string, string> = {
  VITE_SERVER_URL: 'https://server.invalid',
  VITE_API_NODE_URL: 'https://api-node.invalid',
  VITE_ASSETS_URL: 'https://assets.invalid',
  VITE_NEWS_URL: 'https://news.invalid',
};

/**
 * The markup of the sign-in screen's first render (what `hydrateRoot` expects to find in #root), or null
 * when the build's own configuration is invalid (the entry shows its configuration error page instead).
 */
export async function renderSignIn(): Promise<string | null> {
  let config: ApiConfig;
  try {
    const built: Record<string, unknown> = { ...import.meta.env };
    for (const [name, value] of Object.entries(UNCONFIGURED)) if (!built[name]) built[name] = value;
    config = loadConfig(built);
  } catch (error) {
    if (error instanceof ConfigError) return null;
    throw error;
  }
  const { i18n, ready } = createI18n(DEFAULT_LOCALE);
  await ready;
  const route = routeForPath(paths.login);
  if (!route) throw new Error('no route for /login');
  await preloadRoute(route, i18n);
  let demo: DemoInfo | null = null;
  if (import.meta.env.VITE_ENABLE_MOCKS === 'true') {
    const { demoAccounts } = await import('./bootstrap/demoAccounts');
    // The backend never answers at build time; nothing in the first render waits for it.
    demo = { accounts: settled(demoAccounts), backend: new Promise(() => {}) };
  }
  const runtime = createAppRuntime({ config, navigate: () => {}, demo, store: createStore() });
  // The same tree as main.tsx renders (StrictMode and `onFirstScreen` included), so hydration matches.
  return renderToString(
    <StrictMode>
      <AppProviders runtime={runtime} i18n={i18n} ssrPath={paths.login}>
        <AppRoutes onFirstScreen={() => {}} />
      </AppProviders>
    </StrictMode>,
  );
}
