import { http, type HttpHandler } from 'msw';

/**
 * The backend's handlers behind a single msw handler that looks a request's candidates up in a table
 * made once, as a real backend's router does.
 *
 * msw tries the handlers of its list one by one, and every try parses the request again: its URL, its
 * path against the handler's, and for a credentialed request (every `<img>` without `crossorigin`, so
 * each of the mock backend's pictures, and every request for the page's own files) the page's cookies
 * and msw's cookie store. Through some 80 handlers that cost the demo's main thread 1–5 ms per request,
 * four times as much on a phone, in the burst of calls and pictures that follows the backend's start
 * (docs/performance-log.md, 4 December 2026). Here a request is parsed once by this handler and then
 * only by the handlers of its own method and origin, in the list's order; a request for anything else
 * (the page's own files, another host) matches nothing at once and goes to the network, as before.
 *
 * Every handler must be an `http.<method>` one with an absolute URL: the table is keyed by both.
 */
export function routeByOrigin(handlers: readonly HttpHandler[]): HttpHandler {
  const table = new Map<string, HttpHandler[]>();
  for (const handler of handlers) {
    const { method, path } = handler.info;
    if (typeof method !== 'string' || typeof path !== 'string' || !ABSOLUTE.test(path)) {
      throw new Error(`routeByOrigin: ${handler.info.header} is not an http.<method> handler with an absolute URL`);
    }
    const key = routeKey(method, new URL(path).origin);
    const same = table.get(key);
    if (same) same.push(handler);
    else table.set(key, [handler]);
  }
  const candidates = (request: Request) => table.get(routeKey(request.method, new URL(request.url).origin));
  return http.all(
    ({ request }) => candidates(request) !== undefined,
    async ({ request, requestId }) => {
      for (const handler of candidates(request) ?? []) {
        const result = await handler.run({ request, requestId });
        if (result?.response) return result.response;
      }
      // No handler of that origin answers this path: msw lets the request through, as when no handler matched.
      return undefined;
    },
  );
}

const ABSOLUTE = /^https?:\/\//i;

const routeKey = (method: string, origin: string) => `${method.toUpperCase()} ${origin}`;
