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

/** How the handlers are set up beyond their bases. */
export interface MockHandlerOptions {
  /**
   * The portal's own origins (`http://127.0.0.1:4782`): the only places a social sign-in may send the
   * browser back to with a token. `*` stands for any loopback origin (`localhost`, `127.0.0.1`, `[::1]`,
   * any port). Default: the page's own origin in a browser (the demo, Storybook), none elsewhere.
   */
  portalOrigins?: readonly string[];
}

/** In a page, its own origin (the portal the in-browser backend serves); outside one, no origin at all. */
export const defaultPortalOrigins = (): readonly string[] =>
  typeof location !== 'undefined' && /^https?:$/.test(location.protocol) ? [location.origin] : [];

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether `url` is an http(s) address on one of `portalOrigins`. Origins are compared whole (scheme, host
 * and port, as `URL` normalises them), never by prefix: `https://portal.example.evil.test` and
 * `https://portal.example@evil.test` are other places. A URL that does not parse is no portal's.
 */
export function isOnPortalOrigin(url: string, portalOrigins: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  // Credentials in a redirect target only serve to disguise where it goes.
  if (parsed.username || parsed.password) return false;
  return portalOrigins.some((entry) => {
    if (entry === '*') return LOOPBACK_HOSTNAMES.has(parsed.hostname);
    try {
      return new URL(entry).origin === parsed.origin;
    } catch {
      return false;
    }
  });
}
