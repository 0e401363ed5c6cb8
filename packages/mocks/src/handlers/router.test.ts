import { afterEach, describe, expect, it, vi } from 'vitest';
import { getResponse, http, HttpHandler, HttpResponse } from 'msw';
import { DEMO_BASE_URLS } from '../config';
import { handlerList } from '.';
import { routeByOrigin } from './router';

const API = 'https://api.example.test';
const ASSETS = 'https://assets.example.test';

const answering = (method: 'get' | 'post', url: string, text: string) => http[method](url, () => HttpResponse.text(text));

afterEach(() => vi.restoreAllMocks());

describe('routeByOrigin', () => {
  const router = routeByOrigin([
    answering('get', `${API}/apps/:id`, 'app'),
    answering('get', `${API}/apps/latest`, 'latest (never: the earlier handler answers first)'),
    answering('post', `${API}/apps/:id`, 'app saved'),
    answering('get', `${ASSETS}/img/:name`, 'picture'),
  ]);
  const text = async (request: Request) => (await getResponse([router], request))?.text();

  it('answers with the first handler, in the list order, of the request’s method and origin', async () => {
    await expect(text(new Request(`${API}/apps/7`))).resolves.toBe('app');
    await expect(text(new Request(`${API}/apps/latest`))).resolves.toBe('app');
    await expect(text(new Request(`${API}/apps/7`, { method: 'POST' }))).resolves.toBe('app saved');
    await expect(text(new Request(`${ASSETS}/img/logo`))).resolves.toBe('picture');
  });

  it('answers nothing for another origin, another method or a path of the origin no handler has', async () => {
    await expect(text(new Request('https://elsewhere.test/apps/7'))).resolves.toBeUndefined();
    await expect(text(new Request(`${API}/apps/7`, { method: 'DELETE' }))).resolves.toBeUndefined();
    await expect(text(new Request(`${API}/nothing`))).resolves.toBeUndefined();
  });

  it('leaves a handler put in front first', async () => {
    const override = answering('get', `${API}/apps/:id`, 'override');
    await expect((await getResponse([override, router], new Request(`${API}/apps/7`)))?.text()).resolves.toBe('override');
  });

  it('refuses a handler it cannot key (a relative path, a pattern)', () => {
    expect(() => routeByOrigin([answering('get', '/apps/:id', 'x')])).toThrow(/absolute URL/);
    expect(() => routeByOrigin([http.get(/apps/, () => HttpResponse.text('x'))])).toThrow(/absolute URL/);
  });
});

describe('handlerList', () => {
  it('parses a picture request a few times, not once per operation of the backend', async () => {
    const parse = vi.spyOn(HttpHandler.prototype, 'parse');
    const handlers = handlerList(DEMO_BASE_URLS, { portalOrigins: [] });
    // An <img> without `crossorigin` asks with credentials: each parse reads the cookies too.
    const picture = new Request(`${DEMO_BASE_URLS.assets}/api/v1/asset/img/nothing-by-this-name`, { credentials: 'include' });
    await getResponse(handlers, picture);
    expect(parse.mock.calls.length).toBeGreaterThan(0);
    expect(parse.mock.calls.length).toBeLessThanOrEqual(5);
    parse.mockClear();
    await getResponse(handlers, new Request('https://cdn.elsewhere.test/font.woff2', { credentials: 'include' }));
    expect(parse.mock.calls.length).toBe(1);
  });
});
