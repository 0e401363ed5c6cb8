import { allowOwnScript as allow } from './lib/trustedTypes';

/**
 * Lets a library load the script at `path` of this portal's own origin by a plain string under the
 * deployment's Trusted Types, through the `default` policy (src/lib/trustedTypes.ts): the demo's mock
 * service worker, which msw registers by its address. Throws for another origin.
 */
export function allowOwnScript(path: string): void {
  allow(path);
}
