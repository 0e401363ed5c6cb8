import type { ApiConfig } from './config';
import { createHttp, type ClientHooks } from './http';
import { authCalls } from './resources/auth';

/**
 * The whole contract, grouped by resource. One instance per app; every call is typed and every
 * answer parsed with valibot into clean domain types.
 */
export function createApiClient(config: ApiConfig, hooks: ClientHooks) {
  const http = createHttp(config, hooks);
  return {
    config,
    auth: authCalls(http),
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
