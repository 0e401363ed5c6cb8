import * as v from 'valibot';

/**
 * The one rule for every address the portal stores or links to: an absolute `http:` or `https:` URL.
 *
 * Why: a stored `javascript:` or `data:` address turns into script the moment a page renders it as a
 * link, so the contract (shared by the app and the simulated backend) refuses any other scheme, and the
 * transforms to domain types drop one that is already stored (see {@link safeHttpUrl}).
 */
export const HTTP_URL_MESSAGE = 'Informe um endereço que comece com http:// ou https://.';

/** Whitespace and control characters: never inside an address (browsers strip some of them, which hides a scheme). */
// eslint-disable-next-line no-control-regex
const SPACE_OR_CONTROL = /[\s\u0000-\u001f\u007f-\u009f\u200b-\u200d\u2028\u2029\ufeff]/;
/**
 * The scheme spelt out with its `//`: `http:evil.example` (which `new URL` would accept) and
 * protocol-relative `//evil.example` are refused, so what is stored is what a reader sees.
 */
const HTTP_PREFIX = /^https?:\/\//i;

/**
 * Whether `text` (already trimmed) is an absolute http(s) URL with a host: parsed with `new URL`, its
 * `protocol` compared, and no whitespace or control character anywhere in it.
 */
export function isHttpUrl(text: string): boolean {
  if (!HTTP_PREFIX.test(text) || SPACE_OR_CONTROL.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

/**
 * Whether typed text names a scheme other than http(s) (`javascript:`, `data:`, `ftp:`, also behind
 * spaces or control characters) or is protocol-relative (`//host`). Forms use it to say "start with
 * http:// or https://" rather than "malformed"; the rule that decides is still {@link isHttpUrl}.
 */
export function hasRefusedScheme(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === '' || HTTP_PREFIX.test(trimmed)) return false;
  const bare = trimmed.replace(new RegExp(SPACE_OR_CONTROL.source, 'g'), '');
  return bare.startsWith('//') || /^[a-z][a-z\d+.-]*:/i.test(bare);
}

/**
 * A stored address made safe to render: the trimmed value when it is an http(s) URL, null otherwise
 * (absent, blank or any other scheme). The wire schemas keep parsing whatever a backend stored (one bad
 * record must not turn a whole list into an error screen); the domain transforms pass URLs through here,
 * so the app only ever sees http(s) addresses.
 */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  return isHttpUrl(trimmed) ? trimmed : null;
}

/** Request rule: a required http(s) URL (trimmed); `required` when blank, `message` for any other scheme. */
export const httpUrl = (required: string, message: string = HTTP_URL_MESSAGE) =>
  v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.check(isHttpUrl, message));

/** Request rule: an optional http(s) URL (trimmed); blank is allowed and means "none". */
export const optionalHttpUrl = (message: string = HTTP_URL_MESSAGE) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.check((s) => s === '' || isHttpUrl(s), message),
  );

/** Whether a stored image reference is a bare asset id (served from the assets API) rather than a URL. */
export const isBareAssetId = (value: string): boolean => /^[A-Za-z0-9_-]+$/.test(value);

/** Whether `text` (trimmed) is an image reference a backend may store: a bare asset id or an http(s) URL. */
export const isImageRef = (text: string): boolean => isBareAssetId(text) || isHttpUrl(text);

/**
 * Request rule of an image reference (a media's `assetId`, a profile picture): a bare asset id or an
 * http(s) URL, never `javascript:` or `data:`. Blank is allowed: the field's own rule says whether it
 * is required.
 */
export const imageRef = (message: string = HTTP_URL_MESSAGE) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.check((s) => s === '' || isImageRef(s), message),
  );
