import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { networkInterfaces } from 'node:os';
import compression from 'compression';
import cors from 'cors';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { MAX_IMAGE_BYTES, type ErrorBody } from '@portal-fiscal/api-client';
import type { MockBaseUrls } from '../config';
import { handlerList } from '../handlers';
import { isJsonType, jsonDepth, MAX_JSON_DEPTH } from '../lib/body';
import { CLIENT_HEADER } from '../lib/throttle';
import { apiDocsRoutes } from './apiDocs';
import { mswMiddleware } from './mswMiddleware';
import { PREFIXES } from './prefixes';
import { resetDemoData, setScenario } from '../data';
import { getBehaviour, isScenarioName, updateBehaviour } from '../state';

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
  /**
   * Browser origins allowed to call (CORS); `*` for any. Also the portal origins a social sign-in may
   * redirect to, where `*` narrows to loopback origins (a token is never sent to an unnamed site).
   */
  allowedOrigins: readonly string[];
  /** The `Host` values the server answers (`allowedHostsFor`); any other gets 421 before any handler. */
  allowedHosts: readonly string[];
  /** The operator's secret for `/__mock` (`Authorization: Bearer <token>`). */
  controlToken: string;
  /** One line per request on stdout, unless false. */
  log?: boolean;
  /**
   * The proxies in front of the server whose `X-Forwarded-For` names the client (`--trust-proxy`): a number
   * of hops, or addresses and subnets (`loopback`, `10.0.0.0/8`), Express's `trust proxy` setting. Off by
   * default: the client is the connection's address, and a header anyone can send names nobody.
   */
  trustProxy?: TrustProxy;
}

/** Express's `trust proxy` values this server takes: off, a number of hops, or the proxies' addresses. */
export type TrustProxy = false | number | readonly string[];

/**
 * The value for Express's `trust proxy`, checked the way Express checks it (proxy-addr): throws on an
 * address or subnet it cannot read, and on `true`-like values, which would let any client pick its own
 * address by sending X-Forwarded-For.
 */
export function trustProxySetting(value: TrustProxy): false | number | string[] {
  if (value === false) return false;
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 1) throw new Error(`--trust-proxy: número de proxies inválido: ${value}.`);
    return value;
  }
  const list = value.map((entry) => entry.trim()).filter(Boolean);
  if (list.length === 0 || list.some((entry) => entry === '*' || entry === 'true'))
    throw new Error('--trust-proxy: informe o número de proxies ou os endereços deles (nunca todos).');
  // Express compiles the list when it is set: an address it cannot read throws now, not at the first request.
  express().set('trust proxy', list);
  return list;
}

/** A `Host` header value in one spelling (lower case, no default port), or null when it is not a host. */
export function hostKey(value: string): string | null {
  try {
    const url = new URL(`http://${value}`);
    if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null;
    return url.host;
  } catch {
    return null;
  }
}

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];
const bracketed = (address: string) => (address.includes(':') && !address.startsWith('[') ? `[${address}]` : address);
const isLoopbackAddress = (address: string) => ['localhost', '::1', '[::1]'].includes(address) || /^127\.\d+\.\d+\.\d+$/.test(address);
const isWildcardAddress = (address: string) => ['0.0.0.0', '::', '[::]', ''].includes(address);

/**
 * The `Host` values a server bound to `bindHost:port` and reached at `publicOrigin` answers: the listen
 * address; its other loopback names when bound to loopback; this machine's addresses when bound to every
 * interface (an address typed by hand, never a name a foreign page could point at us); and the public
 * origin's host, with and without its default port. A name not in the list is what a DNS-rebinding page
 * sends (`Host: evil.example:4790`, resolved to 127.0.0.1), so it is refused.
 */
export function allowedHostsFor(bindHost: string, port: number, publicOrigin?: string): string[] {
  const names = new Set<string>([bracketed(bindHost)]);
  if (isLoopbackAddress(bindHost)) LOOPBACK_NAMES.forEach((name) => names.add(name));
  if (isWildcardAddress(bindHost)) {
    LOOPBACK_NAMES.forEach((name) => names.add(name));
    for (const entries of Object.values(networkInterfaces()))
      for (const entry of entries ?? []) names.add(bracketed(entry.address.replace(/%.*$/, '')));
  }
  const keys = new Set<string>();
  for (const name of names) {
    const key = hostKey(`${name}:${port}`);
    if (key) keys.add(key);
  }
  if (publicOrigin) {
    const url = new URL(publicOrigin);
    const defaultPort = url.protocol === 'https:' ? '443' : '80';
    for (const value of [`${url.hostname}:${url.port || defaultPort}`, url.port ? '' : url.hostname]) {
      const key = value ? hostKey(value) : null;
      if (key) keys.add(key);
    }
  }
  return [...keys];
}

const errorBody = (message: string, code: string, extra: Omit<ErrorBody, 'message' | 'code'> = {}): ErrorBody => ({
  message,
  code,
  ...extra,
});

/**
 * The simulated backend as an Express app: the same msw handlers as the in-browser backend, adapted by
 * `@mswjs/http-middleware`, behind what a real HTTP backend adds around them: CORS, body limits, one
 * error shape for what never reaches a handler (malformed JSON, oversize bodies, unknown paths) and a
 * log line per request. Plus `/__mock`, the demo panel over HTTP (scenario, behaviour, reset).
 */
export function createMockApp(options: AppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting(options.trustProxy ?? false));
  const host = new URL(options.origin).host;

  if (options.log !== false) app.use(requestLog);

  // Answers of 1 KB or more compressed, as a backend behind any production proxy sends them: the first
  // page of the apps list is 55 KB of JSON and 8 KB gzipped, and on a phone's link that is most of the
  // time before its cards show. (The BREACH attack on compressed secrets needs a browser that sends the
  // victim's credentials by itself, a cookie; this API's token travels only in Authorization.)
  app.use(compression({ threshold: 1024 }));

  // Only the names the server was configured with, before anything else reads the request: a page of
  // another site that rebinds its own name to 127.0.0.1 reaches us with its name in `Host`.
  const allowedHosts = new Set(options.allowedHosts);
  app.use((req, res, next) => {
    const key = hostKey(req.headers.host ?? '');
    if (key && allowedHosts.has(key)) {
      next();
      return;
    }
    res.status(421).json(errorBody('Este servidor não atende por esse endereço (cabeçalho Host).', 'misdirected_request'));
  });

  // Who is calling, for the per-client limits of the handlers: set here from the connection (or, with
  // `trustProxy`, from X-Forwarded-For as far as the trusted proxies go: Express's `req.ip`), after
  // deleting whatever the client sent under that name, so a client can never choose it.
  app.use((req, _res, next) => {
    delete req.headers[CLIENT_HEADER];
    req.headers[CLIENT_HEADER] = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    next();
  });

  // Before CORS: no origin is ever granted the control routes, not even a preflight.
  const ownOrigins = new Set([...options.allowedHosts.map((key) => `http://${key}`), new URL(options.origin).origin]);
  app.use('/__mock', controlRoutes(options.controlToken, ownOrigins));

  const anyOrigin = options.allowedOrigins.includes('*');
  app.use(
    cors({
      origin: anyOrigin ? true : [...options.allowedOrigins],
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      // Authorization: the bearer token; X-Requested-With: the coordinates of the weather call.
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'X-Requested-With'],
      // A browser on the portal's origin reads how long to wait after a 429 only if it is exposed.
      exposedHeaders: ['Retry-After'],
      // A preflight is a round trip before every call that carries the token, once per address: a browser
      // may keep its answer up to two hours (Chromium's ceiling), so a screen opened again asks none.
      maxAge: 7200,
    }),
  );

  // The contract, published: /openapi.json and the API reference at /docs/ (docs/contract.md).
  app.use(apiDocsRoutes({ origin: options.origin }));

  // The handlers match full URLs under `origin`: a request that reached us by another of our names
  // (`localhost` for `127.0.0.1`, a LAN address) is answered as if sent to it. Only after the Host check,
  // which this rewrite would otherwise defeat. The scheme too: behind a TLS proxy (`--public-url https://…`)
  // the request reached us over plain HTTP, and the middleware builds the handlers' URL from `req.protocol`.
  const protocol = new URL(options.origin).protocol.replace(/:$/, '');
  app.use((req, _res, next) => {
    req.headers.host = host;
    Object.defineProperty(req, 'protocol', { value: protocol, configurable: true });
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
  app.use(express.json({ limit: JSON_LIMIT_BYTES, strict: false, type: isJsonRequest, verify: refuseDeepJson }));
  app.use(express.raw({ limit: MULTIPART_LIMIT_BYTES, type: 'multipart/*' }));
  app.use(express.raw({ limit: JSON_LIMIT_BYTES, type: (req) => !isJsonRequest(req) && !isMultipart(req) }));

  const mockHandlers = mswMiddleware(handlerList(baseUrlsAt(options.origin), { portalOrigins: options.allowedOrigins }));
  app.use(mockHandlers);

  app.use((req, res) => {
    res.status(404).json(errorBody(`Rota não encontrada: ${req.method} ${req.path}`, 'not_found'));
  });
  app.use(errorHandler);
  return app;
}

/**
 * A JSON body nested past MAX_JSON_DEPTH is refused as it is read (400): the msw middleware serialises the
 * parsed body again for the handlers, and a body 10,000 levels deep overflowed the stack there (500).
 */
const refuseDeepJson = (_req: IncomingMessage, _res: unknown, buf: Buffer) => {
  if (jsonDepth(buf.toString('utf8')) > MAX_JSON_DEPTH)
    throw Object.assign(new Error('JSON body nested too deep'), { status: 400, type: 'entity.too.deep' });
};

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
  } else if (type === 'entity.too.deep') {
    res.status(400).json(
      errorBody('Dados inválidos.', 'validation', {
        fieldErrors: { body: `O corpo da requisição não pode ter mais de ${MAX_JSON_DEPTH} níveis.` },
      }),
    );
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

const digest = (text: string) => createHash('sha256').update(text).digest();
/** Compared through their digests: equal lengths for `timingSafeEqual`, and no early exit on the first wrong character. */
const sameSecret = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

/**
 * `/__mock`: what the demo panel changes in the browser, over HTTP, for sales demos and tests.
 * GET /__mock/behaviour; PATCH /__mock/behaviour `{ latencyMs?, errorRate?, tokenTtlMs?, expireAllTokens? }`;
 * POST /__mock/scenario `{ scenario }` (data and behaviour of a scenario); POST /__mock/reset `{}` (the seed
 * of the current scenario, keeping the behaviour).
 *
 * Only for the operator, since these wipe data and change how tokens live: never from a browser page of
 * another origin (403: a form or a `text/plain` fetch needs no preflight, so CORS alone would not stop its
 * POST), only with the control token (401), and only with JSON bodies (415: the types a page can send
 * without a preflight are all refused).
 */
function controlRoutes(controlToken: string, ownOrigins: ReadonlySet<string>): express.Router {
  const router = express.Router();
  router.use((req, res, next) => {
    const site = req.headers['sec-fetch-site'];
    const origin = req.headers.origin;
    if (site === 'cross-site' || site === 'same-site' || (origin !== undefined && !ownOrigins.has(origin))) {
      res.status(403).json(errorBody('O controle do servidor simulado não aceita chamadas de outra origem.', 'forbidden'));
      return;
    }
    const given = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!given || !sameSecret(given, controlToken)) {
      res
        .set('WWW-Authenticate', 'Bearer realm="mock-control"')
        .status(401)
        .json(errorBody('Informe o token de controle do servidor simulado (Authorization: Bearer <token>).', 'unauthorized'));
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD' && !isJsonRequest(req)) {
      res.status(415).json(errorBody('Tipo de conteúdo não suportado: envie application/json.', 'unsupported_media_type'));
      return;
    }
    next();
  });
  router.use(express.json({ limit: '8kb', type: isJsonRequest, verify: refuseDeepJson }));
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
