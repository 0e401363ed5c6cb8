import type { ApiConfig } from './config';
import { createHttp, type ClientHooks } from './http';
import { accountCalls } from './resources/account';
import { appMediasCalls } from './resources/appMedias';
import { appsCalls } from './resources/apps';
import { authCalls } from './resources/auth';
import { categoriesCalls } from './resources/categories';
import { categoryRelationshipsCalls } from './resources/categoryRelationships';
import { dashboardCalls } from './resources/dashboard';
import { leisCalls } from './resources/leis';
import { mainFunctionalitiesCalls } from './resources/mainFunctionalities';
import { newsCalls } from './resources/news';
import { providersCalls } from './resources/providers';
import { providerTypesCalls } from './resources/providerTypes';
import { ratingsCalls } from './resources/ratings';
import { subcategoriesCalls } from './resources/subcategories';
import { uploadsCalls } from './resources/uploads';

/**
 * The whole contract, grouped by resource. One instance per app; every call is typed and every
 * answer parsed with valibot into clean domain types.
 */
export function createApiClient(config: ApiConfig, hooks: ClientHooks) {
  const http = createHttp(config, hooks);
  return {
    config,
    auth: authCalls(http),
    account: accountCalls(http),
    dashboard: dashboardCalls(http),
    apps: appsCalls(http),
    ratings: ratingsCalls(http),
    providers: providersCalls(http),
    providerTypes: providerTypesCalls(http),
    categories: categoriesCalls(http),
    subcategories: subcategoriesCalls(http),
    categoryRelationships: categoryRelationshipsCalls(http),
    mainFunctionalities: mainFunctionalitiesCalls(http),
    appMedias: appMediasCalls(http),
    leis: leisCalls(http),
    uploads: uploadsCalls(http),
    news: newsCalls(http),
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
