import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { fillLogin, keepWelcomeAway } from '../e2e/support';
import { buildImage, Container, ensureBaseImage, IMAGE, podman, runArgs } from './container';
import { test } from './csp';
import { backendsOn, MockServer } from './mockServer';
import { CONTAINER_MOCK_PORT, CONTAINER_MOCK_PORT_B, CONTAINER_PORTS } from './ports';

/**
 * The image a deployer is told to build and run (README, docs/deployment.md): built from this working
 * tree by deploy/Dockerfile, started twice with two environments, each container run as the docs say
 * (read-only root filesystem, a tmpfs for /tmp, the image's own user). Each is pointed at a mock server
 * of its own over HTTP, with other optional values (a news key; a WhatsApp number and CSP reporting), and
 * each is signed in through.
 * A container with a bad variable must stop at once, saying why, having served nothing.
 */
test.describe.configure({ mode: 'serial' });

const [PORT_A = 0, PORT_B = 0, PORT_BAD = 0] = CONTAINER_PORTS;
const mockOrigin = `http://127.0.0.1:${CONTAINER_MOCK_PORT}`;
const ENV_A = { ...backendsOn(mockOrigin), PORTAL_NEWS_KEY: 'demo-content-key' };
const mockOriginB = `http://127.0.0.1:${CONTAINER_MOCK_PORT_B}`;
const ENV_B = {
  ...backendsOn(mockOriginB),
  // A trailing slash, which the deploy step drops.
  PORTAL_API_NODE_URL: `${mockOriginB}/api-node/`,
  PORTAL_WHATSAPP_NUMBER: '5511987654321',
  PORTAL_CSP_REPORT_URL: 'https://csp.example.com.br/relatorios',
};

const a = new Container({ name: `portal-fiscal-test-${PORT_A}`, port: PORT_A, env: ENV_A });
const b = new Container({ name: `portal-fiscal-test-${PORT_B}`, port: PORT_B, env: ENV_B });
let work: string;
let mocks: MockServer[] = [];

test.beforeAll(async () => {
  // A cold machine makes the base and installs every dependency in the image (minutes); a warm one
  // reuses the layers and only rebuilds the portal (about half a minute).
  test.setTimeout(1_200_000);
  ensureBaseImage();
  const { secs } = buildImage();
  console.log(`  the image built in ${secs.toFixed(0)} s`);
  work = mkdtempSync(join(tmpdir(), 'portal-fiscal-container-'));
  mocks = [
    new MockServer({
      dataFile: join(work, 'mock-a.json'),
      origins: [a.origin],
      secret: 'e2e-container-secret-of-at-least-32-bytes',
      port: CONTAINER_MOCK_PORT,
    }),
    new MockServer({
      dataFile: join(work, 'mock-b.json'),
      origins: [b.origin],
      secret: 'e2e-container-secret-b-of-at-least-32-bytes',
      port: CONTAINER_MOCK_PORT_B,
    }),
  ];
  await Promise.all([...mocks.map((mock) => mock.start()), a.start(), b.start()]);
});

test.afterAll(async () => {
  a.remove();
  b.remove();
  await Promise.all(mocks.map((mock) => mock.stop()));
  if (work) rmSync(work, { recursive: true, force: true });
});

const directives = (policy: string | undefined) =>
  new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );

test('each container serves the sign-in page with its own backends in its policy and its configuration block', async ({ request }) => {
  for (const [container, env, origins] of [
    [a, ENV_A, [mockOrigin]],
    [b, ENV_B, [mockOriginB]],
  ] as const) {
    const response = await request.get(`${container.origin}/login`);
    expect(response.status()).toBe(200);
    const page = await response.text();
    expect(page, 'the sign-in screen is in the page').toContain('<form');
    const config = JSON.parse(
      /<script type="application\/json" id="portal-fiscal-config">(.*?)<\/script>/.exec(page)?.[1] ?? '{}',
    ) as Record<string, string>;
    // Trailing slashes dropped; optional values empty when not given.
    expect(config).toEqual({
      PORTAL_SERVER_URL: env.PORTAL_SERVER_URL,
      PORTAL_API_NODE_URL: env.PORTAL_API_NODE_URL.replace(/\/$/, ''),
      PORTAL_ASSETS_URL: env.PORTAL_ASSETS_URL,
      PORTAL_NEWS_URL: env.PORTAL_NEWS_URL,
      PORTAL_NEWS_KEY: 'PORTAL_NEWS_KEY' in env ? env.PORTAL_NEWS_KEY : '',
      PORTAL_WHATSAPP_NUMBER: 'PORTAL_WHATSAPP_NUMBER' in env ? env.PORTAL_WHATSAPP_NUMBER : '',
    });
    const policy = directives(response.headers()['content-security-policy']);
    expect(policy.get('connect-src')).toEqual(["'self'", ...origins]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', ...origins]);
  }
  // Reporting only where it was asked for.
  const reported = await request.get(`${b.origin}/login`);
  expect(directives(reported.headers()['content-security-policy']).get('report-uri')).toEqual([ENV_B.PORTAL_CSP_REPORT_URL]);
  expect(reported.headers()['reporting-endpoints']).toBe(`csp="${ENV_B.PORTAL_CSP_REPORT_URL}"`);
  expect((await request.get(`${a.origin}/login`)).headers()['reporting-endpoints']).toBeUndefined();
});

test('every answer carries the security headers; client routes are the page; a missing asset is a 404 that no cache keeps', async ({
  request,
}) => {
  for (const [container, server] of [
    [a, ENV_A.PORTAL_SERVER_URL],
    [b, ENV_B.PORTAL_SERVER_URL],
  ] as const) {
    await checkAnswers(request, container, server);
  }
});

async function checkAnswers(request: APIRequestContext, container: Container, server: string): Promise<void> {
  const page = await (await request.get(`${container.origin}/`)).text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(page)?.[0] ?? '';
  const answers: [string, number, string][] = [
    ['/', 200, 'no-cache'],
    ['/settings/profile?tab=empresa', 200, 'no-cache'],
    ['/leis/incentivo?lei=abc', 200, 'no-cache'],
    // A signed-in address's own page, with its screen's frame (configured at start like index.html).
    ['/apps/list', 200, 'no-cache'],
    // The sign-up screen's own page, its form prerendered in it.
    ['/create/account', 200, 'no-cache'],
    [asset, 200, 'public, max-age=31536000, immutable'],
    ['/assets/index-nao-existe.js', 404, 'no-cache'],
    ['/nao-existe.png', 404, 'no-cache'],
    ['/csp-hashes.txt', 404, 'no-cache'],
    [`${asset}.map`, 404, 'no-cache'],
  ];
  for (const [path, status, cache] of answers) {
    const response = await request.get(`${container.origin}${path}`);
    const headers = response.headers();
    expect(response.status(), path).toBe(status);
    expect(headers['cache-control'], path).toBe(cache);
    expect(directives(headers['content-security-policy']).get('default-src'), path).toEqual(["'none'"]);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
    expect(headers['server'], path).toBe('nginx');
    if (status === 404) expect(await response.text(), path).not.toContain('portal-fiscal-config');
    else if (path !== asset) expect(await response.text(), path).toContain(`"PORTAL_SERVER_URL":"${server}"`);
  }
  expect(await (await request.get(`${container.origin}/apps/list`)).text()).toContain('<script data-path="/apps/list"');
  expect(await (await request.get(`${container.origin}/create/account`)).text()).toMatch(/<h1[^>]*>Criar conta<\/h1>/);
}

for (const [label, container] of [
  ['A', a],
  ['B', b],
] as const) {
  test(`a user signs in through container ${label} against the HTTP mock server, with no breach of the policy`, async ({ page }) => {
    await keepWelcomeAway(page);
    await page.goto(`${container.origin}/login`);
    await fillLogin(page, 'usuario@portalfiscal.demo');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(`${container.origin}/dashboard`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Carla Mendes');
    await page.goto(`${container.origin}/apps/list`);
    await expect(page.locator('[data-page]').getByRole('article').first()).toBeVisible();
  });
}

test('the container log records paths, never a query string', async ({ request }) => {
  await request.get(`${b.origin}/login?token=segredo-do-container`);
  await expect.poll(() => b.logs()).toContain('"GET /login HTTP/1.1" 200');
  expect(b.logs()).not.toContain('segredo');
});

test('the container runs as a numeric unprivileged user that cannot write what it serves, and reports its health', () => {
  expect(a.exec(['id', '-u']).stdout.trim()).toBe('101');
  expect(a.exec(['id', '-g']).stdout.trim()).toBe('101');
  // Not even without --read-only: the build belongs to root, readable by all, writable by none else.
  const writable = podman(
    runArgs([
      '--rm',
      '--entrypoint=sh',
      IMAGE,
      '-c',
      'for p in /usr/share/nginx/html /usr/share/nginx/html/assets /usr/share/nginx/html/index.html /etc/nginx /usr/local/bin; do [ -w "$p" ] && echo "$p"; done; true',
    ]),
  );
  expect(writable.stdout.trim(), 'paths the server user may write').toBe('');
  const [image] = JSON.parse(podman(['image', 'inspect', IMAGE]).stdout) as {
    Config?: { User?: string };
    Healthcheck?: { Test?: string[] };
  }[];
  expect(image?.Config?.User).toBe('101:101');
  expect(image?.Healthcheck?.Test?.join(' ')).toContain('http://127.0.0.1:8080/');
  expect(podman(['healthcheck', 'run', a.name], { allowFailure: true }).status, 'the health check passes').toBe(0);
});

test('the image holds the built site and the server only: no sources, no node_modules, no source maps', () => {
  const name = `portal-fiscal-test-files-${PORT_A}`;
  podman(['rm', '--force', '--ignore', name], { allowFailure: true });
  podman(['create', `--name=${name}`, IMAGE]);
  try {
    const files = listFiles(name);
    expect(files.length, 'the image lists files').toBeGreaterThan(1000);
    expect(files.filter((file) => /(^|\/)node_modules(\/|$)/.test(file))).toEqual([]);
    expect(files.filter((file) => /\.map$/.test(file))).toEqual([]);
    expect(
      files.filter((file) => /\.(tsx?|mts|cts)$/.test(file) || /(^|\/)package(-lock)?\.json$/.test(file) || file.startsWith('src/')),
    ).toEqual([]);
    const site = files.filter((file) => file.startsWith('usr/share/nginx/html/')).map((file) => file.slice('usr/share/nginx/html/'.length));
    expect(site).toContain('index.html');
    // The signed-in addresses' own pages (dashboard.html, apps/list.html…) and the folders that hold them.
    const pages = site.filter((file) => file.endsWith('.html'));
    expect(pages).toContain('dashboard.html');
    // The sign-up screen's own page (its form prerendered: a signed-out screen's, beside index.html's sign-in).
    expect(pages).toContain('create/account.html');
    const folders = new Set(
      pages.flatMap((page) =>
        page
          .split('/')
          .slice(0, -1)
          .map((_, i, parts) => `${parts.slice(0, i + 1).join('/')}/`),
      ),
    );
    expect(
      site.filter(
        (file) =>
          file &&
          !file.startsWith('assets/') &&
          !pages.includes(file) &&
          !folders.has(file) &&
          !['index.html', 'csp-hashes.txt', 'favicon.png', 'assets'].includes(file.replace(/\/$/, '')),
      ),
    ).toEqual([]);
    // Not the mock backend: a production build.
    expect(site).not.toContain('mockServiceWorker.js');
  } finally {
    podman(['rm', '--force', '--ignore', name], { allowFailure: true });
  }
});

test('a container with a missing or bad variable stops at once, exits non-zero and lists every problem, having served nothing', async () => {
  const name = `portal-fiscal-test-${PORT_BAD}`;
  podman(['rm', '--force', '--ignore', name], { allowFailure: true });
  try {
    const run = podman(
      runArgs([
        `--name=${name}`,
        '--read-only',
        '--tmpfs=/tmp',
        `--publish=127.0.0.1:${PORT_BAD}:8080`,
        '--env=PORTAL_SERVER_URL=javascript:alert(1)',
        `--env=PORTAL_API_NODE_URL=${ENV_A.PORTAL_API_NODE_URL}`,
        `--env=PORTAL_ASSETS_URL=${ENV_A.PORTAL_ASSETS_URL}`,
        '--env=PORTAL_NEWS_KEY=chave"><script>',
        IMAGE,
      ]),
      { allowFailure: true, timeoutMs: 30_000 },
    );
    expect(run.status, 'the container’s exit code').toBe(1);
    const log = `${podman(['logs', name]).stdout}${podman(['logs', name]).stderr}`;
    expect(log).toContain('Configuração inválida; nada foi publicado');
    expect(log).toContain('PORTAL_SERVER_URL: deve ser uma URL absoluta');
    expect(log).toContain('PORTAL_NEWS_URL: obrigatória');
    expect(log).toContain('PORTAL_NEWS_KEY: só letras, dígitos, - e _');
    expect(log).not.toContain('<script>');
    expect(podman(['inspect', '--format={{.State.Running}}', name]).stdout.trim()).toBe('false');
    await expect(fetch(`http://127.0.0.1:${PORT_BAD}/`)).rejects.toThrow();
  } finally {
    podman(['rm', '--force', '--ignore', name], { allowFailure: true });
  }
});

/** The paths of a created container's filesystem: `podman export` writes it as a tar file, tar lists it. */
function listFiles(name: string): string[] {
  const tar = join(work, 'image.tar');
  podman(['export', `--output=${tar}`, name]);
  const listing = spawnSync('tar', ['-tf', tar], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  rmSync(tar, { force: true });
  if (listing.status !== 0) throw new Error(`tar could not list the image: ${listing.stderr}`);
  return listing.stdout
    .split('\n')
    .filter(Boolean)
    .map((file) => file.replace(/^\.\//, ''));
}
