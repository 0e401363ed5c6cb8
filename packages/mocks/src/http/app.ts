import type { IncomingMessage } from 'node:http';
import { createMiddleware } from '@mswjs/http-middleware';
import cors from 'cors';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { MAX_IMAGE_BYTES, type ErrorBody } from '@portal-fiscal/api-client';
import type { MockBaseUrls } from '../config';
import { handlerList } from '../handlers';
import { isJsonType } from '../lib/body';
import { resetDemoData, setScenario } from '../data';
import { getBehaviour, isScenarioName, updateBehaviour } from '../state';

/** Where each base of the contract lives on the server: one port, one path prefix per base. */
export const PREFIXES = { server: '/server', apiNode: '/api-node', assets: '/assets', news: '/news' } as const satisfies Record<keyof MockBaseUrls, string>;

/** The bases of the contract on a server reachable at `origin` (`http://127.0.0.1:4790`). */
export const baseUrlsAt = (origin: string): MockBaseUrls => ({
  server: `${origin}${PREFIXES.server}`,
  apiNode: `${origin}${PREFIXES.apiNode}`,
  assets: `${origin}${PREFIXES.assets}`,
  news: `${origin}${PREFIXES.news}`,
});

/** Largest JSON body (the longest text of the contract, a law's HTML description, is a few KB). */
export const JSON_LIMIT_BYTES = 256 * 1024;
/** Largest multipart body: the five images of a product's gallery at 1 MB each, and its text fields. */
export const MULTIPART_LIMIT_BYTES = 5 * MAX_IMAGE_BYTES + 256 * 1024;

export interface AppOptions {
  /** The origin the server is reached at; the handlers answer for the bases under it. */
  origin: string;
  /** Browser origins allowed to call (CORS); `*` for any. */
  allowedOrigins: readonly string[];
  /** One line per request on stdout, unless false. */
  log?: boolean;
}

const errorBody = (message: string, code: string, extra: Omit<ErrorBody, 'message' | 'code'> = {}): ErrorBody => ({ message, code, ...extra });

/**
 * The simulated backend as an Express app: the same msw handlers as the in-browser backend, adapted by
 * `@mswjs/http-middleware`, behind what a real HTTP backend adds around them: CORS, body limits, one
 * error shape for what never reaches a handler (malformed JSON, oversize bodies, unknown paths) and a
 * log line per request. Plus `/__mock`, the demo panel over HTTP (scenario, behaviour, reset).
 */
export function createMockApp(options: AppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  const host = new URL(options.origin).host;

  if (options.log !== false) app.use(requestLog);

  const anyOrigin = options.allowedOrigins.includes('*');
  app.use(
    cors({
      origin: anyOrigin ? true : [...options.allowedOrigins],
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      // Authorization: the bearer token; X-Requested-With: the coordinates of the weather call.
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'X-Requested-With'],
      maxAge: 600,
    }),
  );

  app.use('/__mock', controlRoutes());

  // The handlers match full URLs under `origin`: a request that reached us by another name
  // (`localhost` for `127.0.0.1`, a LAN address) is answered as if sent to it.
  app.use((req, _res, next) => {
    req.headers.host = host;
    next();
  });

  // An address that does not decode (`%E0%A4%A`) is the client's error, not the handlers'.
  app.use((req, res, next) => {
    try {
      decodeURIComponent(req.path);
      next();
    } catch {
      res.status(400).json(errorBody('Endereço malformado.', 'bad_request'));
    }
  });

  // A declared length over the limit is refused at once, before any of the body is read, and the
  // connection closed (the client is still sending a body nobody will read).
  app.use((req, res, next) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > (isMultipart(req) ? MULTIPART_LIMIT_BYTES : JSON_LIMIT_BYTES)) {
      res.set('Connection', 'close').status(413).json(errorBody('O corpo da requisição excede o limite permitido.', 'payload_too_large'));
      return;
    }
    next();
  });

  // Bodies are read here, within their limits, before a handler sees them: JSON parsed (400 when it
  // does not parse), multipart and anything else as raw bytes. A body streamed without a declared
  // length gets 413 as soon as the count passes the limit; the rest is drained, not kept.
  app.use(express.json({ limit: JSON_LIMIT_BYTES, strict: false, type: isJsonRequest }));
  app.use(express.raw({ limit: MULTIPART_LIMIT_BYTES, type: 'multipart/*' }));
  app.use(express.raw({ limit: JSON_LIMIT_BYTES, type: (req) => !isJsonRequest(req) && !isMultipart(req) }));

  const mockHandlers = createMiddleware(...handlerList(baseUrlsAt(options.origin)));
  app.use(mockHandlers);

  app.use((req, res) => {
    res.status(404).json(errorBody(`Rota não encontrada: ${req.method} ${req.path}`, 'not_found'));
  });
  app.use(errorHandler);
  return app;
}

const contentType = (req: IncomingMessage) => req.headers['content-type'] ?? '';
const isJsonRequest = (req: IncomingMessage) => isJsonType(contentType(req));
const isMultipart = (req: IncomingMessage) => /^multipart\//i.test(contentType(req));

const requestLog: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    console.log(`${req.method} ${req.originalUrl.split('?')[0]} ${res.statusCode} ${ms.toFixed(0)} ms`);
  });
  next();
};

/** Errors raised before a handler (the body parsers), in the contract's one error shape. */
const errorHandler: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const type = typeof error === 'object' && error !== null && 'type' in error ? String(error.type) : '';
  const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 500;
  if (type === 'entity.too.large') {
    res.status(413).json(errorBody('O corpo da requisição excede o limite permitido.', 'payload_too_large'));
  } else if (type === 'entity.parse.failed') {
    res.status(400).json(errorBody('Dados inválidos.', 'validation', { fieldErrors: { body: 'O corpo da requisição deve ser JSON.' } }));
  } else if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    res.status(415).json(errorBody('Codificação do corpo não suportada.', 'unsupported_media_type'));
  } else if (status >= 400 && status < 500) {
    res.status(status).json(errorBody('Requisição inválida.', 'bad_request'));
  } else {
    console.error('[mock-server]', error);
    res.status(500).json(errorBody('Erro interno do servidor simulado.', 'internal'));
  }
};

/**
 * `/__mock`: what the demo panel changes in the browser, over HTTP, for sales demos and tests.
 * GET /__mock/behaviour; PATCH /__mock/behaviour `{ latencyMs?, errorRate?, tokenTtlMs?, expireAllTokens? }`;
 * POST /__mock/scenario `{ scenario }` (data and behaviour of a scenario); POST /__mock/reset (the seed
 * of the current scenario, keeping the behaviour).
 */
function controlRoutes(): express.Router {
  const router = express.Router();
  router.use(express.json({ limit: '8kb' }));
  router.get('/behaviour', (_req, res) => {
    res.json(getBehaviour());
  });
  router.patch('/behaviour', (req, res) => {
    const body: unknown = req.body;
    if (typeof body !== 'object' || body === null) {
      res.status(400).json(errorBody('Envie um objeto JSON.', 'validation'));
      return;
    }
    const patch = body as Record<string, unknown>;
    const number = (key: string) => (typeof patch[key] === 'number' ? patch[key] : undefined);
    updateBehaviour({
      latencyMs: number('latencyMs'),
      errorRate: number('errorRate'),
      tokenTtlMs: number('tokenTtlMs'),
      expireAllTokens: typeof patch.expireAllTokens === 'boolean' ? patch.expireAllTokens : undefined,
    });
    res.json(getBehaviour());
  });
  router.post('/scenario', async (req, res) => {
    const scenario: unknown = (req.body as { scenario?: unknown } | undefined)?.scenario;
    if (!isScenarioName(scenario)) {
      res.status(400).json(errorBody('Cenário desconhecido.', 'validation'));
      return;
    }
    await setScenario(scenario);
    res.json(getBehaviour());
  });
  router.post('/reset', async (_req, res) => {
    await resetDemoData();
    res.json(getBehaviour());
  });
  return router;
}
