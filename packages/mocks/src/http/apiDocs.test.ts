import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiDocsRoutes } from './apiDocs';

/** The router alone on a bare Express app (the mock server mounts it the same way). */
let server: Server;
let origin = '';

beforeAll(async () => {
  const app = express();
  // The origin is only known once listening: the router is added then, before any request.
  const router = express.Router();
  app.use(router);
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  router.use(apiDocsRoutes({ origin }));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

type Doc = {
  openapi: string;
  servers: Array<{ url: string; 'x-base': string }>;
  paths: Record<string, Record<string, { operationId: string; servers: Array<{ url: string }> }>>;
};

describe('the API reference routes', () => {
  it("GET /openapi.json: the committed document, its servers this server's bases", async () => {
    const response = await fetch(`${origin}/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const doc = (await response.json()) as Doc;
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers.map((s) => s.url)).toEqual([`${origin}/server`, `${origin}/api-node`, `${origin}/assets`, `${origin}/news`]);
    expect(doc.paths['/auth/login']?.post?.servers).toEqual([expect.objectContaining({ url: `${origin}/server` })]);
    expect(doc.paths['/apps/']?.get?.servers).toEqual([expect.objectContaining({ url: `${origin}/api-node` })]);
  });

  it('GET /docs redirects to /docs/, a page with no inline script under a strict CSP', async () => {
    const redirect = await fetch(`${origin}/docs`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/docs/');
    const page = await fetch(`${origin}/docs/`);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("'unsafe-eval'");
    const html = await page.text();
    // Every <script> has a src: nothing inline for the CSP to refuse.
    expect([...html.matchAll(/<script([^>]*)>/g)].every((m) => /\bsrc=/.test(m[1] ?? ''))).toBe(true);
    expect(html).not.toMatch(/https?:\/\//);
  });

  it('serves swagger-ui and the start-up script locally, and nothing else of node_modules', async () => {
    for (const [file, type] of [
      ['swagger-ui-bundle.js', /javascript/],
      ['swagger-ui.css', /css/],
      ['init.js', /javascript/],
    ] as const) {
      const response = await fetch(`${origin}/docs/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-type'), file).toMatch(type);
    }
    const init = await (await fetch(`${origin}/docs/init.js`)).text();
    expect(init).toContain(`${origin}/server/auth/login`);
    expect(init).toContain('validatorUrl: null');
    expect((await fetch(`${origin}/docs/package.json`)).status).toBe(404);
    expect((await fetch(`${origin}/docs/..%2Fpackage.json`)).status).toBe(404);
  });
});
