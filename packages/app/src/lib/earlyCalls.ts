/**
 * The answers of a signed-in screen's first calls, asked for by index.html before the app's code has
 * arrived (build/earlyCalls.ts writes that script; routes.ts says which calls each route makes). On a
 * slow network the screen's code takes seconds to download, and these calls need nothing but the session and
 * the address: asked beside the code, their answers are there when the screen first renders, instead of a
 * round trip (and a CORS preflight) after it.
 *
 * The script keeps each call under its URL. The http layer asks `takeEarlyCall` before it sends a request
 * (`ClientHooks.early`): a GET to that URL with the same token takes the answer, once; anything else goes
 * out as usual. An answer is only taken while it is fresh: a call made later than EARLY_CALL_MAX_AGE_MS
 * after the page started asks again.
 */
export interface EarlyCallEntry {
  /**
   * The token the call was made with: the answer is only for a request that carries the same one. Empty
   * for a call made without the session (the news service's): only a request without one takes it.
   */
  token: string;
  /** `performance.now()` when it was asked for. */
  at: number;
  response: Promise<Response>;
}

export type EarlyCalls = Record<string, EarlyCallEntry>;

/** Where index.html's script leaves the calls. */
export const EARLY_CALLS_GLOBAL = '__pfEarly';

/** How long after it was asked an answer may still be taken (ms): past that, the screen asks anew. */
export const EARLY_CALL_MAX_AGE_MS = 30_000;

const defaultCalls = (): EarlyCalls | undefined => (globalThis as { [EARLY_CALLS_GLOBAL]?: EarlyCalls })[EARLY_CALLS_GLOBAL];

/**
 * The early answer for `request`, taken out of the list (each is used once), or undefined: no such call,
 * not a GET, another token (or a token where the call had none, or none where it had one), or too old.
 */
export function takeEarlyCall(
  request: Request,
  calls: EarlyCalls | undefined = defaultCalls(),
  now: number = performance.now(),
): Promise<Response> | undefined {
  if (!calls || request.method !== 'GET' || !Object.hasOwn(calls, request.url)) return undefined;
  const entry = calls[request.url];
  delete calls[request.url];
  const authorization = entry?.token ? `Bearer ${entry.token}` : null;
  if (!entry || request.headers.get('Authorization') !== authorization || now - entry.at > EARLY_CALL_MAX_AGE_MS) return undefined;
  return entry.response;
}
