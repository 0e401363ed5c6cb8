/**
 * The app's single door to the mock backend. main.tsx imports this file dynamically, and only
 * when VITE_ENABLE_MOCKS is 'true', so a production build with mocks off contains none of it.
 */
import type { ApiConfig } from '@portal-fiscal/api-client';
import { readOutbox } from '@portal-fiscal/mocks';
import {
  SCENARIOS,
  getBehaviour,
  getStartInfo,
  resetDemoData,
  scenarioFromUrl,
  setScenario,
  startMockBackend,
  updateBehaviour,
} from '@portal-fiscal/mocks/browser';
import { allowOwnScript } from '@portal-fiscal/ui/trustedTypes';
import type { DemoBackend } from '../lib/demo';

/**
 * Where a mock-backend redirect ends. Behind the service worker Chromium follows the mocked 302 but
 * reports `redirected: false`, so the final address is read from `response.url` alone.
 */
export async function followRedirect(url: string): Promise<string> {
  const response = await fetch(url, { redirect: 'follow' });
  return response.url && response.url !== url ? response.url : url;
}

/** The demo's view of the mock backend; `openExternal` is how a backend redirect is followed. */
export function createDemoBackend(openExternal: DemoBackend['openExternal']): DemoBackend {
  return {
    openExternal,
    controls: {
      scenarios: SCENARIOS,
      getBehaviour,
      setScenario,
      updateBehaviour,
      resetDemoData,
      readOutbox: () => readOutbox().map(({ to, subject, body, link, createdAt }) => ({ to, subject, body, link, createdAt })),
      startInfo: getStartInfo,
    },
  };
}

export async function startMocks(config: ApiConfig): Promise<DemoBackend> {
  // msw registers its worker by a plain string: the deployment's Trusted Types let exactly that address
  // of this origin through (docs/deployment.md).
  allowOwnScript('/mockServiceWorker.js');
  await startMockBackend({
    urls: { server: config.serverUrl, apiNode: config.apiNodeUrl, assets: config.assetsUrl, news: config.newsUrl },
    // `?scenario=` wins; without it a saved demo resumes where it was.
    scenario: scenarioFromUrl(window.location.search),
    persist: true,
  });
  // For scripts that call the mock backend by themselves (tests, benchmarks): the demo paints before
  // the backend answers, and this says when it does. (A performance mark is set too, but fake clocks
  // such as Playwright's replace the performance timeline.)
  document.documentElement.dataset.mockBackend = 'ready';
  return createDemoBackend(async (url) => {
    window.location.assign(await followRedirect(url));
  });
}
