/**
 * The app's single door to the mock backend. main.tsx imports this file dynamically, and only
 * when VITE_ENABLE_MOCKS is 'true', so a production build with mocks off contains none of it.
 */
import type { ApiConfig } from '@portal-fiscal/api-client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isScenarioName } from '@portal-fiscal/mocks';
import { startMockBackend } from '@portal-fiscal/mocks/browser';
import type { DemoInfo } from '../lib/demo';

export async function startMocks(config: ApiConfig): Promise<DemoInfo> {
  const requested = new URLSearchParams(window.location.search).get('scenario');
  await startMockBackend({
    urls: { server: config.serverUrl, apiNode: config.apiNodeUrl, assets: config.assetsUrl, news: config.newsUrl },
    scenario: isScenarioName(requested) ? requested : 'default',
  });
  return {
    accounts: DEMO_ACCOUNTS,
    password: DEMO_PASSWORD,
    async openExternal(url) {
      const response = await fetch(url, { redirect: 'follow' });
      window.location.assign(response.redirected ? response.url : url);
    },
  };
}
