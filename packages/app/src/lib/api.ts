import { createHttp, type Http } from '@portal-fiscal/api-client';
import type { AppRuntime } from './runtime';
import { useRuntime } from './services';

/**
 * The contract, one resource at a time. A feature asks for the resources it calls
 * (`useResource(dashboardCalls)`), so each resource's schemas travel in the chunk of the pages that
 * use them, and the http layer (ky) loads with the first page that calls anything, not at start-up.
 */
export type Resource<T> = (http: Http) => T;

const https = new WeakMap<AppRuntime, Http>();
const resources = new WeakMap<AppRuntime, Map<Resource<unknown>, unknown>>();

/** The calls of one resource for this runtime, built once and shared by every caller. */
export function resourceOf<T>(runtime: AppRuntime, resource: Resource<T>): T {
  let http = https.get(runtime);
  if (!http) {
    http = createHttp(runtime.config, runtime.clientHooks);
    https.set(runtime, http);
  }
  let built = resources.get(runtime);
  if (!built) {
    built = new Map();
    resources.set(runtime, built);
  }
  if (!built.has(resource)) built.set(resource, resource(http));
  return built.get(resource) as T;
}

/** `resourceOf` for the running portal, inside a component or hook. */
export const useResource = <T>(resource: Resource<T>): T => resourceOf(useRuntime(), resource);
