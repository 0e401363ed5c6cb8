/**
 * What the HTTP transport adds around the handlers (the handlers themselves are covered by the contract
 * tests, which also run over HTTP: the `contract-http` project): prefixes, CORS, the error shape of what
 * never reaches a handler, body limits, signed tokens, the data file, the request log, and a process that
 * survives malformed input.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearDb, db } from '../db';
import { DEMO_PASSWORD } from '../demoAccounts';
import { issueToken } from '../lib/tokens';
import { startMockHttpServer, type MockHttpOptions, type MockHttpServer } from './index';
import { JSON_LIMIT_BYTES, MULTIPART_LIMIT_BYTES } from './app';

const ORIGIN = 'http://127.0.0.1:4782';
const start = (options: Partial<MockHttpOptions> = {}) => startMockHttpServer({ port: 0, allowedOrigins: [ORIGIN], log: false, strictContract: true, ...options });

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
const login = (running: MockHttpServer, email = 'usuario@portalfiscal.demo') =>
  fetch(`${running.urls.server}/auth/login`, json({ email, password: DEMO_PASSWORD }));

/** Sends headers declaring `length` bytes and only the first few, and resolves with the answer's status. */
function declareLength(url: string, length: number, contentType: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers: { 'Content-Type': contentType, 'Content-Length': String(length) } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    req.on('error', (error) => {
      // The server may close the connection once it has answered: the answer is what counts.
      if (!(error as NodeJS.ErrnoException).code?.startsWith('ECONNRESET')) reject(error);
    });
    req.write('{"a":"');
  });
}

describe('one server, its prefixes and what surrounds the handlers', () => {
  let running: MockHttpServer;
  beforeAll(async () => {
    running = await start();
  });
  afterAll(async () => {
    await running.close();
  });

  it('serves every base under its prefix, on 127.0.0.1 by default', async () => {
    expect(running.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(running.urls).toEqual({
      server: `${running.origin}/server`,
      apiNode: `${running.origin}/api-node`,
      assets: `${running.origin}/assets`,
      news: `${running.origin}/news`,
    });
    expect((await login(running)).status).toBe(200);
    const token = issueToken(db.accounts.findFirst((q) => q.where({ email: 'usuario@portalfiscal.demo' }))!);
    const categories = await fetch(`${running.urls.apiNode}/categories`, { headers: { Authorization: `Bearer ${token}` } });
    expect(categories.status).toBe(200);
    const asset = db.assets.all()[0]!;
    const image = await fetch(`${running.urls.assets}/api/v1/asset/img/${asset.assetId}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe(asset.contentType);
    expect((await fetch(`${running.urls.news}/ghost/api/content/posts/?key=demo-content-key&limit=2`)).status).toBe(200);
  });

  it('answers a path no handler serves with 404 in the one error shape, under a prefix or not', async () => {
    for (const path of ['/server/nao-existe', '/api-node/apps/x/y/z', '/assets/api/v1/outra', '/', '/favicon.ico']) {
      const response = await fetch(`${running.origin}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ message: expect.stringMatching(/^Rota não encontrada: GET /), code: 'not_found' });
    }
  });

  it('answers a request by another name of the host (localhost) as its own', async () => {
    const response = await fetch(`${running.urls.server.replace('127.0.0.1', 'localhost')}/auth/login`, json({ email: 'usuario@portalfiscal.demo', password: DEMO_PASSWORD }));
    expect(response.status).toBe(200);
  });

  it('CORS: answers the preflight of an allowed origin, with the bearer header allowed; another origin gets no grant', async () => {
    const preflight = (origin: string) =>
      fetch(`${running.urls.server}/acc/id`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization,x-requested-with' },
      });
    const allowed = await preflight(ORIGIN);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-requested-with');
    expect(allowed.headers.get('access-control-allow-methods')).toContain('DELETE');
    const other = await preflight('https://intruso.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const simple = await fetch(`${running.urls.server}/selic`, { headers: { Origin: ORIGIN } });
    expect(simple.headers.get('access-control-allow-origin')).toBe(ORIGIN);
  });

  it('malformed JSON: 400 with the field error of the body', async () => {
    const response = await fetch(`${running.urls.server}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"email": "a@b.demo",' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Dados inválidos.', code: 'validation', fieldErrors: { body: 'O corpo da requisição deve ser JSON.' } });
  });

  it('a body of another type than the call takes: 415', async () => {
    const asText = await fetch(`${running.urls.server}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'email=a' });
    expect(asText.status).toBe(415);
    expect(await asText.json()).toMatchObject({ code: 'unsupported_media_type' });
    const token = issueToken(db.accounts.findFirst((q) => q.where({ email: 'usuario@portalfiscal.demo' }))!);
    const jsonToUpload = await fetch(`${running.urls.server}/upload`, json({ file: 'x' }, { Authorization: `Bearer ${token}` }));
    expect(jsonToUpload.status).toBe(415);
  });

  it('a body over the limit: 413, from the declared length, without waiting for the rest', async () => {
    expect(await declareLength(`${running.urls.server}/auth/login`, JSON_LIMIT_BYTES + 1, 'application/json')).toBe(413);
    expect(await declareLength(`${running.urls.server}/upload`, MULTIPART_LIMIT_BYTES + 1, 'multipart/form-data; boundary=x')).toBe(413);
    expect(await declareLength(`${running.urls.server}/upload`, 50 * 1024 * 1024, 'multipart/form-data; boundary=x')).toBe(413);
  });

  it('a streamed body over the limit (no declared length): 413 in the error shape', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(32);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 4 * JSON_LIMIT_BYTES) controller.close();
        else {
          sent += chunk.length;
          controller.enqueue(chunk);
        }
      },
    });
    const response = await fetch(`${running.urls.server}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'O corpo da requisição excede o limite permitido.', code: 'payload_too_large' });
  });

  it('a forged token over HTTP: 401', async () => {
    const token = issueToken(db.accounts.findFirst((q) => q.where({ email: 'usuario@portalfiscal.demo' }))!);
    const [header, payload] = token.split('.');
    const response = await fetch(`${running.urls.server}/validate/jwt`, { headers: { Authorization: `Bearer ${header}.${payload}.${'A'.repeat(43)}` } });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Token inválido.', code: 'unauthorized' });
  });

  it('a burst of malformed requests crashes nothing: each gets a JSON error, and the server still serves', async () => {
    const bad: Array<() => Promise<Response>> = [
      () => fetch(`${running.urls.server}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' }),
      () => fetch(`${running.urls.server}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: 'null' }),
      () => fetch(`${running.urls.server}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json; charset=latin-9' }, body: '{}' }),
      () => fetch(`${running.urls.server}/upload`, { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=zz' }, body: '--zz\r\nnada' }),
      () => fetch(`${running.urls.server}/upload`, { method: 'POST', headers: { 'Content-Type': 'multipart/form-data' }, body: 'sem boundary' }),
      () => fetch(`${running.urls.server}/acc/id`, { headers: { Authorization: 'Bearer ...' } }),
      () => fetch(`${running.urls.server}/acc/id`, { headers: { Authorization: 'Bearer a.%%%.b' } }),
      () => fetch(`${running.urls.apiNode}/apps/%E0%A4%A`),
      () => fetch(`${running.urls.server}/apps/-1/99999999999999999999`),
      () => fetch(`${running.urls.server}/auth/login`, { method: 'DELETE' }),
      () => fetch(`${running.urls.server}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: { $ne: 1 }, password: ['x'] }) }),
    ];
    const answers = await Promise.all(Array.from({ length: 10 }, () => bad.map((send) => send())).flat());
    for (const answer of answers) {
      expect(answer.status, answer.url).toBeGreaterThanOrEqual(400);
      expect(answer.status, answer.url).toBeLessThan(500);
      expect(await answer.json()).toMatchObject({ message: expect.any(String) });
    }
    expect((await login(running)).status).toBe(200);
  });
});

describe('the data file', () => {
  let dir: string;
  let running: MockHttpServer | null = null;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'mock-server-'));
  });
  afterEach(async () => {
    await running?.close();
    running = null;
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    clearDb();
  });

  const ratingsOf = (appUuid: string) => db.ratings.findMany((q) => q.where({ appUuid })).length;

  it('keeps every write across a restart, written atomically; --reset brings the seed back', async () => {
    const file = join(dir, 'data.json');
    running = await start({ dataFile: file, secret: 'segredo-fixo' });
    expect(running.restored).toBe(false);
    const account = db.accounts.findFirst((q) => q.where({ email: 'usuario@portalfiscal.demo' }))!;
    const app = db.apps.all()[0]!;
    const before = ratingsOf(app.appUuid);
    const token = issueToken(account);
    const rated = await fetch(`${running.urls.server}/app_rating/${app.appUuid}`, json({ stars: 4, comment: 'Atende bem.' }, { Authorization: `Bearer ${token}` }));
    expect(rated.status).toBeLessThan(300);
    expect(ratingsOf(app.appUuid)).toBe(before + 1);
    await running.close();
    running = null;
    expect(readdirSync(dir)).toEqual(['data.json']);
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { version: string; changes: Record<string, unknown> };
    expect(saved.version).toMatch(/^\d+:/);
    expect(Object.keys(saved.changes)).toContain('ratings');

    clearDb();
    running = await start({ dataFile: file, secret: 'segredo-fixo' });
    expect(running.restored).toBe(true);
    expect(ratingsOf(app.appUuid)).toBe(before + 1);
    // The same secret: the token issued before the restart still passes.
    expect((await fetch(`${running.urls.server}/validate/jwt`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
    await running.close();

    running = await start({ dataFile: file, reset: true });
    expect(running.restored).toBe(false);
    expect(ratingsOf(app.appUuid)).toBe(before);
    // A new secret per start: the old token no longer passes.
    expect((await fetch(`${running.urls.server}/validate/jwt`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  it('a data file of another version, or unreadable, gives way to the seed', async () => {
    const file = join(dir, 'old.json');
    writeFileSync(file, JSON.stringify({ version: '0:antiga', changes: {} }));
    running = await start({ dataFile: file });
    expect(running.restored).toBe(false);
    expect(db.apps.count()).toBeGreaterThan(0);
    await running.close();
    writeFileSync(file, '{ isto não é json');
    running = await start({ dataFile: file });
    expect(running.restored).toBe(false);
    expect(existsSync(file)).toBe(true);
  });
});

describe('the request log', () => {
  it('one line per request: method, path, status, milliseconds', async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    const running = await start({ log: true });
    try {
      await fetch(`${running.urls.news}/ghost/api/content/posts/?key=demo-content-key&limit=1`);
      await fetch(`${running.urls.server}/nada`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      await running.close();
      spy.mockRestore();
    }
    expect(lines).toEqual([expect.stringMatching(/^GET \/news\/ghost\/api\/content\/posts\/ 200 \d+ ms$/), expect.stringMatching(/^GET \/server\/nada 404 \d+ ms$/)]);
  });
});
