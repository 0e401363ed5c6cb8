import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
// The theme's global styles only; each component brings its own CSS with the chunk that uses it.
import '@portal-fiscal/ui/theme';
import { ConfigError, type ApiConfig } from '@portal-fiscal/api-client';
import { AppProviders, AppRoutes } from './App';
import { createI18n, DEFAULT_LOCALE, isLocale } from './i18n';
import { loadConfig } from './lib/config';
import { createAppRuntime } from './lib/runtime';
import { preloadRoute, routeForPath } from './routes';
import type { DemoInfo } from './lib/demo';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);

function storedLocale() {
  try {
    const raw = window.localStorage.getItem('portal-fiscal.locale');
    const value: unknown = raw ? JSON.parse(raw) : null;
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

async function boot() {
  // pt-BR's common texts ship with the start-up; a stored English fetches its own first (a small chunk),
  // so the first paint is already in English.
  const { i18n, ready } = createI18n(storedLocale() ?? DEFAULT_LOCALE);
  await ready;
  let config: ApiConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    const { ConfigErrorPage } = await import('./features/layout/ConfigErrorPage');
    root.render(<ConfigErrorPage i18n={i18n} issues={error.issues} />);
    return;
  }

  // The first screen's chunks and dictionaries start downloading now (before the mock backend's, which
  // is bigger), rather than once the query layer around every page has arrived.
  const firstRoute = routeForPath(window.location.pathname);
  if (firstRoute) void preloadRoute(firstRoute, i18n);

  let demo: DemoInfo | null = null;
  // Statically false in a build with mocks off: the bundler drops this branch and the mocks chunks with it.
  // The demo renders at once: the mock backend downloads and starts beside the first screen's chunks,
  // and every call waits for it (`backendReady`), so nothing reaches a backend that is not there yet.
  if (import.meta.env.VITE_ENABLE_MOCKS === 'true' && config.enableMocks) {
    const mockConfig = config;
    demo = {
      accounts: import('./bootstrap/demoAccounts').then((module) => module.demoAccounts),
      backend: import('./bootstrap/mocks').then((module) => module.startMocks(mockConfig)),
    };
  }

  const runtime = createAppRuntime({ config, demo, navigate, backendReady: demo?.backend });
  root.render(
    <StrictMode>
      <AppProviders runtime={runtime} i18n={i18n}>
        <AppRoutes />
      </AppProviders>
    </StrictMode>,
  );
}

void boot();
