/**
 * What the HTTP transport adds around the handlers (the handlers themselves are covered by the contract
 * tests, which also run over HTTP: the `contract-http` project): prefixes, CORS, the error shape of what
 * never reaches a handler, body limits, compression, signed tokens, the data file, the request log, and a process that
 * survives malformed input.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearDb, db } from '../db';
import { DEMO_PASSWORD } from '../accounts';
import { issueToken } from '../lib/tokens';
import { startMockHttpServer, type MockHttpOptions, type MockHttpServer } from './index';
import { allowedHostsFor, JSON_LIMIT_BYTES, MULTIPART_LIMIT_BYTES } from './app';

const ORIGIN = 'http://127.0.0.1:4782';
const start = (options: Partial<MockHttpOptions> = {}) =>
  startMockHttpServer({ port: 0, allowedOrigins: [ORIGIN], log: false, strictContract: true, ...options });

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
    const token = await issueToken(db.accounts.findFirst((q) => q.where({ email: 'usuario@portalfiscal.demo' }))!);
    const categories = await fetch(`${running.urls.apiNode}/categories`, { headers: { Authorization: `Bearer ${token}` } });
    expect(categories.status).toBe(200);
    const asset = db.assets.all()[0]!;
    const image = await fetch(`${running.urls.assets}/api/v1/asset/img/${asset.assetId}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe(asset.contentType);
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
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
    const response = await fetch(
      `${running.urls.server.replace('127.0.0.1', 'localhost')}/auth/login`,
      json({ email: 'usuario@portalfiscal.demo', password: DEMO_PASSWORD }),
    );
    expect(response.status).toBe(200);
  });

  it('CORS: answers the preflight of an allowed origin, with the bearer header allowed; another origin gets no grant', async () => {
    const preflight = (origin: string) =>
      fetch(`${running.urls.server}/acc/id`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'authorization,x-requested-with',
        },
      });
    const allowed = await preflight(ORIGIN);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-requested-with');
    expect(allowed.headers.get('access-control-allow-methods')).toContain('DELETE');
    // Kept as long as a browser keeps any (Chromium: two hours): the bearer token makes every call preflighted.
    expect(allowed.headers.get('access-control-max-age')).toBe('7200');
    const other = await preflight('https://intruso.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const simple = await fetch(`${running.urls.server}/selic`, { headers: { Origin: ORIGIN } });
    expect(simple.headers.get('access-control-allow-origin')).toBe(ORIGIN);
  });

  it('compresses an answer of 1 KB or more for a client that accepts it, and says so in Vary; a small one goes as it is', async () => {
    const token = await issueToken(db.accounts.findFirst((q) => q.where({ email: 'usuario@portalfiscal.demo' }))!);
    /** The raw answer (fetch would decompress it and drop the encoding from sight). */
    const get = (path: string, encoding: string | null) =>
      new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>((resolve, reject) => {
        const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
        if (encoding) headers['Accept-Encoding'] = encoding;
        httpRequest(`${running.urls.server}${path}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], vary: res.headers.vary, body: Buffer.concat(chunks) }));
        })
          .on('error', reject)
          .end();
      });
    const plain = await get('/apps/1/20', null);
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(10_000);
    const gzipped = await get('/apps/1/20', 'gzip');
    expect(gzipped.encoding).toBe('gzip');
    expect(gzipped.vary).toMatch(/Accept-Encoding/i);
    expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true);
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 3);
    const brotli = await get('/apps/1/20', 'br');
    expect(brotli.encoding).toBe('br');
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    // Under the threshold: not worth a compressor's frame.
    const small = await get('/validate/jwt', 'gzip, br');
    expect(small.encoding).toBeUndefined();
  });

  it('malformed JSON: 400 with the field error of the body', async () => {
    const response = await fetch(`${running.urls.server}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email": "a@b.demo",',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Dados inválidos.',
      code: 'validation',
      fieldErrors: { body: 'O corpo da requisição deve ser JSON.' },
    });
  });

  it('a body of another type than the call takes: 415', async () => {
    const asText = await fetch(`${running.urls.server}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'email=a',
    });
    expect(asText.status).toBe(415);
    expect(await asText.json()).toMatchObject({ code: 'unsupported_media_type' });
    const token = await issueToken(db.accounts.findFirst((q) => q.where({ email: 'usuario@portalfiscal.demo' }))!);
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
    const response = await fetch(`${running.urls.server}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'O corpo da requisição excede o limite permitido.', code: 'payload_too_large' });
  });

  it('a forged token over HTTP: 401', async () => {
    const token = await issueToken(db.accounts.findFirst((q) => q.where({ email: 'usuario@portalfiscal.demo' }))!);
    const [header, payload] = token.split('.');
    const response = await fetch(`${running.urls.server}/validate/jwt`, {
      headers: { Authorization: `Bearer ${header}.${payload}.${'A'.repeat(43)}` },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Token inválido.', code: 'unauthorized' });
  });

  it('a burst of malformed requests crashes nothing: each gets a JSON error, and the server still serves', async () => {
    const bad: Array<() => Promise<Response>> = [
      () => fetch(`${running.urls.server}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' }),
      () => fetch(`${running.urls.server}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: 'null' }),
      () =>
        fetch(`${running.urls.server}/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json; charset=latin-9' },
          body: '{}',
        }),
      () =>
        fetch(`${running.urls.server}/upload`, {
          method: 'POST',
          headers: { 'Content-Type': 'multipart/form-data; boundary=zz' },
          body: '--zz\r\nnada',
        }),
      () =>
        fetch(`${running.urls.server}/upload`, {
          method: 'POST',
          headers: { 'Content-Type': 'multipart/form-data' },
          body: 'sem boundary',
        }),
      () => fetch(`${running.urls.server}/acc/id`, { headers: { Authorization: 'Bearer ...' } }),
      () => fetch(`${running.urls.server}/acc/id`, { headers: { Authorization: 'Bearer a.%%%.b' } }),
      () => fetch(`${running.urls.apiNode}/apps/%E0%A4%A`),
      () => fetch(`${running.urls.server}/apps/-1/99999999999999999999`),
      () => fetch(`${running.urls.server}/auth/login`, { method: 'DELETE' }),
      () =>
        fetch(`${running.urls.server}/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: { $ne: 1 }, password: ['x'] }),
        }),
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

/** A request with a Host header of our choosing (fetch forbids setting it): its status and JSON body. */
function withHost(
  url: string,
  host: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: init.method ?? 'GET', headers: { ...init.headers, Host: host } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as unknown) : null }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

describe('/__mock: only the operator, with the control token, JSON, and never from another site', () => {
  let running: MockHttpServer;
  const control = (path: string, init: RequestInit = {}) => fetch(`${running.origin}/__mock${path}`, init);
  const asOperator = (extra: Record<string, string> = {}) => ({ Authorization: `Bearer ${running.controlToken}`, ...extra });
  beforeAll(async () => {
    running = await start();
  });
  afterAll(async () => {
    await running.close();
  });
  afterEach(async () => {
    await control('/behaviour', {
      method: 'PATCH',
      headers: asOperator({ 'Content-Type': 'application/json' }),
      body: JSON.stringify({ tokenTtlMs: 3_600_000, expireAllTokens: false }),
    });
  });

  /** A write the reset would wipe: a rating, and how many there are of it now. */
  async function writeSomething(): Promise<() => number> {
    const app = db.apps.all()[0]!;
    const token = await issueToken(db.accounts.findFirst((q) => q.where({ email: 'usuario@portalfiscal.demo' }))!);
    const rated = await fetch(
      `${running.urls.server}/app_rating/${app.appUuid}`,
      json({ stars: 5, comment: 'Ótimo.' }, { Authorization: `Bearer ${token}` }),
    );
    expect(rated.status).toBeLessThan(300);
    return () => db.ratings.findMany((q) => q.where({ appUuid: app.appUuid })).length;
  }

  it('a random token per start, or the one given', async () => {
    expect(running.controlToken).toMatch(/^[\w-]{32}$/);
    const other = await start({ controlToken: 'token-de-controle-fixo' });
    try {
      expect(other.controlToken).toBe('token-de-controle-fixo');
      expect(other.controlToken).not.toBe(running.controlToken);
    } finally {
      await other.close();
    }
    await expect(start({ controlToken: 'curto' })).rejects.toThrow(/16 caracteres/);
  });

  it('without the token, or with a wrong one: 401 in the error shape, and nothing changes', async () => {
    const count = await writeSomething();
    const before = count();
    const ttl = (await (await control('/behaviour', { headers: asOperator() })).json()) as { tokenTtlMs: number };
    const attempts: Record<string, string>[] = [
      {},
      { Authorization: 'Bearer errado-errado-errado-errado' },
      { Authorization: running.controlToken },
      { Authorization: `Basic ${running.controlToken}` },
    ];
    for (const headers of attempts) {
      const reset = await control('/reset', { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: '{}' });
      expect(reset.status).toBe(401);
      expect(reset.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(await reset.json()).toEqual({ message: expect.stringContaining('token de controle'), code: 'unauthorized' });
      const patch = await control('/behaviour', {
        method: 'PATCH',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ tokenTtlMs: 1 }),
      });
      expect(patch.status).toBe(401);
      expect(
        (
          await control('/scenario', {
            method: 'POST',
            headers: { ...headers, 'Content-Type': 'application/json' },
            body: JSON.stringify({ scenario: 'empty' }),
          })
        ).status,
      ).toBe(401);
      expect((await control('/behaviour', { headers })).status).toBe(401);
    }
    expect(count()).toBe(before);
    expect(((await (await control('/behaviour', { headers: asOperator() })).json()) as { tokenTtlMs: number }).tokenTtlMs).toBe(
      ttl.tokenTtlMs,
    );
  });

  it('a page of another site (text/plain, no preflight): refused, and nothing changes, even with the token', async () => {
    const count = await writeSomething();
    const before = count();
    const crossSite: Record<string, string>[] = [
      { Origin: 'https://intruso.example', 'Content-Type': 'text/plain' },
      { Origin: 'https://intruso.example', 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'text/plain' },
      { 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'text/plain' },
      { Origin: 'null', 'Content-Type': 'text/plain' },
      // The portal itself (an allowed CORS origin) is another origin too: it never drives the server.
      { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-site', 'Content-Type': 'application/json' },
    ];
    for (const headers of crossSite) {
      for (const token of [false, true]) {
        const reset = await control('/reset', { method: 'POST', headers: token ? asOperator(headers) : headers, body: '{}' });
        expect(reset.status, JSON.stringify(headers)).toBe(403);
        expect(await reset.json()).toMatchObject({ code: 'forbidden' });
        expect(reset.headers.get('access-control-allow-origin')).toBeNull();
      }
    }
    const preflight = await control('/reset', {
      method: 'OPTIONS',
      headers: { Origin: ORIGIN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(count()).toBe(before);
  });

  it('with the token, a body of another type than JSON: 415, and nothing changes', async () => {
    const count = await writeSomething();
    const before = count();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const reset = await control('/reset', { method: 'POST', headers: asOperator({ 'Content-Type': type }), body: '{}' });
      expect(reset.status, type).toBe(415);
      expect(await reset.json()).toMatchObject({ code: 'unsupported_media_type' });
    }
    expect((await control('/reset', { method: 'POST', headers: asOperator() })).status).toBe(415);
    const patch = await control('/behaviour', {
      method: 'PATCH',
      headers: asOperator({ 'Content-Type': 'text/plain' }),
      body: JSON.stringify({ tokenTtlMs: 1 }),
    });
    expect(patch.status).toBe(415);
    expect(count()).toBe(before);
  });

  it('with the token and JSON, from a tool or the same origin: works', async () => {
    const count = await writeSomething();
    const before = count();
    const patched = await control('/behaviour', {
      method: 'PATCH',
      headers: asOperator({ 'Content-Type': 'application/json' }),
      body: JSON.stringify({ tokenTtlMs: 120_000 }),
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ tokenTtlMs: 120_000 });
    const sameOrigin = await control('/behaviour', { headers: asOperator({ Origin: running.origin, 'Sec-Fetch-Site': 'same-origin' }) });
    expect(sameOrigin.status).toBe(200);
    const reset = await control('/reset', { method: 'POST', headers: asOperator({ 'Content-Type': 'application/json' }), body: '{}' });
    expect(reset.status).toBe(200);
    expect(count()).toBeLessThan(before);
  });
});

describe('social sign-in over HTTP: back only to the portal origins of --origins', () => {
  const signIn = (running: MockHttpServer, redirect: string) =>
    fetch(`${running.urls.server}/auth/google?redirect_uri=${encodeURIComponent(redirect)}`, { redirect: 'manual' });

  it('a listed origin: 302 with a token; anything else: 400', async () => {
    const running = await start();
    try {
      const allowed = await signIn(running, `${ORIGIN}/login`);
      expect(allowed.status).toBe(302);
      expect(new URL(allowed.headers.get('location') ?? '').searchParams.get('token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      for (const redirect of [
        'http://localhost:4782/login',
        `${ORIGIN}.intruso.example/login`,
        'https://intruso.example/roubar',
        running.origin,
      ]) {
        expect((await signIn(running, redirect)).status, redirect).toBe(400);
      }
    } finally {
      await running.close();
    }
  });

  it('with --origins *: any origin for CORS, but a token only ever goes back to a loopback origin', async () => {
    const running = await start({ allowedOrigins: ['*'] });
    try {
      for (const redirect of ['http://localhost:5173/login', 'http://127.0.0.1:4782/login', 'http://[::1]:8080/login']) {
        expect((await signIn(running, redirect)).status, redirect).toBe(302);
      }
      for (const redirect of ['https://intruso.example/login', 'http://localhost.intruso.example/login', 'javascript:alert(1)']) {
        expect((await signIn(running, redirect)).status, redirect).toBe(400);
      }
    } finally {
      await running.close();
    }
  });
});

describe('the Host check: only the names the server was configured with', () => {
  let running: MockHttpServer;
  beforeAll(async () => {
    running = await start();
  });
  afterAll(async () => {
    await running.close();
  });
  const port = () => new URL(running.origin).port;

  it('a foreign name (a DNS-rebinding page): 421 in the error shape, before any handler or /__mock', async () => {
    const url = `${running.urls.server}/auth/login`;
    const body = JSON.stringify({ email: 'usuario@portalfiscal.demo', password: DEMO_PASSWORD });
    for (const host of [
      `intruso.example:${port()}`,
      'intruso.example',
      `127.0.0.1.intruso.example:${port()}`,
      `localhost:${Number(port()) + 1}`,
      `user@127.0.0.1:${port()}`,
    ]) {
      const answer = await withHost(url, host, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
      expect(answer.status, `Host: ${host}`).toBe(421);
      expect(answer.body).toEqual({ message: expect.stringContaining('Host'), code: 'misdirected_request' });
    }
    const count = db.ratings.count();
    const reset = await withHost(`${running.origin}/__mock/reset`, `intruso.example:${port()}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${running.controlToken}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(reset.status).toBe(421);
    expect(db.ratings.count()).toBe(count);
  });

  it('the listen address and its loopback names: served', async () => {
    for (const host of [`127.0.0.1:${port()}`, `localhost:${port()}`, `LOCALHOST:${port()}`, `[::1]:${port()}`]) {
      expect((await withHost(`${running.urls.news}/ghost/api/content/posts/?key=demo-content-key&limit=1`, host)).status, host).toBe(200);
    }
  });

  it('the names per binding: loopback, one address, every interface, a public URL', () => {
    expect(allowedHostsFor('127.0.0.1', 4790).sort()).toEqual(['127.0.0.1:4790', '[::1]:4790', 'localhost:4790']);
    expect(allowedHostsFor('192.168.0.10', 4790)).toEqual(['192.168.0.10:4790']);
    const everywhere = allowedHostsFor('0.0.0.0', 4790);
    expect(everywhere).toEqual(expect.arrayContaining(['127.0.0.1:4790', 'localhost:4790']));
    expect(
      everywhere.every((host) => /^(\[[\da-f:]+\]|[\d.]+|localhost):4790$/.test(host)),
      everywhere.join(),
    ).toBe(true);
    expect(allowedHostsFor('127.0.0.1', 4790, 'https://mock.exemplo.com.br')).toEqual(
      expect.arrayContaining(['mock.exemplo.com.br', 'mock.exemplo.com.br:443']),
    );
    expect(allowedHostsFor('127.0.0.1', 4790, 'http://mock.exemplo.com.br:8080')).toEqual(
      expect.arrayContaining(['mock.exemplo.com.br:8080']),
    );
    expect(allowedHostsFor('127.0.0.1', 4790, 'http://mock.exemplo.com.br:8080')).not.toContain('mock.exemplo.com.br');
  });

  it('behind a proxy: the host of the public URL too, with or without its default port', async () => {
    const proxied = await start({ publicOrigin: 'https://mock.exemplo.com.br' });
    try {
      const direct = `127.0.0.1:${(proxied.server.address() as AddressInfo).port}`;
      expect(proxied.urls.server).toBe('https://mock.exemplo.com.br/server');
      for (const host of ['mock.exemplo.com.br', 'mock.exemplo.com.br:443', direct]) {
        expect((await withHost(`http://${direct}/news/ghost/api/content/posts/?key=demo-content-key&limit=1`, host)).status, host).toBe(
          200,
        );
      }
      for (const host of ['outro.exemplo.com.br', 'mock.exemplo.com.br:8443']) {
        expect((await withHost(`http://${direct}/news/ghost/api/content/posts/?key=demo-content-key&limit=1`, host)).status, host).toBe(
          421,
        );
      }
    } finally {
      await proxied.close();
    }
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
    running = await start({ dataFile: file, secret: 'segredo-fixo-de-pelo-menos-32-bytes' });
    expect(running.restored).toBe(false);
    const account = db.accounts.findFirst((q) => q.where({ email: 'usuario@portalfiscal.demo' }))!;
    const app = db.apps.all()[0]!;
    const before = ratingsOf(app.appUuid);
    const token = await issueToken(account);
    const rated = await fetch(
      `${running.urls.server}/app_rating/${app.appUuid}`,
      json({ stars: 4, comment: 'Atende bem.' }, { Authorization: `Bearer ${token}` }),
    );
    expect(rated.status).toBeLessThan(300);
    expect(ratingsOf(app.appUuid)).toBe(before + 1);
    await running.close();
    running = null;
    expect(readdirSync(dir)).toEqual(['data.json']);
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { version: string; changes: Record<string, unknown> };
    expect(saved.version).toMatch(/^\d+:/);
    expect(Object.keys(saved.changes)).toContain('ratings');

    clearDb();
    running = await start({ dataFile: file, secret: 'segredo-fixo-de-pelo-menos-32-bytes' });
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

  it('holds no password, only hashes; a session ended by Sair stays ended across a restart', async () => {
    const file = join(dir, 'sessions.json');
    const secret = 'segredo-fixo-de-pelo-menos-32-bytes';
    running = await start({ dataFile: file, secret });
    const signUp = await fetch(
      `${running.urls.server}/account`,
      json({
        name: 'Lúcia',
        email: 'lucia@exemplo.demo',
        password: 'segredo-da-lucia',
        confirmPassword: 'segredo-da-lucia',
        occupation: 'contador',
      }),
    );
    expect(signUp.status).toBe(201);
    const answer = await login(running);
    expect(answer.status).toBe(200);
    const token = (JSON.parse(atob(String(await answer.json()))) as { Token: string }).Token;
    const bearer = { Authorization: `Bearer ${token}` };
    expect((await fetch(`${running.urls.server}/auth/logout`, { method: 'POST', headers: bearer })).status).toBe(200);
    await running.close();
    running = null;
    const saved = readFileSync(file, 'utf8');
    expect(saved).not.toContain('segredo-da-lucia');
    expect(saved).not.toContain(DEMO_PASSWORD);
    expect(saved).not.toMatch(/"password"/);
    expect(saved).toContain('$scrypt$');

    clearDb();
    running = await start({ dataFile: file, secret });
    expect((await fetch(`${running.urls.server}/validate/jwt`, { headers: bearer })).status).toBe(401);
    expect(
      (await fetch(`${running.urls.server}/auth/login`, json({ email: 'lucia@exemplo.demo', password: 'segredo-da-lucia' }))).status,
    ).toBe(200);
  }, 30_000);

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

describe('--secret needs at least 32 bytes', () => {
  afterAll(() => clearDb());
  it('a shorter secret is refused before anything listens; 32 bytes (of UTF-8) are taken', async () => {
    await expect(start({ secret: 'curto-demais' })).rejects.toThrow(/ao menos 32 bytes/);
    // 31 bytes: 29 ASCII letters and one 2-byte letter.
    await expect(start({ secret: `${'a'.repeat(29)}ç` })).rejects.toThrow(/ao menos 32 bytes/);
    const running = await start({ secret: `${'a'.repeat(30)}ç` });
    await running.close();
  });
});

describe('--trust-proxy: the client from X-Forwarded-For, only when asked', () => {
  let running: MockHttpServer | null = null;
  afterEach(async () => {
    await running?.close();
    running = null;
  });
  afterAll(() => clearDb());

  /** Wrong passwords for ever-new emails (never an account's limit), each "from" `forwardedFor`. */
  const spray = (server: MockHttpServer, count: number, forwardedFor: string) =>
    Promise.all(
      Array.from({ length: count }, (_, i) =>
        fetch(
          `${server.urls.server}/auth/login`,
          json(
            { email: `alvo${i}-${forwardedFor.replace(/[^0-9]/g, '')}@exemplo.demo`, password: 'errada' },
            { 'X-Forwarded-For': forwardedFor },
          ),
        ).then((r) => r.status),
      ),
    );

  it('off (the default): X-Forwarded-For is ignored, every caller on this connection address shares one count', async () => {
    running = await start();
    expect(new Set(await spray(running, 30, '198.51.100.1'))).toEqual(new Set([401]));
    // A made-up header does not buy a fresh count.
    expect((await spray(running, 1, '198.51.100.2'))[0]).toBe(429);
  }, 30_000);

  it('with the proxy named (loopback here): each forwarded client has its own count, and the proxy cannot be skipped', async () => {
    running = await start({ trustProxy: ['loopback'] });
    expect(new Set(await spray(running, 30, '198.51.100.1'))).toEqual(new Set([401]));
    expect((await spray(running, 1, '198.51.100.1'))[0]).toBe(429);
    // Another client behind the same proxy is not held up by the first one's guesses.
    expect((await spray(running, 1, '198.51.100.2'))[0]).toBe(401);
    // A client that forges a chain gets the address the trusted proxy saw (the last one), as Express reads it.
    expect((await spray(running, 1, '203.0.113.50, 198.51.100.1'))[0]).toBe(429);
  }, 30_000);

  it('refuses a value that would trust anyone, or an address Express cannot read, before listening', async () => {
    await expect(start({ trustProxy: ['*'] })).rejects.toThrow(/--trust-proxy/);
    await expect(start({ trustProxy: ['não-é-endereço'] })).rejects.toThrow();
    await expect(start({ trustProxy: 0 })).rejects.toThrow(/--trust-proxy/);
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
    expect(lines).toEqual([
      expect.stringMatching(/^GET \/news\/ghost\/api\/content\/posts\/ 200 \d+ ms$/),
      expect.stringMatching(/^GET \/server\/nada 404 \d+ ms$/),
    ]);
  });
});
