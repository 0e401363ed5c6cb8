/**
 * The last guard before an address from data becomes a link: only an absolute `http:` or `https:` URL
 * is returned (trimmed); anything else (`javascript:`, `data:`, `vbscript:`, protocol-relative `//host`,
 * whitespace or control characters inside, unparsable text) gives `undefined`, and the component then
 * renders its text without a link.
 *
 * Why here too: the api-client already drops such values when it turns an answer into domain data, but
 * the UI components take plain props from any caller (stories, other pages), and a `javascript:` href
 * runs script on click. The UI package does not depend on the api-client, so the check is repeated in
 * its simplest form (the contract's rule is `isHttpUrl` in packages/api-client/src/wire/url.ts).
 */
// eslint-disable-next-line no-control-regex
const SPACE_OR_CONTROL = /[\s\u0000-\u001f\u007f-\u009f\u200b-\u200d\u2028\u2029\ufeff]/;

export function safeExternalHref(url: string | null | undefined): string | undefined {
  if (typeof url !== 'string') return undefined;
  const href = url.trim();
  if (!/^https?:\/\//i.test(href) || SPACE_OR_CONTROL.test(href)) return undefined;
  try {
    const parsed = new URL(href);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '' ? href : undefined;
  } catch {
    return undefined;
  }
}
