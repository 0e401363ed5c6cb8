import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { keepWelcomeAway, signIn } from '../e2e/support';
import { test } from './csp';
import { backendsOn, MockServer } from './mockServer';
import { CONFIGURE, Nginx } from './nginx';
import { DEMO_DIST_DIR, DEPLOY_MOCK_PORT, NGINX_PORTS, PROD_DIST_DIR } from './ports';

/**
 * The deployment as docs/deployment.md describes it: one production build, configured twice by the
 * deploy step (deploy/configure.sh) for two environments, each served by Debian's nginx with the shipped
 * configuration (deploy/nginx/portal-fiscal.conf). Portal A talks to a mock server over HTTP; portal B
 * to addresses of its own (only its page and headers are checked). The demo build (a sales team's demo at
 * an address of its own) deploys the same way, with its fictitious hosts, which its mock worker answers.
 */
test.describe.configure({ mode: 'serial' });
const [PORTAL_A, PORTAL_B, DEMO] = NGINX_PORTS.map((port) => `http://127.0.0.1:${port}`);
test.use({ baseURL: PORTAL_A });

const appDir = fileURLToPath(new URL('../../packages/app', import.meta.url));
const mockOrigin = `http://127.0.0.1:${DEPLOY_MOCK_PORT}`;
const ENV_A = { ...backendsOn(mockOrigin), PORTAL_NEWS_KEY: 'demo-content-key' };
const ENV_B = {
  PORTAL_SERVER_URL: 'https://api.homologacao.example.com.br/',
  PORTAL_API_NODE_URL: 'https://marketplace.homologacao.example.com.br/v1',
  PORTAL_ASSETS_URL: 'https://assets.homologacao.example.com.br',
  PORTAL_NEWS_URL: 'https://noticias.example.com.br/ghost',
  PORTAL_WHATSAPP_NUMBER: '5511987654321',
};

/** The demo's hosts (packages/app/.env.demo): nothing answers them but the mock worker in the page. */
const ENV_DEMO = {
  PORTAL_SERVER_URL: 'https://api.portalfiscal.demo',
  PORTAL_API_NODE_URL: 'https://marketplace.portalfiscal.demo',
  PORTAL_ASSETS_URL: 'https://assets.portalfiscal.demo',
  PORTAL_NEWS_URL: 'https://news.portalfiscal.demo',
  PORTAL_NEWS_KEY: 'demo-content-key',
};

let work: string;
let mock: MockServer;
const servers: Nginx[] = [];

/** Runs the deploy step on `site` into `out` with only `env` (and PATH), as a container start would. */
function configure(site: string, out: string, env: Record<string, string>) {
  return spawnSync('sh', [CONFIGURE, site, out], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env } });
}

test.beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'deploy-journeys-'));
  // nginx's workers read the sites as another user.
  chmodSync(work, 0o755);
  for (const [i, [build, env]] of (
    [
      [PROD_DIST_DIR, ENV_A],
      [PROD_DIST_DIR, ENV_B],
      [DEMO_DIST_DIR, ENV_DEMO],
    ] as const
  ).entries()) {
    const site = join(work, `site-${i}`);
    cpSync(join(appDir, build), site, { recursive: true });
    const configured = join(work, `configured-${i}`);
    const result = configure(site, configured, env);
    expect(result.status, result.stderr).toBe(0);
    servers.push(new Nginx({ port: NGINX_PORTS[i] ?? 0, root: site, configured, workDir: join(work, `nginx-${i}`) }));
  }
  mock = new MockServer({
    dataFile: join(work, 'mock-data.json'),
    origins: [servers[0]?.origin ?? ''],
    secret: 'e2e-deploy-secret-of-at-least-32-bytes',
    port: DEPLOY_MOCK_PORT,
  });
  await Promise.all([mock.start(), ...servers.map((server) => server.start())]);
});

test.afterAll(async () => {
  await Promise.all([mock?.stop(), ...servers.map((server) => server.stop())]);
  if (work) rmSync(work, { recursive: true, force: true });
});

const portalA = () => PORTAL_A ?? '';
const portalB = () => PORTAL_B ?? '';
const directives = (policy: string | null) =>
  new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );

test('the deploy step refuses a missing or malformed value, naming each, and writes nothing', () => {
  const site = join(work, 'site-0');
  const before = readFileSync(join(site, 'index.html'), 'utf8');
  const out = join(work, 'refused');
  const result = configure(site, out, {
    ...ENV_A,
    PORTAL_SERVER_URL: 'javascript:alert(1)',
    PORTAL_NEWS_URL: '',
    PORTAL_WHATSAPP_NUMBER: '11 9999',
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('Configuração inválida; nada foi publicado');
  expect(result.stderr).toContain('PORTAL_SERVER_URL: deve ser uma URL absoluta');
  expect(result.stderr).toContain('PORTAL_NEWS_URL: obrigatória');
  expect(result.stderr).toContain('PORTAL_WHATSAPP_NUMBER');
  expect(existsSync(out)).toBe(false);
  expect(readFileSync(join(site, 'index.html'), 'utf8')).toBe(before);
});

test('the deploy step refuses a hostile character in every variable, optional ones included, wherever it stands', () => {
  const site = join(work, 'site-0');
  const good: Record<string, string> = {
    ...ENV_A,
    PORTAL_WHATSAPP_NUMBER: '5511987654321',
    PORTAL_CSP_REPORT_URL: 'https://csp.example.com.br/relatorio',
  };
  // A newline is tried after a valid first line too: a check of any single line would let it through.
  const hostile = ['\n', '"', '<', ';', ' ', '\\'];
  for (const name of Object.keys(good)) {
    for (const character of hostile) {
      for (const value of [`${good[name]}${character}x`, `${good[name]}\n${character}`]) {
        const out = join(work, 'hostile');
        const result = configure(site, out, { ...good, [name]: value });
        expect(result.status, `${name} with ${JSON.stringify(value)}`).toBe(1);
        expect(result.stderr, `${name} with ${JSON.stringify(value)}`).toContain(`  - ${name}:`);
        // The value is shown without its hostile characters: no second line, no markup in the log.
        const problems = result.stderr.split('\n').filter((line) => line.startsWith('  - '));
        expect(problems, name).toHaveLength(1);
        expect(problems.join(''), name).not.toMatch(/[<"\\;]/);
        expect(existsSync(out), name).toBe(false);
      }
    }
  }
  expect(configure(site, join(work, 'good'), good).status).toBe(0);
});

test('every answer carries the security headers; each portal’s policy names its own backends and the build’s inline scripts', async ({
  request,
}) => {
  // The inline scripts of index.html, of the sign-up screen's page (its head script names its own
  // address) and of a signed-in address's own page (every such page has the same ones).
  const inlineScripts = new Set<string>();
  for (const page of ['/', '/create/account', '/apps/list']) {
    const html = await (await request.get(`${portalA()}${page}`)).text();
    const scripts = [...html.matchAll(/<script(?: data-[\w-]+="[^"]*")*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
    expect(scripts.length, `${page} carries its inline scripts`).toBeGreaterThanOrEqual(2);
    for (const script of scripts) inlineScripts.add(`'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`);
  }
  for (const path of [
    '/',
    '/login',
    '/create/account',
    '/settings/profile?tab=empresa',
    '/index.html',
    '/apps/list',
    '/dashboard',
    '/settings/management',
  ]) {
    const response = await request.get(`${portalA()}${path}`);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    const policy = directives(headers['content-security-policy'] ?? null);
    expect(policy.get('default-src'), path).toEqual(["'none'"]);
    // Exactly the build's inline scripts, each once.
    expect(new Set(policy.get('script-src')?.filter((source) => source.startsWith("'sha256-"))), path).toEqual(inlineScripts);
    expect(policy.get('script-src'), path).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src'), path).not.toContain("'unsafe-eval'");
    expect(policy.get('connect-src'), path).toEqual(["'self'", mockOrigin]);
    expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
    expect(policy.get('base-uri'), path).toEqual(["'none'"]);
    expect(policy.get('object-src'), path).toEqual(["'none'"]);
    expect(policy.get('form-action'), path).toEqual(["'self'"]);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('geolocation=(self)');
    expect(headers['cache-control'], path).toBe('no-cache');
    expect(await response.text(), path).toContain(`"PORTAL_SERVER_URL":"${mockOrigin}/server"`);
  }

  const b = await request.get(`${portalB()}/login`);
  const policyB = directives(b.headers()['content-security-policy'] ?? null);
  expect(policyB.get('connect-src')).toEqual([
    "'self'",
    'https://api.homologacao.example.com.br',
    'https://marketplace.homologacao.example.com.br',
    'https://assets.homologacao.example.com.br',
    'https://noticias.example.com.br',
  ]);
  // Images from every backend: uploads (assets), news pictures (news), the shortcuts' images ({server}).
  expect(policyB.get('img-src')).toEqual(["'self'", 'data:', 'blob:', ...(policyB.get('connect-src') ?? []).slice(1)]);
  const pageB = await b.text();
  // Trailing slashes dropped; the same hashes (one build).
  expect(pageB).toContain('"PORTAL_SERVER_URL":"https://api.homologacao.example.com.br"');
  expect(policyB.get('script-src')).toEqual(
    directives((await request.get(`${portalA()}/login`)).headers()['content-security-policy'] ?? null).get('script-src'),
  );
});

test('a signed-in address is answered with its own configured page, its frame in it; any other route with index.html', async ({
  request,
}) => {
  for (const path of ['/dashboard', '/apps/list', '/settings/management/providers/user-view?id=acc-0002-bruno-carvalho']) {
    const response = await request.get(`${portalA()}${path}`);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain('text/html');
    const html = await response.text();
    expect(html, path).toContain(`<script data-path="${path.split('?')[0]}"`);
    expect(html, path).toContain('<template id="pf-frame-pt-BR"');
    expect(html, path).toContain('<template id="pf-frame-en"');
    expect(html, path).toContain(`"PORTAL_SERVER_URL":"${mockOrigin}/server"`);
  }
  // Asked for by its file name: the configured page too, never the build's unconfigured copy.
  const byName = await (await request.get(`${portalA()}/apps/list.html`)).text();
  expect(byName).toContain(`"PORTAL_SERVER_URL":"${mockOrigin}/server"`);
  for (const path of ['/', '/login', '/nao-existe', '/dashboard/', '/create/account/success']) {
    const html = await (await request.get(`${portalA()}${path}`)).text();
    expect(html, path).toContain('<template id="pf-first-screen"');
    expect(html, path).toMatch(/<h1[^>]*>Entrar no Portal Fiscal<\/h1>/);
    expect(html, path).not.toContain('pf-frame-');
  }
  expect((await request.get(`${portalA()}/nao-existe.html`)).status()).toBe(404);
});

test('the sign-up address is answered with its own configured page, the sign-up form prerendered in it', async ({ request }) => {
  for (const path of ['/create/account', '/create/account?origem=email', '/create/account.html']) {
    const response = await request.get(`${portalA()}${path}`);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain('text/html');
    const html = await response.text();
    expect(html, path).toContain('<template id="pf-first-screen"');
    expect(html, path).toMatch(/<h1[^>]*>Criar conta<\/h1>/);
    expect(html, path).not.toContain('Entrar no Portal Fiscal');
    expect(html, path).toContain('var c=["/create/account"].indexOf(location.pathname)');
    expect(html, path).not.toContain('pf-frame-');
    expect(html, path).toContain(`"PORTAL_SERVER_URL":"${mockOrigin}/server"`);
  }
});

test('the page preconnects to the backends of its first calls ({server}, {apiNode}), each origin once, in the anonymous pool', async ({
  request,
}) => {
  const preconnects = (html: string) => [...html.matchAll(/<link rel="preconnect" href="([^"]+)" crossorigin>/g)].map((match) => match[1]);
  // Portal A: both bases on the mock server's one origin.
  expect(preconnects(await (await request.get(`${portalA()}/dashboard`)).text())).toEqual([mockOrigin]);
  // Portal B: two origins; not the assets' or the news' (pictures and news come later).
  expect(preconnects(await (await request.get(`${portalB()}/login`)).text())).toEqual([
    'https://api.homologacao.example.com.br',
    'https://marketplace.homologacao.example.com.br',
  ]);
});

test('hashed assets are immutable and compressed; a missing file is a 404, never the page; leftovers are not served', async ({
  request,
}) => {
  const html = await (await request.get(`${portalA()}/`)).text();
  const script = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
  const style = /\/assets\/[\w.-]+\.css/.exec(html)?.[0];
  expect(script && style, 'index.html names its assets').toBeTruthy();
  for (const asset of [script, style]) {
    const response = await request.get(`${portalA()}${asset}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status(), asset).toBe(200);
    expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-encoding'], asset).toBe('gzip');
    expect(response.headers()['content-security-policy'], asset).toContain("default-src 'none'");
  }
  const favicon = await request.get(`${portalA()}/favicon.png`);
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toBe('image/png');
  for (const path of [
    '/assets/index-missing.js',
    '/nao-existe.png',
    '/index.template.html',
    '/csp-hashes.txt',
    '/assets/index.js.map',
    '/index.js.map',
  ]) {
    const response = await request.get(`${portalA()}${path}`);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).not.toContain('<div id="root">');
    // A 404 is never kept as immutable (a CDN would keep it for a year), and carries the headers too.
    expect(response.headers()['cache-control'], path).toBe('no-cache');
    expect(response.headers()['content-security-policy'], path).toContain("default-src 'none'");
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
  }
});

test('the access log records the path of every request, never its query (tokens arrive in addresses)', async ({ request }) => {
  for (const path of ['/login?token=segredo-do-login', '/password/reset?jwt=segredo-da-senha', '/dashboard?token=segredo-do-painel']) {
    expect((await request.get(`${portalA()}${path}`)).status(), path).toBe(200);
  }
  await expect.poll(() => servers[0]?.accessLog ?? '').toContain('"GET /password/reset HTTP/1.1" 200');
  const log = servers[0]?.accessLog ?? '';
  expect(log).toContain('"GET /login HTTP/1.1" 200');
  expect(log).not.toContain('segredo');
  expect(log).not.toContain('?');
});

test('sign-in, dashboard, marketplace and settings work through nginx with no breach of the policy', async ({ page }) => {
  await keepWelcomeAway(page);
  // signIn() opens /login of the base URL: portal A's.
  await signIn(page, 'usuario@portalfiscal.demo');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Carla Mendes');
  await page.getByRole('navigation').getByRole('link', { name: 'Apps', exact: true }).first().click();
  await expect(page).toHaveURL(/\/apps\/list/);
  await expect(page.locator('[data-page]').getByRole('article').first()).toBeVisible();
  await page.goto(`${portalA()}/settings/profile`);
  await expect(page.locator('[data-page]').getByRole('heading', { level: 1 })).toBeVisible();
  // The two places that hand the browser a backend's markup, under Trusted Types: the cards' text (an
  // inert parse) and a lei's objective (DOMPurify), here one whose objective carries a script and a handler.
  await page.goto(`${portalA()}/leis/incentivo`);
  await expect(page.locator('[data-page]').getByRole('heading').getByRole('link').first()).toBeVisible();
  await page.goto(`${portalA()}/leis/incentivo/view?lei=lei-0008-aprendiz-digital`);
  await expect(page.locator('[data-page]').getByRole('heading', { level: 1, name: 'FIA — Aprendiz Digital' })).toBeVisible();
  const objective = page.locator('[data-page]').getByRole('region', { name: 'Objetivo' });
  await expect(objective).toContainText(/\p{L}{3}/u);
  await expect(objective.locator('script, img, [onerror]')).toHaveCount(0);
});

test('the sign-up form paints from its own page before any script, then hydrates and answers, through nginx with no breach of the policy', async ({
  page,
}) => {
  for (const origin of [portalA(), DEMO]) {
    // No script yet: the form is the page's own markup, shown by its inline scripts (under the policy's hashes).
    await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
    await page.goto(`${origin}/create/account`);
    await expect(page.getByRole('heading', { level: 1, name: 'Criar conta' }), origin).toBeVisible();
    await expect(page.locator('#root'), origin).toHaveAttribute('data-prerendered', '');
    await expect(page.getByLabel(/^Confirmar senha/), origin).toBeVisible();
    await page.unroute(/\/assets\/[^/]+\.js$/);
    // With its scripts: hydrated in place.
    await page.goto(`${origin}/create/account`);
    await page.waitForFunction(() => !('__pfHeld' in window));
    await expect(page.locator('#root'), origin).toHaveAttribute('data-prerendered', '');
    await page.getByRole('button', { name: 'Criar conta', exact: true }).click();
    await expect(page.getByText('Informe seu nome.', { exact: true }), origin).toBeVisible();
  }
});

test('Trusted Types are enforced: a plain string at a script sink is refused', async ({ browser }) => {
  // A context of its own: the violation is the point here, so the journeys' watch for breaches is not on.
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // The page's head script starts the intl warm-up's worker through a policy of its own (build/prerender.ts).
    const warmup = page.waitForEvent('worker', { predicate: (worker) => /\/assets\/intl-warmup-[0-9a-f]{8}\.js$/.test(worker.url()) });
    const response = await page.goto(`${portalA()}/login`);
    const policy = directives(response?.headers()['content-security-policy'] ?? null);
    expect(policy.get('require-trusted-types-for')).toEqual(["'script'"]);
    expect(policy.get('trusted-types')).toEqual(['portal-fiscal', 'default', 'portal-fiscal-intl']);
    await warmup;
    const refused = await page.evaluate(() => {
      try {
        document.createElement('div').innerHTML = '<img src=x onerror=alert(1)>';
        return 'accepted';
      } catch (error) {
        return error instanceof TypeError ? 'refused' : String(error);
      }
    });
    expect(refused).toBe('refused');
    // No other policy can be made, and the warm-up's, which the page has made, not a second time.
    const made = await page.evaluate(() =>
      ['intruso', 'portal-fiscal-intl'].map((name) => {
        const factory = (window as { trustedTypes?: { createPolicy(name: string, rules: object): unknown } }).trustedTypes;
        try {
          factory?.createPolicy(name, {});
          return 'made';
        } catch {
          return 'refused';
        }
      }),
    );
    expect(made).toEqual(['refused', 'refused']);
  } finally {
    await context.close();
  }
});

test('the demo deploys the same way: its mock worker runs under the same policy, and the demo signs in', async ({ page }) => {
  await keepWelcomeAway(page);
  // A call to the demo's fictitious hosts that reaches the network is one the mock worker let through.
  const escaped: string[] = [];
  page.on('requestfailed', (request) => {
    if (new URL(request.url()).hostname.endsWith('portalfiscal.demo'))
      escaped.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText}`);
  });
  const response = await page.goto(`${DEMO}/login`);
  expect(response?.headers()['content-security-policy']).toContain("connect-src 'self' https://api.portalfiscal.demo");
  await page
    .getByRole('button', { name: /admin@portalfiscal\.demo/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ana Ribeiro');
  // The account's own shortcut comes from the worker. Should it not come, say what the page shows and
  // which calls left the browser, since a clean-clone run once waited 7 s for it in vain.
  await expect(page.locator('[data-page]').getByRole('link', { name: /SEFAZ-SP/ }))
    .toBeVisible()
    .catch(async (error: unknown) => {
      const shown = await page.locator('[data-page]').innerText();
      throw new Error(`${String(error)}\nCalls let through: ${JSON.stringify(escaped)}\nThe page shows: ${shown.slice(0, 600)}`);
    });
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${DEMO}/mockServiceWorker.js`);
  expect(escaped).toEqual([]);
});
