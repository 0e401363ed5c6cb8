import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { Request as ExpressRequest, RequestHandler as ExpressHandler } from 'express';
import { getResponse, isPassthroughResponse, type RequestHandler } from 'msw';

/**
 * The msw handlers as an Express middleware: each request becomes a Fetch `Request`, msw's own
 * `getResponse` finds the handler's answer, and that answer is written back as it is (status, every
 * header, the body streamed); a request no handler answers goes on to the next middleware (our 404).
 *
 * This is what `@mswjs/http-middleware` did on msw 2. On msw 3 it no longer runs (it calls
 * `handleRequest`, which msw 3 no longer exports: mswjs/http-middleware has no release for msw 3), and
 * msw 3's public `getResponse` does the whole job in a few lines.
 */
export function mswMiddleware(handlers: RequestHandler[]): ExpressHandler {
  return (req, res, next) => {
    const answer = async () => {
      const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
      const response = await getResponse(handlers, toFetchRequest(req, origin), { baseUrl: origin });
      if (!response || isPassthroughResponse(response)) {
        next();
        return;
      }
      res.statusCode = response.status;
      res.statusMessage = response.statusText;
      // appendHeader keeps headers that come more than once (Set-Cookie).
      response.headers.forEach((value, name) => res.appendHeader(name, value));
      if (response.body) Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>).pipe(res);
      else res.end();
    };
    answer().catch(next);
  };
}

/** The Express request as a Fetch request: the body as the parsers before left it (JSON again as text). */
function toFetchRequest(req: ExpressRequest, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method;
  const canHaveBody = method !== 'GET' && method !== 'HEAD';
  let body: BodyInit | undefined;
  if (canHaveBody) {
    const parsed: unknown = req.body;
    if (req.readable) body = Readable.toWeb(req) as unknown as ReadableStream<Uint8Array>;
    else if (Buffer.isBuffer(parsed)) body = new Uint8Array(parsed);
    else if (parsed !== undefined && req.is('json')) body = JSON.stringify(parsed);
  }
  return new Request(new URL(req.url, origin), {
    method,
    headers,
    credentials: 'omit',
    ...(body === undefined ? {} : { body }),
    // Undici needs it for a streamed body.
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
}
