/**
 * Where the simulated backend lives. These fictitious hosts (the reserved `.demo` TLD never resolves)
 * are what the demo build, Storybook and the tests put in `VITE_*_URL`, so a request the mock backend
 * does not answer fails at once instead of reaching a real server.
 */
export const DEMO_BASE_URLS = {
  server: 'https://api.portalfiscal.demo',
  apiNode: 'https://marketplace.portalfiscal.demo',
  assets: 'https://assets.portalfiscal.demo',
  news: 'https://news.portalfiscal.demo',
} as const;

export type MockBaseUrls = { readonly [K in keyof typeof DEMO_BASE_URLS]: string };

/** The fixed "now" of the seed: 2026-11-16 10:00 in America/Sao_Paulo. */
export const SEED_NOW_ISO = '2026-11-16T13:00:00.000Z';
