/**
 * contract:check proves itself: against the HTTP mock server it reports every call `ok`; behind a small
 * proxy that plants five differences (a renamed field, a number sent as text, a `Valid` flag missing
 * from a Go-style wrapper, a 404 on one path, a wrong content type) it reports those rows, with their
 * field paths, and no other.
 *
 * Everything runs in this process on 127.0.0.1 (free ports). The check is called as a library
 * (`runContractCheck`), the same code the CLI prints.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_NAMES, CATALOGUE } from '../packages/api-client/src/contract/catalogue.ts';
import { runContractCheck, type CheckOptions, type CheckRow } from '../packages/api-client/src/contract/check.ts';
import { createMockHandlers } from '../packages/mocks/src/handlers/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../packages/mocks/src/accounts.ts';
import { startMockHttpServer, type MockHttpServer } from '../packages/mocks/src/http/index.ts';

const admin = DEMO_ACCOUNTS.find((account) => account.role === 'MARKETPLACE_ADMIN');
if (!admin) throw new Error('no demo admin account');

const basesAt = (origin: string): CheckOptions['bases'] => ({
  server: `${origin}/server`,
  apiNode: `${origin}/api-node`,
  assets: `${origin}/assets`,
  news: `${origin}/news`,
});
const optionsAt = (origin: string): CheckOptions => ({
  bases: basesAt(origin),
  newsKey: 'demo-content-key',
  email: admin.email,
  password: DEMO_PASSWORD,
  writes: true,
});

let mock: MockHttpServer;
let proxy: Server;
let proxyOrigin = '';

type Rec = Record<string, unknown>;
/** What the proxy changes: per `METHOD path`, a new status, content type or JSON body. */
interface Plant {
  status?: number;
  contentType?: string;
  body?: (json: unknown) => unknown;
}
const PLANTS: Record<string, Plant> = {
  // A renamed field: each tag's `tagUuid` sent as `tag_uuid`.
  'GET /server/tags': {
    body: (json) => ({ tags: ((json as Rec).tags as Rec[]).map(({ tagUuid, ...rest }) => ({ ...rest, tag_uuid: tagUuid })) }),
  },
  // A number sent as a string.
  'GET /server/impostometro': { body: (json) => ({ ...(json as Rec), Valor: String((json as Rec).Valor) }) },
  // A Go-style wrapper without its `Valid` flag: `{Int64: 5}`.
  'GET /server/app_rating/*': {
    body: (json) => (json as Rec[]).map((rating, i) => (i === 0 ? { ...rating, stars: { Int64: (rating.stars as Rec).Int64 } } : rating)),
  },
  // A path the backend does not serve.
  'GET /server/selic': { status: 404, body: () => ({ message: 'Not Found' }) },
  // JSON sent as HTML.
  'GET /server/usd': { contentType: 'text/html; charset=utf-8' },
};

function plantFor(method: string, path: string): Plant | undefined {
  return Object.entries(PLANTS).find(([key]) => {
    const [m, p = ''] = key.split(' ');
    return m === method && (p.endsWith('/*') ? path.startsWith(p.slice(0, -1)) && path.length > p.length - 1 : path === p);
  })?.[1];
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Forwards everything to the mock server, changing only the planted answers. */
async function forward(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const method = req.method ?? 'GET';
  const url = new URL(req.url ?? '/', mock.origin);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // Host and framing are the upstream connection's own.
    if (value === undefined || ['host', 'connection', 'content-length', 'transfer-encoding'].includes(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const body = method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(await readBody(req));
  const upstream = await fetch(url, { method, headers, body, redirect: 'manual' });
  let payload = Buffer.from(await upstream.arrayBuffer());
  let status = upstream.status;
  let contentType = upstream.headers.get('content-type') ?? 'application/octet-stream';
  const plant = plantFor(method, url.pathname);
  if (plant) {
    if (plant.body) payload = Buffer.from(JSON.stringify(plant.body(JSON.parse(payload.toString('utf8')))));
    status = plant.status ?? status;
    contentType = plant.contentType ?? contentType;
  }
  const location = upstream.headers.get('location');
  res.writeHead(status, { 'Content-Type': contentType, 'Content-Length': payload.length, ...(location ? { Location: location } : {}) });
  res.end(payload);
}

beforeAll(async () => {
  mock = await startMockHttpServer({ port: 0, allowedOrigins: [], log: false, strictContract: true });
  proxy = createServer((req, res) => {
    forward(req, res).catch((error: unknown) => {
      res.writeHead(502).end(String(error));
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyOrigin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

afterAll(async () => {
  proxy.closeAllConnections();
  await new Promise<void>((resolve) => proxy.close(() => resolve()));
  await mock.close();
});

// The catalogue against the mock backend's handlers: here, since the api-client may not import the mocks
// (docs/architecture.md, the one-way rule).
describe('the contract catalogue', () => {
  const handlers = createMockHandlers(
    { server: 'http://s', apiNode: 'http://n', assets: 'http://a', news: 'http://w' },
    { portalOrigins: [] },
  );
  const BASE_OF = { 'http://s': 'server', 'http://n': 'apiNode', 'http://a': 'assets', 'http://w': 'news' } as const;

  it('names exactly the calls the mock backend serves (a new call cannot be forgotten)', () => {
    expect([...CALL_NAMES].sort()).toEqual(Object.keys(handlers).sort());
  });

  it.each(CALL_NAMES)('%s: same base, method and path as its mock handler', (name) => {
    const spec = CATALOGUE[name];
    const url = String(handlers[name].info.path);
    const origin = (Object.keys(BASE_OF) as Array<keyof typeof BASE_OF>).find((o) => url.startsWith(`${o}/`));
    expect(origin && BASE_OF[origin]).toBe(spec.base);
    expect(String(handlers[name].info.method)).toBe(spec.method);
    // `{x}` and `:x` name the same segment.
    expect(url.slice(origin?.length ?? 0)).toBe(spec.path.replace(/\{([^}]+)\}/g, ':$1'));
  });
});

const notOk = (rows: readonly CheckRow[]) => rows.filter((row) => row.result !== 'ok');

describe('contract:check', () => {
  it('reports every call ok against the mock server (writes included, each undone)', { timeout: 30_000 }, async () => {
    const report = await runContractCheck(optionsAt(mock.origin));
    expect(notOk(report.rows)).toEqual([]);
    expect(report.rows).toHaveLength(report.counts.ok);
    expect(report.ok).toBe(true);
  });

  it('reports exactly the five planted differences behind a wrong proxy, with their field paths', { timeout: 30_000 }, async () => {
    const report = await runContractCheck(optionsAt(proxyOrigin));
    const failing = Object.fromEntries(notOk(report.rows).map((row) => [row.call, { result: row.result, details: row.details }]));
    expect(failing).toEqual({
      'apps.tags': { result: 'shape', details: expect.arrayContaining(['tags[0].tagUuid: expected string, got undefined']) },
      'dashboard.taxCounter': { result: 'shape', details: [expect.stringMatching(/^Valor: expected number, got "\d/)] },
      'ratings.list': { result: 'shape', details: ['[0].stars.Valid: expected boolean, got undefined'] },
      'dashboard.selic': { result: 'status', details: ['expected 200, got 404 (Not Found)'] },
      'dashboard.usd': { result: 'shape', details: ['content-type: expected application/json, got text/html; charset=utf-8'] },
    });
    expect(report.ok).toBe(false);
  });

  it('says unreachable, not a crash, when nothing listens', async () => {
    const report = await runContractCheck({ bases: { server: 'http://127.0.0.1:9/server' }, timeoutMs: 2_000 });
    const selic = report.rows.find((row) => row.call === 'dashboard.selic');
    expect(selic).toMatchObject({ result: 'skipped' });
    const probe = report.rows.find((row) => row.call === 'auth.social');
    expect(probe).toMatchObject({ result: 'unreachable' });
    expect(report.rows.filter((row) => row.result !== 'skipped' && row.result !== 'unreachable')).toEqual([]);
  });
});
