import type { HttpHandler } from 'msw';
import { DEMO_BASE_URLS, defaultPortalOrigins, type MockBaseUrls, type MockHandlerOptions } from '../config';
import { accountHandlers } from './account';
import { appMediasHandlers } from './appMedias';
import { appsHandlers } from './apps';
import { authHandlers } from './auth';
import { categoriesHandlers } from './categories';
import { categoryRelationshipsHandlers } from './categoryRelationships';
import { dashboardHandlers } from './dashboard';
import { leisHandlers } from './leis';
import { mainFunctionalitiesHandlers } from './mainFunctionalities';
import { newsHandlers } from './news';
import { providersHandlers } from './providers';
import { providerTypesHandlers } from './providerTypes';
import { routeByOrigin } from './router';
import { ratingsHandlers } from './ratings';
import { subcategoriesHandlers } from './subcategories';
import { uploadsHandlers } from './uploads';

/**
 * Every operation of the simulated backend, keyed `resource.operation` (the same names as the api-client
 * calls). A story overrides one operation by key: `parameters.msw.handlers = { 'auth.login': http.post(...) }`.
 */
export function createMockHandlers(urls: MockBaseUrls = DEMO_BASE_URLS, options: MockHandlerOptions = {}) {
  // Resolved once here: in a page, its origin when the handlers are made (see defaultPortalOrigins).
  const portalOrigins = options.portalOrigins ?? defaultPortalOrigins();
  // The router (handlerList) tries the handlers of a method and origin in this order: the marketplace's
  // app routes, the busiest, come first.
  return {
    ...appsHandlers(urls),
    ...authHandlers(urls, { portalOrigins }),
    ...accountHandlers(urls),
    ...dashboardHandlers(urls),
    ...ratingsHandlers(urls),
    ...providersHandlers(urls),
    ...providerTypesHandlers(urls),
    ...categoriesHandlers(urls),
    ...subcategoriesHandlers(urls),
    ...categoryRelationshipsHandlers(urls),
    ...mainFunctionalitiesHandlers(urls),
    ...appMediasHandlers(urls),
    ...leisHandlers(urls),
    ...uploadsHandlers(urls),
    ...newsHandlers(urls),
  } satisfies Record<string, HttpHandler>;
}
export type MockOperation = keyof ReturnType<typeof createMockHandlers>;

/**
 * The whole backend as msw's list of handlers (the demo's worker, the HTTP server, msw/node in tests):
 * one handler that routes each request to the operations of its method and origin (see router.ts). A
 * handler put in front with `use()` still answers first.
 */
export const handlerList = (urls: MockBaseUrls = DEMO_BASE_URLS, options: MockHandlerOptions = {}): HttpHandler[] => [
  routeByOrigin(Object.values(createMockHandlers(urls, options))),
];
