import type { Config } from 'dompurify';

/**
 * Trusted Types, as the deployment's Content-Security-Policy asks for them:
 * `require-trusted-types-for 'script'; trusted-types portal-fiscal default portal-fiscal-intl`
 * (docs/deployment.md). The browser then refuses a plain string at every sink that can run script
 * (`innerHTML`, `DOMParser`, a script's or a service worker's address), and no policy but these can be
 * made: the two below, and `portal-fiscal-intl`, which the page's head script makes before any module
 * runs, for the one address of its intl warm-up worker (packages/app/build/prerender.ts).
 *
 * `portal-fiscal` is the portal's own policy, for the two places that hand the browser a backend's markup:
 * - parsed into an inert document, never into the page (`parseInert`: a lei card's text);
 * - parsed by DOMPurify and returned sanitised (`portalPolicy()` as its `TRUSTED_TYPES_POLICY`, in
 *   LeiSection/sanitize.ts: a lei's text).
 * The policy never leaves the ui package: no package entry exports this module's `portalPolicy`.
 *
 * `default` is the one the browser asks about a plain string that a library writes by itself. It lets
 * through exactly the strings of its lists and refuses (and reports) everything else:
 * - LIBRARY_MARKUP: Radix Select's `<style>` hiding its viewport's scroll bar, written through innerHTML
 *   (`allowLibraryMarkup`, called by the Select);
 * - script addresses of this origin named by `allowOwnScript` (src/trustedTypes.ts, the package entry
 *   `@portal-fiscal/ui/trustedTypes`): the demo's mock service worker, which msw registers by a string.
 * Where the browser has no Trusted Types (Firefox, Safari; Node when prerendering) nothing changes.
 */

/** A Trusted Types policy, as DOMPurify's `TRUSTED_TYPES_POLICY` option takes it (the standard's types). */
export type PortalPolicy = NonNullable<Config['TRUSTED_TYPES_POLICY']>;

interface TrustedTypePolicyFactory {
  createPolicy(
    name: string,
    rules: { createHTML(input: string): string | null; createScriptURL(input: string): string | null },
  ): PortalPolicy;
}

const policyFactory = (): TrustedTypePolicyFactory | undefined =>
  typeof window === 'undefined' ? undefined : (window as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;

let policy: PortalPolicy | null | undefined;

/** The portal's policy, made once on first use; null where the browser has no Trusted Types. */
export function portalPolicy(): PortalPolicy | null {
  if (policy !== undefined) return policy;
  policy =
    policyFactory()?.createPolicy('portal-fiscal', {
      // Markup is only ever handed to an inert parse (DOMParser; DOMPurify's own parse) or is DOMPurify's
      // output: the two callers above are the whole list.
      createHTML: (input) => input,
      // DOMPurify asks for the factory; the portal never makes a script address with it.
      createScriptURL: () => {
        throw new TypeError('Trusted Types: the portal-fiscal policy makes no script address.');
      },
    }) ?? null;
  return policy;
}

/** `html` parsed into an inert document (no script runs, nothing loads), for reading its text. */
export function parseInert(html: string): Document {
  const trusted = portalPolicy()?.createHTML(html);
  // DOMParser's DOM types predate Trusted Types; the browser takes the TrustedHTML as it is.
  return new DOMParser().parseFromString((trusted ?? html) as string, 'text/html');
}

/** The markup libraries write by themselves, whole and exact: Radix Select's viewport style. */
export const LIBRARY_MARKUP: ReadonlySet<string> = new Set([
  '[data-radix-select-viewport]{scrollbar-width:none;-ms-overflow-style:none;-webkit-overflow-scrolling:touch;}[data-radix-select-viewport]::-webkit-scrollbar{display:none}',
]);

/** Absolute addresses of this origin's scripts that a library may load by a string (allowOwnScript). */
const ownScripts = new Set<string>();
let defaultPolicyMade = false;

function makeDefaultPolicy(): void {
  if (defaultPolicyMade) return;
  defaultPolicyMade = true;
  policyFactory()?.createPolicy('default', {
    createHTML: (input) => (LIBRARY_MARKUP.has(input) ? input : null),
    createScriptURL: (input) => {
      const url = new URL(input, window.location.href).href;
      return ownScripts.has(url) ? url : null;
    },
  });
}

/** Lets a library write LIBRARY_MARKUP (called by the component that uses it, before it renders). */
export function allowLibraryMarkup(): void {
  makeDefaultPolicy();
}

/**
 * Lets a library load the script at `path` of this origin by a plain string (a service worker's
 * `register()`). Another origin is never allowed.
 */
export function allowOwnScript(path: string): void {
  const url = new URL(path, typeof window === 'undefined' ? 'http://localhost/' : window.location.href);
  if (typeof window !== 'undefined' && url.origin !== window.location.origin)
    throw new TypeError(`Trusted Types: ${url.origin} is not this portal's origin.`);
  ownScripts.add(url.href);
  makeDefaultPolicy();
}
