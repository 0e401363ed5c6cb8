import * as v from 'valibot';
import { hasRefusedScheme, isHttpUrl } from '@portal-fiscal/api-client';

/**
 * The form rules of optional address fields, shared by every form that has one (the profile, the admin
 * user forms, the create-app form). The contract decides what is accepted (`isHttpUrl`: http(s) only, the
 * backend refuses the rest too); a form only says why in the user's words: another scheme (`javascript:`,
 * `ftp:`, `//host`) with `scheme`, any other malformed address with `invalid`.
 */

/**
 * A site a reader can open: an http(s) address (the contract's rule, `isHttpUrl`, the same the backend
 * applies) whose host has a dot (a domain) or is localhost.
 */
export function isWebsite(text: string): boolean {
  if (!isHttpUrl(text)) return false;
  const { hostname } = new URL(text);
  return hostname === 'localhost' || /^[^.]+(\.[^.]+)+$/.test(hostname);
}

const optionalAddress = <K extends string>(accept: (text: string) => boolean, scheme: K, invalid: K) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((s: string) => !hasRefusedScheme(s), scheme),
    v.check((s: string) => s === '' || hasRefusedScheme(s) || accept(s), invalid),
  );

/** An optional website (`isWebsite`): blank, or a site with a dotted host. */
export const websiteRule = <K extends string>(scheme: K, invalid: K) => optionalAddress(isWebsite, scheme, invalid);

/** An optional link (a store page, a landing page): blank, or any http(s) address (`isHttpUrl`). */
export const linkRule = <K extends string>(scheme: K, invalid: K) => optionalAddress(isHttpUrl, scheme, invalid);
