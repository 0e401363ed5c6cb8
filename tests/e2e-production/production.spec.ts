import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect as baseExpect, type Locator, type Page, type Route } from '@playwright/test';
import { test } from './csp';
import { PNG, SESSION_KEY, content, fillLogin, firstPaint, keepWelcomeAway, pngFile, signIn, toast } from '../e2e/support';
import { MockServer } from './mockServer';
import { mockServerOrigin, productionOrigin } from './ports';

/**
 * The deployable artifact end to end: the production build (mocks off, no service worker) served as
 * static files, talking over real HTTP to `npm run mock-server`, which these journeys start, stop and
 * restart themselves (one server for the file, hence serial). The server's clock is the real one, so
 * the page's clock is left alone.
 */

/** Fixed, so a token outlives a restart of the server (a random one per start otherwise). */
const TOKEN_SECRET = 'e2e-production-fixed-secret-of-32-bytes-or-more';

/** Seed records these journeys rely on (packages/mocks/src/seed). */
const UNRATED = { uuid: 'app-0009-fiscaltech-varejo', name: 'Fiscaltech Varejo' };

const expect = baseExpect.configure({ timeout: 10_000 });

const greeting = (page: Page) => page.getByRole('heading', { level: 1 });
const greetingFor = (name: string) => new RegExp(`^(Bom dia|Boa tarde|Boa noite), ${name}!$`);

/** Today in São Paulo (YYYY-MM-DD), the day the welcome modal counts in. */
const todayInSaoPaulo = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

/** Resolves once the image has loaded with real pixels; answers its address. */
async function expectImageLoaded(image: Locator): Promise<string> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { message: 'the image loads' })
    .toBeGreaterThan(0);
  return image.evaluate((img: HTMLImageElement) => img.currentSrc || img.src);
}

/** 'Sair' lives in the profile menu behind the avatar in the header. */
async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Abrir menu do perfil' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Sair' }).click();
}

async function storedSession(page: Page) {
  return page.evaluate((key) => window.localStorage.getItem(key) ?? window.sessionStorage.getItem(key), SESSION_KEY);
}

async function createShortcut(page: Page, name: string, url: string) {
  await content(page).getByRole('link', { name: 'Adicionar atalho' }).click();
  await expect(page).toHaveURL(/\/create\/atalho$/);
  const form = content(page);
  await form.getByLabel(/Nome do atalho/).fill(name);
  await form.getByLabel(/Link do atalho/).fill(url);
  // The real file chooser, opened by the form's own button.
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Selecionar imagem' }).click();
  await (await chooser).setFiles(pngFile('atalho.png'));
  await expect(form.getByRole('img', { name: 'atalho.png' })).toBeVisible();

  const upload = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url() === `${mockServerOrigin}/server/create/atalho`,
  );
  await form.getByRole('button', { name: 'Criar atalho' }).click();
  const request = await upload;
  expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  // Chromium does not report a body with a file in it: the file's bytes are checked as the server
  // serves them back (expectShortcutImage).
  expect((await request.response())?.status()).toBe(201);

  await expect(toast(page, 'Atalho criado corretamente')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A custom shortcut's image on the dashboard: loaded, and served by the mock server as the PNG uploaded. */
async function expectShortcutImage(page: Page, name: string) {
  const link = content(page)
    .getByRole('list', { name: 'Seus atalhos' })
    .getByRole('link', { name: new RegExp(name) });
  await expect(link).toBeVisible();
  const src = await expectImageLoaded(link.locator('img'));
  expect(src).toMatch(new RegExp(`^${mockServerOrigin}/server/atalho/[\\w-]+$`));
  const image = await page.request.get(src);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  expect(await image.body()).toEqual(PNG);
}

test.describe('production build on the HTTP mock server', () => {
  // One mock server for the file, owned by one worker; room for a busy machine (the demo journeys run beside these).
  test.describe.configure({ mode: 'serial', timeout: 60_000 });

  let dataDir = '';
  let dataFile = '';
  let server: MockServer;
  /** Every address the browser asked for during the current journey. */
  let requested: string[] = [];

  test.beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-fiscal-e2e-production-'));
    dataFile = join(dataDir, 'data.json');
    server = new MockServer({ dataFile, origins: [productionOrigin], secret: TOKEN_SECRET });
    await server.start();
  });

  test.afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test.beforeEach(async ({ page }) => {
    requested = [];
    page.context().on('request', (request) => requested.push(request.url()));
    await keepWelcomeAway(page, todayInSaoPaulo());
  });

  test.afterEach(() => {
    // Production talks to its own origin and to the configured backend, never to the demo's fictitious hosts.
    const web = requested.filter((url) => /^https?:/.test(url));
    expect(web.filter((url) => new URL(url).hostname.endsWith('portalfiscal.demo'))).toEqual([]);
    expect(web.filter((url) => ![productionOrigin, mockServerOrigin].includes(new URL(url).origin))).toEqual([]);
  });

  test('npm run preview serves like the shipped server: its headers, a missing file a 404, leftovers refused', async ({ request }) => {
    const login = await request.get(`${productionOrigin}/login`);
    expect(login.status()).toBe(200);
    expect(login.headers()['content-security-policy']).toContain(`connect-src 'self' ${mockServerOrigin}`);
    expect(login.headers()['x-content-type-options']).toBe('nosniff');
    expect(login.headers()['cache-control']).toBe('no-cache');
    for (const path of ['/assets/index-missing.js', '/index.template.html', '/csp-hashes.txt']) {
      expect((await request.get(`${productionOrigin}${path}`)).status(), path).toBe(404);
    }
    const asset = /\/assets\/[\w.-]+\.js/.exec(await login.text())?.[0] ?? '';
    expect((await request.get(`${productionOrigin}${asset}`)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('signs in through the form and out through the profile menu', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Entrar no Portal Fiscal' })).toBeVisible();
    // Mocks off: the demo accounts are not offered.
    await expect(page.getByRole('button', { name: /@portalfiscal\.demo/ })).toHaveCount(0);

    const login = page.waitForResponse(`${mockServerOrigin}/server/auth/login`);
    await signIn(page, 'admin@portalfiscal.demo');
    expect((await login).status()).toBe(200);
    await expect(greeting(page)).toHaveText(greetingFor('Ana Ribeiro'));
    expect(JSON.parse((await storedSession(page)) ?? '{}')).toMatchObject({
      email: 'admin@portalfiscal.demo',
      role: 'MARKETPLACE_ADMIN',
      remember: true,
    });

    // A copy of the token taken before 'Sair' (an address, a log, a shared machine's storage)...
    const copied = (JSON.parse((await storedSession(page)) ?? '{}') as { token?: string }).token ?? '';
    const validate = () => page.request.get(`${mockServerOrigin}/server/validate/jwt`, { headers: { Authorization: `Bearer ${copied}` } });
    expect((await validate()).status()).toBe(200);
    const logout = page.waitForResponse(
      (response) => response.url() === `${mockServerOrigin}/server/auth/logout` && response.request().method() === 'POST',
    );
    await signOut(page);
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedSession(page)).toBeNull();
    // ...is refused over HTTP once 'Sair' has reached the server.
    expect((await logout).status()).toBe(200);
    const refused = await validate();
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'unauthorized', message: 'Token revogado.' });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a social sign-in started here completes over real redirects without a question; its return address planted in another tab asks', async ({
    page,
    context,
  }) => {
    await page.goto('/login');
    await page.getByRole('checkbox', { name: 'Lembrar de mim' }).click();
    // A full navigation to the server, a 302 back to /login?token=…&state=…, then the dashboard.
    const back = page.waitForResponse(
      (response) => response.url().startsWith(`${mockServerOrigin}/server/auth/google?`) && response.status() === 302,
    );
    await page.getByRole('button', { name: 'Entrar com Google' }).click();
    const location = (await back).headers()['location'] ?? '';
    expect(location).toMatch(new RegExp(`^${productionOrigin}/login\\?token=[^&]+&state=[A-Za-z0-9_-]{43}$`));
    await expect(greeting(page)).toHaveText(greetingFor('Helena Prado'));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // 'Lembrar de mim' unticked: this tab only.
    expect(await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEY)).toBeNull();
    expect(JSON.parse((await storedSession(page)) ?? '{}')).toMatchObject({ email: 'helena.prado@gmail.demo', remember: false });

    // The same return address opened in another tab (its sessionStorage knows no state): it asks, naming the account.
    const other = await context.newPage();
    await other.goto(location);
    const question = other.getByRole('dialog', { name: 'Entrar como Helena Prado?' });
    await expect(question).toBeVisible();
    await expect(other).toHaveURL(/\/login$/);
    await question.getByRole('button', { name: 'Cancelar' }).click();
    await expect(other.getByRole('heading', { name: 'Entrar no Portal Fiscal' })).toBeVisible();
    expect(await other.evaluate((key) => window.sessionStorage.getItem(key), SESSION_KEY)).toBeNull();
    await other.close();
  });

  test('a signed-in screen opened afresh asks for its first calls beside its code, once each; a dead token there still logs out', async ({
    page,
  }) => {
    await signIn(page, 'admin@portalfiscal.demo');
    const gets: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && request.url().startsWith(mockServerOrigin)) gets.push(request.url());
    });
    /** What index.html asked for and the app has not taken (none: everything asked for was used). */
    const earlyLeft = () =>
      page.evaluate(() => Object.keys((window as unknown as { __pfEarly?: object }).__pfEarly ?? { 'no early calls': true }));
    const jwt = `${mockServerOrigin}/server/validate/jwt`;
    const account = `${mockServerOrigin}/api-node/accounts/email/${encodeURIComponent('admin@portalfiscal.demo')}`;

    // The profile needs the session check and the account: index.html asks for both (build/earlyCalls.ts),
    // and the app takes their answers instead of asking again. The phone comes from the account record.
    await page.goto('/settings/my-account?tab=profile');
    await expect(content(page).getByText('(11) 98765-4321')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(gets.filter((url) => url === jwt)).toHaveLength(1);
    expect(gets.filter((url) => url === account)).toHaveLength(1);
    expect(await earlyLeft()).toEqual([]);

    // Each screen that names early calls (src/routes.ts) makes them, once: none is asked for in vain, none twice.
    // Its fixed calls, the list's first page at an unfiltered address, and the record its address names.
    for (const [address, shows] of [
      ['/dashboard', content(page).getByRole('list', { name: 'Seus atalhos' })],
      ['/apps/list', content(page).getByRole('region', { name: 'Soluções Fiscais', exact: true }).getByRole('article').first()],
      ['/app/view?id=app-0001-norte-icms', content(page).getByRole('heading', { name: 'Norte ICMS' }).first()],
      ['/leis/incentivo', content(page).locator('a[href^="/leis/incentivo/view?lei="]').first()],
      // The lei, then its facilitator as a provider and with its totals, asked once the lei's answer names it.
      [
        '/leis/incentivo/facilitador?id=lei-0001-orquestra-reconcavo',
        content(page).getByRole('heading', { name: 'Números do facilitador' }),
      ],
      ['/settings/company', content(page).getByRole('heading', { name: 'Empresa' }).first()],
      [
        '/settings/management/providers/edit?id=prov-0001-contabil-norte',
        content(page).getByRole('heading', { name: 'Editar fornecedor' }).first(),
      ],
      ['/settings/management/app/edit?id=app-0001-norte-icms', content(page).getByRole('textbox', { name: /Nome/ }).first()],
      ['/settings/management/providers/user-edit?id=acc-0002-bruno-carvalho', content(page).getByRole('textbox', { name: /Nome/ }).first()],
    ] as const) {
      gets.length = 0;
      await page.goto(address);
      await expect(shows, address).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await earlyLeft(), address).toEqual([]);
      expect(
        gets.filter((url, i) => gets.indexOf(url) !== i),
        address,
      ).toEqual([]);
    }

    // The facilitator's calls follow the lei's answer in index.html's own script: with every script of the
    // app refused, they are asked for all the same (src/earlyFollowUps.ts).
    gets.length = 0;
    await page.route(/\/assets\/[^/]+\.js$/, (request) => request.abort());
    await page.goto('/leis/incentivo/facilitador?id=lei-0001-orquestra-reconcavo');
    // Each path with its ids (a segment with a digit) as `{id}`.
    const shape = (url: string) => new URL(url).pathname.replace(/[^/]*\d[^/]*/g, '{id}');
    await expect
      .poll(() => gets.map(shape).sort())
      .toEqual(['/api-node/app-providers/{id}', '/server/facilitador/{id}/total', '/server/lei/{id}', '/server/validate/jwt']);
    await page.unroute(/\/assets\/[^/]+\.js$/);

    // A token the server no longer takes: the early answer is the 401, and the app logs out on it as on its own.
    await page.evaluate((key) => {
      const stored = JSON.parse(window.localStorage.getItem(key) ?? '{}') as { token: string };
      window.localStorage.setItem(key, JSON.stringify({ ...stored, token: `${stored.token.slice(0, -4)}xxxx` }));
    }, SESSION_KEY);
    gets.length = 0;
    await page.goto('/calculadora');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Token expirado. Logue novamente')).toBeVisible();
    expect(gets).toEqual([jwt]);
    expect(await storedSession(page)).toBeNull();
  });

  test('a screen’s frame shows its picture before any of the code has run (a card list’s first card’s, an app’s or a lei’s own): the one the screen’s skeleton keeps and the screen shows, in the same box', async ({
    page,
  }) => {
    await signIn(page, 'admin@portalfiscal.demo');
    const framed = page.locator('#root[data-frame] [data-skeleton-picture] > img');
    // The screen's own skeleton (the frame replaced): it keeps the frame's picture (src/lib/framePicture.ts).
    const kept = page.locator('#root:not([data-frame]) [data-skeleton-picture] > img');
    const scripts = /\/assets\/[^/]+\.js$/;
    // On a phone, where that picture is the largest paint; a record's at a desktop width too, where its
    // picture stands beside its text (tests/e2e/frames.spec.ts follows the leis frame's first card across widths).
    const screens = [
      { address: '/apps/list', call: '/server/apps/1/20', shown: content(page).locator('li article img').first(), widths: [390] },
      { address: '/leis/incentivo', call: '/server/leis', shown: content(page).locator('li article img').first(), widths: [390] },
      {
        address: '/app/view?id=app-0001-norte-icms&tab=avaliacoes',
        call: '/server/app/app-0001-norte-icms',
        shown: content(page).getByTestId('gallery-main'),
        widths: [390, 1280],
      },
      {
        address: '/leis/incentivo/view?lei=lei-0008-aprendiz-digital',
        call: '/server/lei/lei-0008-aprendiz-digital',
        shown: content(page).locator('article img').first(),
        widths: [390, 1280],
      },
    ];
    for (const { address, call, shown, widths } of screens) {
      for (const width of widths) {
        const at = `${address} at ${width} px`;
        await page.setViewportSize({ width, height: 844 });
        // The portal's scripts held: what shows is the HTML's frame and what its inline scripts add (src/framePictures.ts).
        let release = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        const holdScripts = async (route: Route) => {
          await held;
          await route.continue();
        };
        await page.route(scripts, holdScripts);
        await page.goto(address);
        await expect(framed, at).toHaveCount(1);
        await baseExpect
          .poll(() => framed.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), { message: at })
          .toBe(true);
        const src = await framed.getAttribute('src');
        // Read once the frame has painted: laid out with the page's stylesheets (tests/e2e/frames.spec.ts).
        await page.evaluate(firstPaint);
        const box = await framed.boundingBox();
        expect(src, at).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/assets\//);
        // The answer held from the screen, so that its loading state stays on show: the early call's answer
        // (which the frame's picture came from) left untaken, and the screen's own call held.
        const isCall = (url: URL) => url.pathname === call;
        let answer = () => {};
        const answered = new Promise<void>((resolve) => {
          answer = resolve;
        });
        const holdCall = async (route: Route) => {
          await answered;
          await route.continue();
        };
        await page.route(isCall, holdCall);
        const asked = page.waitForRequest((request) => isCall(new URL(request.url())));
        await page.evaluate((call) => {
          const early = (window as { __pfEarly?: Record<string, unknown> }).__pfEarly ?? {};
          for (const url of Object.keys(early)) if (new URL(url).pathname === call) delete early[url];
        }, call);
        release();
        // The screen replaces the frame with its skeleton, which keeps the picture in the same box.
        await asked;
        await expect(kept, at).toHaveCount(1);
        await expect(kept, at).toHaveAttribute('src', src!);
        const keptBox = await kept.boundingBox();
        for (const side of ['x', 'y', 'width', 'height'] as const)
          expect(Math.abs((keptBox?.[side] ?? -1) - (box?.[side] ?? 1)), `${at} skeleton ${side}`).toBeLessThan(1);
        expect(await kept.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), at).toBe(true);
        answer();
        await page.unrouteAll({ behavior: 'wait' });
        // The screen shows the same picture where the frame and the skeleton showed it.
        await expect(shown, at).toHaveAttribute('src', src!);
        await expect(page.locator('[data-skeleton-picture]'), at).toHaveCount(0);
        const shownBox = await shown.boundingBox();
        for (const side of ['x', 'y', 'width', 'height'] as const)
          expect(Math.abs((shownBox?.[side] ?? -1) - (box?.[side] ?? 1)), `${at} ${side}`).toBeLessThan(1);
      }
    }
    await page.setViewportSize({ width: 390, height: 844 });
    // A filtered list's first card is another one, and its screen opens the filter panel: no frame at all
    // (routes.ts `bareFrame`), so no picture either; the splash.
    await page.route(scripts, (route) => route.abort());
    await page.goto('/apps/list?q=fiscal');
    await expect(page.locator('#root .boot')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#root[data-frame]')).toHaveCount(0);
    await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('a record screen’s frame shows the record’s texts before any of the code has run (a provider’s name and description, on its page, in the administration’s view and in its edit form; an app’s in its edit form; a lei’s facilitator, from the lei and from its provider): the ones the screen’s skeleton keeps and the screen shows, in the same box, and nothing shifts', async ({
    page,
  }) => {
    await signIn(page, 'admin@portalfiscal.demo');
    // Every layout shift from the page's start (the frame, the texts written into it, the screen).
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as { __pfShifts?: number[] }).__pfShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const scripts = /\/assets\/[^/]+\.js$/;
    const providerCall = '/api-node/app-providers/prov-0001-contabil-norte';
    const slot = (name: string, where: 'frame' | 'screen') =>
      page.locator(`#root${where === 'frame' ? '[data-frame]' : ':not([data-frame])'} [data-skeleton-text="${name}"]`);
    // What an element shows: a form field's value (the edit screen's loading state is its form), else its text.
    const shownText = (element: Locator) =>
      element.evaluate((node) =>
        node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement ? node.value : (node.textContent ?? ''),
      );
    // What the screen shows below the record comes from other calls, held until the record has been compared
    // (the provider's products: their cards' pictures are not the frame's business).
    // Each screen: the record's call, and where the screen shows each text the frame showed (by its name).
    const screens: { address: string; call: string; shown: Record<string, string>; below: string | null }[] = [
      {
        address: '/fornecedor/view?id=prov-0001-contabil-norte',
        call: providerCall,
        shown: { name: 'h1', description: 'header p' },
        below: '/server/leis',
      },
      {
        address: '/settings/management/providers/view?id=prov-0001-contabil-norte',
        call: providerCall,
        shown: { name: 'section h2', description: 'dd p' },
        below: null,
      },
      {
        address: '/settings/management/providers/edit?id=prov-0001-contabil-norte',
        call: providerCall,
        shown: { name: 'input[name="name"]', description: 'textarea[name="description"]' },
        below: null,
      },
      {
        address: '/settings/management/app/edit?id=app-0001-norte-icms',
        call: '/api-node/apps/app-0001-norte-icms/',
        shown: { name: 'input[name="name"]', description: 'textarea[name="description"]' },
        below: null,
      },
      {
        // Texts from two answers: the lei's (its title in the trail, the facilitator's name, tags, subtitle
        // and phone) and its facilitator's provider (the description), written at once.
        address: '/leis/incentivo/facilitador?id=lei-0001-orquestra-reconcavo',
        call: '/server/lei/lei-0001-orquestra-reconcavo',
        shown: {
          title: 'nav a[href^="/leis/incentivo/view"]',
          name: 'h1',
          tags: 'header ul',
          subtitle: 'header h1 ~ p:not([class*="kicker"])',
          phone: 'a[href^="tel:"]',
          description: 'section[aria-labelledby="facilitator-about"] p',
        },
        below: '/server/facilitador/prov-0006-cultura-viva/total',
      },
    ];
    for (const { address, call, shown, below } of screens) {
      for (const width of [390, 1280]) {
        const at = `${address} at ${width} px`;
        await page.setViewportSize({ width, height: 844 });
        // The portal's scripts held: what shows is the HTML's frame and what its inline scripts add (src/frameTexts.ts).
        let release = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route(scripts, async (route) => {
          await held;
          await route.continue();
        });
        let more = () => {};
        const moreHeld = new Promise<void>((resolve) => {
          more = resolve;
        });
        if (below)
          await page.route(
            (url) => url.pathname === below,
            async (route) => {
              await moreHeld;
              await route.continue();
            },
          );
        await page.goto(address);
        await expect(slot('description', 'frame'), at).toHaveAttribute('data-frame-filled', '');
        await page.evaluate(async () => (window as { __pfFrameFill?: Promise<void> }).__pfFrameFill);
        await page.evaluate(firstPaint);
        const texts: Record<string, string> = {};
        const boxes: Record<string, Awaited<ReturnType<Locator['boundingBox']>>> = {};
        const names = Object.keys(shown);
        for (const name of names) {
          texts[name] = await shownText(slot(name, 'frame'));
          boxes[name] = await slot(name, 'frame').boundingBox();
          expect(texts[name], at).not.toBe('');
        }
        // The answer held from the screen, so that its loading state stays on show (the early one left untaken).
        let answer = () => {};
        const answered = new Promise<void>((resolve) => {
          answer = resolve;
        });
        const isCall = (url: URL) => url.pathname === call;
        await page.route(isCall, async (route) => {
          await answered;
          await route.continue();
        });
        const asked = page.waitForRequest((request) => isCall(new URL(request.url())));
        await page.evaluate((path) => {
          const early = (window as { __pfEarly?: Record<string, unknown> }).__pfEarly ?? {};
          for (const url of Object.keys(early)) if (new URL(url).pathname === path) delete early[url];
        }, call);
        release();
        await asked;
        // The screen's skeleton keeps the texts, in the same boxes.
        for (const name of names) {
          await expect.poll(() => shownText(slot(name, 'screen')), `${at} ${name}`).toBe(texts[name]);
          const kept = await slot(name, 'screen').boundingBox();
          for (const side of ['x', 'y', 'width', 'height'] as const)
            expect(Math.abs((kept?.[side] ?? -1) - (boxes[name]?.[side] ?? 1)), `${at} skeleton ${name} ${side}`).toBeLessThan(1);
        }
        answer();
        // The screen shows the record: the same texts where the frame and the skeleton showed them.
        await expect(page.locator('[data-skeleton-text]'), at).toHaveCount(0);
        for (const name of names) {
          const element = content(page).locator(shown[name]!).first();
          await expect.poll(() => shownText(element), `${at} ${name}`).toBe(texts[name]);
          const box = await element.boundingBox();
          for (const side of ['x', 'y', 'width', 'height'] as const)
            expect(Math.abs((box?.[side] ?? -1) - (boxes[name]?.[side] ?? 1)), `${at} screen ${name} ${side}`).toBeLessThan(1);
        }
        expect(await page.evaluate(() => (window as { __pfShifts?: number[] }).__pfShifts ?? [null]), at).toEqual([]);
        more();
        await page.unrouteAll({ behavior: 'wait' });
      }
    }
  });

  test('the dashboard shows every widget with data from the server, and no mock service worker runs', async ({ page }) => {
    await signIn(page, 'usuario@portalfiscal.demo');
    const dashboard = content(page);

    // Greeting and weather (no position granted: São Paulo).
    await expect(greeting(page)).toHaveText(greetingFor('Carla Mendes'));
    const weather = dashboard.getByRole('list', { name: 'Clima agora' });
    await expect(weather).toContainText('São Paulo');
    await expect(weather).toContainText(/-?\d+\s*°C/);

    // Shortcuts: the three defaults, Carla's two (their images from the server), and the add tile, off at the limit.
    const shortcuts = dashboard.getByRole('list', { name: 'Seus atalhos' });
    for (const name of ['e-CAC', 'Regularize', 'Portal GOV', 'eSocial', 'SPED'])
      await expect(shortcuts.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    await expect(shortcuts.getByRole('button', { name: 'Adicionar atalho' })).toHaveAttribute('aria-disabled', 'true');
    expect(await expectImageLoaded(shortcuts.getByRole('link', { name: /eSocial/ }).locator('img'))).toMatch(
      new RegExp(`^${mockServerOrigin}/`),
    );

    // News: the posts, each with its image from the server.
    const posts = dashboard.getByRole('region', { name: 'Notícias' }).getByRole('list').getByRole('link');
    await expect(posts.first()).toHaveAttribute('target', '_blank');
    expect(await expectImageLoaded(posts.first().locator('img'))).toMatch(new RegExp(`^${mockServerOrigin}/assets/api/v1/asset/img/`));

    // The side column: calendar, tax counter, indicators.
    await expect(dashboard.getByRole('heading', { name: 'Agenda' })).toBeVisible();
    await expect(dashboard.getByRole('grid').locator('[aria-current="date"]')).toHaveCount(1);
    await expect(dashboard.getByRole('heading', { name: 'Impostômetro' })).toBeVisible();
    const counter = dashboard.getByRole('timer', { name: 'Total de impostos pagos no ano' });
    await expect(counter).toBeVisible();
    const first = await counter.textContent();
    await expect.poll(() => counter.textContent(), { timeout: 5_000 }).not.toBe(first);
    const indicators = dashboard.locator('section', { has: page.getByRole('heading', { name: 'Indicadores' }) });
    await expect(indicators.locator('dt')).toHaveText(['Taxa Selic', 'Dólar', 'Euro']);
    await expect(indicators.locator('dd')).toHaveText([/\d+,\d+\s*%/, /R\$\s*\d+,\d{2}/, /R\$\s*\d+,\d{2}/]);

    // Soluções fiscais: four apps, their images from the server.
    await expect(dashboard.getByRole('heading', { name: 'Soluções fiscais' })).toBeVisible();
    const apps = dashboard.locator('article', { has: page.locator('a[href^="/app/view?id="]') });
    await expect(apps).toHaveCount(4);
    expect(await expectImageLoaded(apps.first().locator('img'))).toMatch(new RegExp(`^${mockServerOrigin}/assets/api/v1/asset/img/`));
    await expect(dashboard.getByRole('link', { name: 'Ver mais', exact: true })).toHaveAttribute('href', '/apps/list');

    // Every widget was fed by the mock server over HTTP.
    for (const path of [
      '/server/cityandtemp',
      '/server/atalhos',
      '/server/impostometro',
      '/server/selic',
      '/server/usd',
      '/server/eur',
      '/news/ghost/api/content/posts/',
      '/server/apps/1/4',
    ]) {
      expect(
        requested.some((url) => url.startsWith(`${mockServerOrigin}${path}`)),
        `a request to ${path}`,
      ).toBe(true);
    }

    // Mocks off: no service worker registered, none controlling the page, and the build ships none.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    expect(page.context().serviceWorkers()).toEqual([]);
    const worker = await page.request.get('/mockServiceWorker.js');
    expect(worker.headers()['content-type'] ?? '').not.toMatch(/javascript/);
  });

  test('creates a shortcut with an image uploaded as multipart, and the image loads from the server', async ({ page }) => {
    // Diego has only the three defaults.
    await signIn(page, 'semempresa@portalfiscal.demo');
    await createShortcut(page, 'SEFAZ-RS', 'https://www.sefaz.rs.gov.br');
    await expect(content(page).getByRole('link', { name: /SEFAZ-RS/ })).toHaveAttribute('href', 'https://www.sefaz.rs.gov.br');
    await expectShortcutImage(page, 'SEFAZ-RS');
  });

  test('the marketplace list and an app page', async ({ page }) => {
    await signIn(page, 'usuario@portalfiscal.demo');
    await page.goto('/apps/list');
    await expect(content(page).getByRole('heading', { level: 1, name: 'Marketplace - Soluções Fiscais' })).toBeVisible();
    const status = content(page)
      .getByRole('status')
      .filter({ hasText: /aplicativo/ });
    await expect(status).toHaveText(/^\d+ aplicativos/);
    const total = Number(/^(\d+)/.exec((await status.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(20);
    const cards = content(page).getByRole('region', { name: 'Soluções Fiscais', exact: true }).getByRole('article');
    await expect(cards).toHaveCount(20);
    expect(await expectImageLoaded(cards.first().locator('img').first())).toMatch(new RegExp(`^${mockServerOrigin}/assets/`));

    const link = cards.first().getByRole('heading').getByRole('link');
    const name = (await link.textContent())?.trim() ?? '';
    await link.click();
    await expect(page).toHaveURL(/\/app\/view\?id=app-[\w-]+$/);
    await expect(content(page).getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(content(page).getByRole('link', { name: /^Fornecedor / })).toBeVisible();
    const photo = content(page)
      .getByRole('region', { name: `Fotos de ${name}` })
      .getByTestId('gallery-main');
    expect(await expectImageLoaded(photo)).toMatch(new RegExp(`^${mockServerOrigin}/assets/api/v1/asset/img/`));
  });

  test('publishes a rating on an app; it is on the page, and still there after a reload', async ({ page }) => {
    const comment = 'Emissão de NFC-e sem susto, direto do build de produção.';
    await signIn(page, 'usuario@portalfiscal.demo');
    await page.goto(`/app/view?id=${UNRATED.uuid}&tab=avaliacoes`);
    await expect(content(page).getByRole('heading', { level: 1, name: UNRATED.name })).toBeVisible();
    const ratings = content(page).getByRole('region', { name: 'Avaliações dos usuários' });
    await expect(ratings.getByText('Nenhuma avaliação ainda')).toBeVisible();

    const form = content(page).getByRole('form', { name: 'Avalie este aplicativo' });
    await form.getByRole('radio', { name: '5 estrelas' }).click();
    await form.getByRole('textbox', { name: 'Seu comentário' }).fill(comment);
    const sent = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url() === `${mockServerOrigin}/server/app_rating/${UNRATED.uuid}`,
    );
    await form.getByRole('button', { name: 'Publicar' }).click();
    expect((await sent).ok()).toBe(true);
    await expect(toast(page, 'Avaliação realizada com sucesso!')).toBeVisible();

    const first = ratings.getByRole('listitem').first();
    await expect(first).toContainText('Carla Mendes');
    await expect(first).toContainText(comment);
    await expect(first.getByRole('img', { name: '5 de 5 estrelas' })).toBeVisible();
    await expect(content(page).getByRole('img', { name: 'Média 5,0 de 5' })).toBeVisible();

    // Read back from the server (production keeps nothing of it in the browser).
    await page.reload();
    await expect(content(page).getByRole('region', { name: 'Avaliações dos usuários' }).getByRole('listitem').first()).toContainText(
      comment,
    );
    await expect(content(page).getByRole('img', { name: 'Média 5,0 de 5' })).toBeVisible();
  });

  test('a token that expires mid-use logs out exactly once with "Token expirado. Logue novamente"', async ({ page }) => {
    // Every address the app itself moves to (the logout is a client-side navigation).
    await page.addInitScript(() => {
      const w = window as unknown as { __addresses: string[] };
      w.__addresses = [];
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
          if (url != null) w.__addresses.push(String(url));
          original(data, unused, url);
        };
      }
    });
    const logouts = () =>
      page.evaluate(
        () => (window as unknown as { __addresses: string[] }).__addresses.filter((url) => url.includes('auth=unauthorized')).length,
      );
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401 && response.url().startsWith(mockServerOrigin)) refused.push(response.url());
    });

    await signIn(page, 'usuario@portalfiscal.demo');
    await expect(greeting(page)).toHaveText(greetingFor('Carla Mendes'));
    // Let the dashboard finish its calls, so the expiry meets the next action, not these.
    await expect(content(page).locator('a[href^="/app/view?id="]')).toHaveCount(4);
    await page.waitForLoadState('networkidle');

    const before = await server.behaviour();
    try {
      await server.behaviour({ expireAllTokens: true });
      // The marketplace's calls all meet the expired token.
      await content(page).getByRole('link', { name: 'Ver mais', exact: true }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText('Token expirado. Logue novamente')).toHaveCount(1);
      await expect(page.getByText('Token expirado. Logue novamente')).toBeVisible();
      expect(await storedSession(page)).toBeNull();
      // Any late answer has arrived by now: several calls were refused (the list page's apps and
      // categories), and yet one logout, and still on the login page.
      await page.waitForTimeout(1_000);
      expect(refused.length).toBeGreaterThan(1);
      expect(await logouts()).toBe(1);
      await expect(page).toHaveURL(/\/login$/);
    } finally {
      await server.behaviour({ expireAllTokens: before.expireAllTokens });
    }
    expect((await server.behaviour()).expireAllTokens).toBe(false);

    // With the behaviour back, signing in works again.
    await fillLogin(page, 'usuario@portalfiscal.demo');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(greeting(page)).toHaveText(greetingFor('Carla Mendes'));
  });

  test('a write survives a restart of the server (same data file, same token secret)', async ({ page }) => {
    // Bruno has one shortcut of his own: one more is allowed.
    await signIn(page, 'fornecedor@portalfiscal.demo');
    await createShortcut(page, 'Receita Federal', 'https://www.gov.br/receitafederal');
    await expectShortcutImage(page, 'Receita Federal');

    // SIGTERM: the server writes what is pending to its data file, then exits cleanly.
    expect(await server.stop()).toBe(0);
    expect(readFileSync(dataFile, 'utf8')).toContain('Receita Federal');
    await server.start();
    expect(server.output).toMatch(/retomados/);

    // The same secret: the stored session is still good, no new sign-in needed.
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(greeting(page)).toHaveText(greetingFor('Bruno Carvalho'));
    await expect(content(page).getByRole('link', { name: /Receita Federal/ })).toHaveAttribute('href', 'https://www.gov.br/receitafederal');
    await expectShortcutImage(page, 'Receita Federal');
    await expect(content(page).getByRole('button', { name: 'Adicionar atalho' })).toHaveAttribute('aria-disabled', 'true');
  });
});
