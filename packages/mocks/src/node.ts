import { setupServer } from 'msw/node';
import { DEMO_BASE_URLS, type MockBaseUrls } from './config';
import { handlerList } from './handlers';
import { setStrictContract } from './lib/responses';

export interface MockServerOptions {
  /**
   * Check every answer whole against the client's wire schema (default true under msw/node: tests
   * should catch any drift). See `strictContract` in lib/responses.ts.
   */
  strictContract?: boolean;
  /**
   * The portal origins a social sign-in may redirect to (see MockHandlerOptions). None by default: outside
   * a page there is no portal, so a test that signs in socially names the origin it redirects to.
   */
  portalOrigins?: readonly string[];
}

/** The same handlers under `msw/node`, for vitest. */
export const createMockServer = (urls: MockBaseUrls = DEMO_BASE_URLS, options: MockServerOptions = {}) => {
  setStrictContract(options.strictContract ?? true);
  return setupServer(...handlerList(urls, { portalOrigins: options.portalOrigins ?? [] }));
};
