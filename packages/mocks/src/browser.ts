import { setupWorker } from 'msw/browser';
import { DEMO_BASE_URLS, type MockBaseUrls } from './config';
import { handlerList } from './handlers';
import { setScenario } from './data';
import type { ScenarioName } from './state';

export interface StartOptions {
  urls?: MockBaseUrls;
  scenario?: ScenarioName;
  /** Where the worker script is served (the app's public folder). */
  workerUrl?: string;
}

/** Starts the in-browser backend and resolves once the worker controls the page. */
export async function startMockBackend(options: StartOptions = {}) {
  await setScenario(options.scenario ?? 'default');
  const worker = setupWorker(...handlerList(options.urls ?? DEMO_BASE_URLS));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: options.workerUrl ?? '/mockServiceWorker.js' },
  });
  return worker;
}
