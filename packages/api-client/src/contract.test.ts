/** Pure parts of the contract: wire parsers, robust text parsing, and the XMLHttpRequest upload path. */
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  LeiWireSchema,
  appFilterParams,
  categoryList,
  assetImageUrl,
  averageStars,
  createApiClient,
  imageProblem,
  leiFromWire,
  parseAssetId,
  parseConfig,
  parseIntegrations,
  unwrapString,
  wrapFloat64,
  wrapInt64,
  wrapString,
} from './index';

const config = parseConfig({
  VITE_SERVER_URL: 'https://api.exemplo.demo/',
  VITE_API_NODE_URL: 'https://mkt.exemplo.demo',
  VITE_ASSETS_URL: 'https://assets.exemplo.demo',
  VITE_NEWS_URL: 'https://news.exemplo.demo',
});

describe('wire helpers', () => {
  it('nullable wrappers: Valid false is null whatever the value', () => {
    expect(unwrapString({ String: 'x', Valid: true })).toBe('x');
    expect(unwrapString({ String: 'x', Valid: false })).toBeNull();
    expect(wrapString(null)).toEqual({ String: '', Valid: false });
  });
  it('a lei parses into plain values', () => {
    const fields = Object.keys(LeiWireSchema.entries).filter((k) => k !== 'lei_uuid' && k !== 'total_impactados' && k !== 'investimento');
    const wire = {
      lei_uuid: 'lei-1',
      total_impactados: wrapInt64(1200),
      investimento: wrapFloat64(null),
      ...Object.fromEntries(fields.map((k) => [k, wrapString(k === 'title' ? 'Lei Rouanet' : null)])),
    };
    const lei = leiFromWire(v.parse(LeiWireSchema, wire));
    expect(lei).toMatchObject({ leiUuid: 'lei-1', title: 'Lei Rouanet', subtitle: null, totalImpactados: 1200, investimento: null });
    expect(JSON.stringify(lei)).not.toContain('Valid');
  });
  it('integrations: JSON text, comma lists, blanks', () => {
    expect(parseIntegrations('["SAP"," Totvs ",""]')).toEqual(['SAP', 'Totvs']);
    expect(parseIntegrations('SAP, Oracle')).toEqual(['SAP', 'Oracle']);
    expect(parseIntegrations('')).toEqual([]);
    expect(parseIntegrations(null)).toEqual([]);
    expect(parseIntegrations('"Hubspot"')).toEqual(['Hubspot']);
  });
  it('average stars rounded to 2 decimals, 0 when none', () => {
    expect(averageStars([])).toBe(0);
    expect(averageStars([4, 5, 5])).toBe(4.67);
  });
  it('asset ids are found in any text the assets API answers', () => {
    expect(parseAssetId('{"message":"ok","asset_id":"abc-123"}')).toBe('abc-123');
    expect(parseAssetId('{"data":{"assetId":42}}')).toBe('42');
    expect(parseAssetId('"abc_9"')).toBe('abc_9');
    expect(parseAssetId('Upload ok. asset_id: xyz-7')).toBe('xyz-7');
    expect(parseAssetId('asset_id=q1')).toBe('q1');
    expect(parseAssetId(' plain-id ')).toBe('plain-id');
    expect(() => parseAssetId('<html>erro</html>')).toThrow('Erro ao processar imagem: asset_id não encontrado');
  });
  it('assetImageUrl and imageProblem', () => {
    expect(assetImageUrl(config, 'a b')).toBe('https://assets.exemplo.demo/api/v1/asset/img/a%20b');
    expect(imageProblem(new File(['x'], 'a.pdf', { type: 'application/pdf' }))).toBe('Formato de a.pdf não suportado');
    expect(imageProblem(new File([new Uint8Array(1_048_577)], 'a.png', { type: 'image/png' }))).toBe('Imagem a.png excede o limite de 1MB');
    expect(imageProblem(new File(['x'], 'a.png', { type: 'image/png' }))).toBeNull();
  });
});

/** A minimal XMLHttpRequest, so the browser upload path runs in node. */
class FakeXhr {
  static last: FakeXhr | undefined;
  static reply: { status: number; body: string; headers?: Record<string, string> } = { status: 201, body: '' };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  status = 0;
  responseText = '';
  sent: unknown;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  getResponseHeader(name: string): string | null {
    const headers = FakeXhr.reply.headers ?? {};
    const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase());
    return key === undefined ? null : (headers[key] ?? null);
  }
  send(body: unknown) {
    this.sent = body;
    FakeXhr.last = this;
    queueMicrotask(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
      this.status = FakeXhr.reply.status;
      this.responseText = FakeXhr.reply.body;
      this.onload?.();
    });
  }
}

describe('uploads through XMLHttpRequest (browsers)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('carries the bearer, reports progress and parses the text answer', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.reply = { status: 201, body: 'ok; asset_id: img-77' };
    const api = createApiClient(config, { getToken: () => 'tok' });
    const progress: number[] = [];
    const result = await api.uploads.uploadAsset(new File(['x'], 'x.png', { type: 'image/png' }), { onProgress: (f) => progress.push(f) });
    expect(result).toEqual({
      message: 'Upload realizado',
      assetId: 'img-77',
      imageUrl: 'https://assets.exemplo.demo/api/v1/asset/img/img-77',
    });
    expect(progress).toEqual([0, 0.5, 1, 1]);
    expect(FakeXhr.last).toMatchObject({
      method: 'POST',
      url: 'https://assets.exemplo.demo/api/v1/asset/upload',
      headers: { Authorization: 'Bearer tok' },
    });
    expect((FakeXhr.last?.sent as FormData).get('app_photo')).toBeInstanceOf(Blob);
  });

  it('a 401 goes through onUnauthorized and rejects with the ApiError of the error body', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.reply = { status: 401, body: JSON.stringify({ message: 'Token expirado.', code: 'unauthorized' }) };
    const seen: ApiError[] = [];
    const api = createApiClient(config, { getToken: () => 'tok', onUnauthorized: (e) => seen.push(e) });
    const error = await api.dashboard
      .createShortcut({ name: 'X', atalho_url: 'https://x.demo' }, new Blob(['x'], { type: 'image/png' }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, kind: 'http', message: 'Token expirado.', code: 'unauthorized' });
    expect(seen).toHaveLength(1);
  });

  it('413 / 415 bodies keep their field errors', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.reply = {
      status: 415,
      body: JSON.stringify({
        message: 'Formato de a.pdf não suportado',
        code: 'unsupported_media_type',
        fieldErrors: { app_photo: 'Formato de a.pdf não suportado' },
      }),
    };
    const api = createApiClient(config, { getToken: () => null });
    await expect(api.uploads.upload(new Blob(['x']), { field: 'app_photo' })).rejects.toMatchObject({
      status: 415,
      fieldErrors: { app_photo: 'Formato de a.pdf não suportado' },
    });
    expect(FakeXhr.last?.headers['Authorization']).toBeUndefined();
  });

  it("a 429 keeps its Retry-After as the error's wait", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.reply = {
      status: 429,
      body: JSON.stringify({ message: 'Muitas tentativas. Tente novamente em 1 minuto.', code: 'too_many_requests' }),
      headers: { 'Retry-After': '60' },
    };
    const api = createApiClient(config, { getToken: () => 'tok' });
    await expect(api.uploads.upload(new Blob(['x']), { field: 'app_photo' })).rejects.toMatchObject({ status: 429, retryAfterSeconds: 60 });
  });
});

describe('client surface', () => {
  it('socialSignInUrl with and without redirect_uri', () => {
    const api = createApiClient(config, { getToken: () => null });
    expect(api.auth.socialSignInUrl('linkedin')).toBe('https://api.exemplo.demo/auth/linkedin');
    expect(api.auth.socialSignInUrl('google', 'https://app/login')).toBe(
      'https://api.exemplo.demo/auth/google?redirect_uri=https%3A%2F%2Fapp%2Flogin',
    );
    expect(api.dashboard.shortcutImageUrl('a1')).toBe('https://api.exemplo.demo/atalho/a1');
  });
  it('app list filters become trimmed query params; blanks are left out', () => {
    expect(appFilterParams()).toEqual({});
    expect(appFilterParams({ q: '  ICMS ST ', category: '', subcategory: '   ', provider: 'prov-1' })).toEqual({
      q: 'ICMS ST',
      provider: 'prov-1',
    });
    expect(appFilterParams({ q: 'a', category: 'c', subcategory: 's', provider: 'p' })).toEqual({
      q: 'a',
      category: 'c',
      subcategory: 's',
      provider: 'p',
    });
  });
  it('several categories become one comma-separated param: trimmed, blanks dropped, each once; none is no filter', () => {
    expect(appFilterParams({ category: ['cat-a', ' cat-b ', '', '  ', 'cat-a'] })).toEqual({ category: 'cat-a,cat-b' });
    expect(appFilterParams({ category: [] })).toEqual({});
    expect(appFilterParams({ category: [' ', ''] })).toEqual({});
    expect(appFilterParams({ category: 'cat-a, ,cat-b' })).toEqual({ category: 'cat-a,cat-b' });
    expect(categoryList(undefined)).toEqual([]);
    expect(categoryList(' cat-a ')).toEqual(['cat-a']);
    expect(categoryList(['cat-b', 'cat-a'])).toEqual(['cat-b', 'cat-a']);
  });
  it('serverPage, serverList and list send the filters in the query string', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (input: Request | string | URL) => {
      urls.push(input instanceof Request ? input.url : String(input));
      return new Response(JSON.stringify({ message: 'ok', apps: [], page: 2, size: 10, total: 0 }), {
        headers: { 'Content-Type': 'application/json' },
      });
    });
    try {
      const api = createApiClient(config, { getToken: () => 't' });
      await expect(api.apps.serverPage(2, 10, { q: 'nota fiscal', category: 'cat-1' })).resolves.toMatchObject({ apps: [], total: 0 });
      await api.apps.serverPage(1, 20, { category: ['cat-1', 'cat-2'] });
      await api.apps.serverList({ provider: 'prov-1' });
      await api.apps.list({ subcategory: 'sub-1', q: ' ' });
      await api.apps.list();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(urls).toEqual([
      'https://api.exemplo.demo/apps/2/10?q=nota+fiscal&category=cat-1',
      'https://api.exemplo.demo/apps/1/20?category=cat-1%2Ccat-2',
      'https://api.exemplo.demo/apps?provider=prov-1',
      'https://mkt.exemplo.demo/apps/?subcategory=sub-1',
      'https://mkt.exemplo.demo/apps/',
    ]);
  });
});

describe('an answer already on its way (ClientHooks.early)', () => {
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  afterEach(() => vi.unstubAllGlobals());

  /** A client signed in as 'tok' whose early hook answers `body` to every request, noting what it was asked. */
  const answeringEarly = (body: unknown) => {
    const sent = vi.fn(async () => json({ message: 'network' }));
    vi.stubGlobal('fetch', sent);
    const asked: { url: string; authorization: string | null }[] = [];
    const api = createApiClient(config, {
      getToken: () => 'tok',
      early: (request) => {
        asked.push({ url: request.url, authorization: request.headers.get('Authorization') });
        return Promise.resolve(json(body));
      },
    });
    return { api, sent, asked };
  };

  it('is used instead of the network, asked with the request the client built (token included)', async () => {
    const { api, sent, asked } = answeringEarly({ valid: true });
    await expect(api.auth.validateJwt()).resolves.toBe(true);
    expect(sent).not.toHaveBeenCalled();
    expect(asked).toEqual([{ url: 'https://api.exemplo.demo/validate/jwt', authorization: 'Bearer tok' }]);
  });

  it('is offered the news request too, without the bearer (the news service never gets the session)', async () => {
    const { api, sent, asked } = answeringEarly({ posts: [] });
    await expect(api.news.list({ limit: 5 })).resolves.toEqual([]);
    expect(sent).not.toHaveBeenCalled();
    expect(asked).toHaveLength(1);
    expect(asked[0]!.authorization).toBeNull();
    expect(asked[0]!.url).toMatch(/\/ghost\/api\/content\/posts\/\?key=[^&]*&limit=5&order=published_at\+desc$/);
  });

  it('an early 401 is the same error as a network one, and reaches onUnauthorized', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'network' })),
    );
    const onUnauthorized = vi.fn();
    const api = createApiClient(config, {
      getToken: () => 'tok',
      onUnauthorized,
      early: () => Promise.resolve(json({ message: 'Token inválido' }, 401)),
    });
    await expect(api.auth.validateJwt()).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('an early call that failed sends the request as usual, every time', async () => {
    const sent = vi.fn(async () => json({ message: 'network, not the contract' }));
    vi.stubGlobal('fetch', sent);
    const api = createApiClient(config, {
      getToken: () => 'tok',
      early: (request) => (request.url.endsWith('/validate/jwt') ? Promise.reject(new TypeError('Failed to fetch')) : undefined),
    });
    await expect(api.auth.validateJwt()).rejects.toMatchObject({ kind: 'invalid-response' });
    expect(sent).toHaveBeenCalledTimes(1);
    sent.mockClear();
    sent.mockImplementation(async () => json({ valid: true }));
    await expect(api.auth.validateJwt()).resolves.toBe(true);
    expect(sent).toHaveBeenCalledTimes(1);
  });
});
