import { DEMO_BASE_URLS } from '@portal-fiscal/mocks';

/** The configuration's variables for the mock backend's own bases (stories, and tests of the runtime below the UI). */
export const MOCK_BACKEND_ENV = {
  VITE_SERVER_URL: DEMO_BASE_URLS.server,
  VITE_API_NODE_URL: DEMO_BASE_URLS.apiNode,
  VITE_ASSETS_URL: DEMO_BASE_URLS.assets,
  VITE_NEWS_URL: DEMO_BASE_URLS.news,
  VITE_NEWS_KEY: 'demo-content-key',
} as const;
