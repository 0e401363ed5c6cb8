import type { HttpHandler } from 'msw';
import { DEMO_BASE_URLS, type MockBaseUrls } from '../config';
import { authHandlers } from './auth';

/**
 * Every operation of the simulated backend, keyed `resource.operation`. A story overrides one
 * operation by key: `parameters.msw.handlers = { 'auth.login': http.post(...) }`.
 */
export function createMockHandlers(urls: MockBaseUrls = DEMO_BASE_URLS) {
  return {
    ...authHandlers(urls),
  } satisfies Record<string, HttpHandler>;
}
export type MockOperation = keyof ReturnType<typeof createMockHandlers>;

export const handlerList = (urls: MockBaseUrls = DEMO_BASE_URLS): HttpHandler[] => Object.values(createMockHandlers(urls));
