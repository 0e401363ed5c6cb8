import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import '@portal-fiscal/ui';
import { ConfigError, type ApiConfig } from '@portal-fiscal/api-client';
import { AppProviders, AppRoutes } from './App';
import { createI18n, isLocale } from './i18n';
import { loadConfig } from './lib/config';
import { createAppRuntime } from './lib/runtime';
import type { DemoInfo } from './lib/demo';
import { ConfigErrorPage } from './features/layout/ConfigErrorPage';

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
  const i18n = createI18n(storedLocale());
  let config: ApiConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    root.render(<ConfigErrorPage i18n={i18n} issues={error.issues} />);
    return;
  }

  let demo: DemoInfo | null = null;
  // Statically false in a build with mocks off: the bundler drops this branch and the mocks chunk with it.
  if (import.meta.env.VITE_ENABLE_MOCKS === 'true' && config.enableMocks) {
    const { startMocks } = await import('./bootstrap/mocks');
    demo = await startMocks(config);
  }

  const runtime = createAppRuntime({ config, demo, navigate });
  root.render(
    <StrictMode>
      <AppProviders runtime={runtime} i18n={i18n}>
        <AppRoutes />
      </AppProviders>
    </StrictMode>,
  );
}

void boot();
