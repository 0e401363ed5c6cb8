import { expect, test, type Page } from '@playwright/test';
import { FIXED_NOW, SESSION_KEY, chooseEnglish, fillLogin, keepWelcomeAway, screenShown, signIn } from './support';

/** The mock backend's chunk (msw, the seed, the handlers): the demo's biggest download. */
const MOCK_BACKEND_CHUNK = /\/assets\/mocks-[^/]+\.js$/;
/** Every script of the portal. */
const ANY_SCRIPT = /\/assets\/[^/]+\.js$/;

/**
 * Holds every request for `files` until `release()`; `requested()` says whether one was made. Routed on
 * the context, so requests that the demo's service worker passes on are held too.
 */
async function holdRequests(page: Page, files: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = false;
  await page.context().route(files, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  return { release, requested: () => requested };
}

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: FIXED_NOW });
  await keepWelcomeAway(page);
});

test.describe('start-up', () => {
  test('the demo paints its login screen before the mock backend has downloaded; a sign-in waits for the backend', async ({ page }) => {
    const { release, requested } = await holdRequests(page, MOCK_BACKEND_CHUNK);

    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar no Portal Fiscal' })).toBeVisible();
    await expect(page.getByRole('button', { name: /admin@portalfiscal\.demo/ })).toBeVisible();
    // The backend's chunk is asked for once the screen is shown, and is held here.
    await expect.poll(requested).toBe(true);

    await fillLogin(page, 'admin@portalfiscal.demo');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    // The call waits for the backend instead of failing: the button stays busy on /login.
    await expect(page.getByRole('button', { name: 'Entrando...' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    release();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bom dia, Ana Ribeiro!');
  });

  test('a reload of a signed-in screen shows it before the mock backend has answered; its data comes once it does', async ({ page }) => {
    await signIn(page, 'admin@portalfiscal.demo');
    await expect(page.getByRole('link', { name: /SEFAZ-SP/ })).toBeVisible();
    const { release, requested } = await holdRequests(page, MOCK_BACKEND_CHUNK);
    await page.reload();
    // The session says who is signed in: the screen shows while its token is still to be checked.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bom dia, Ana Ribeiro!');
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    await expect.poll(requested).toBe(true);
    await expect(page.getByRole('link', { name: /SEFAZ-SP/ })).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-mock-backend', 'ready');

    release();
    await expect(page.getByRole('link', { name: /SEFAZ-SP/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bom dia, Ana Ribeiro!');
  });

  test('a session that does not say who is signed in (a bare token) shows nothing of the screen until its check answers', async ({
    page,
  }) => {
    await signIn(page, 'admin@portalfiscal.demo');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bom dia, Ana Ribeiro!');
    // What a social sign-in stores: the token and email, without the name and role.
    await page.evaluate((key) => {
      const session = JSON.parse(window.localStorage.getItem(key) ?? 'null') as Record<string, unknown>;
      window.localStorage.setItem(
        key,
        JSON.stringify({ ...session, name: '', role: null, accountFields: { name: '', email: session.email, role: null, pfp: null } }),
      );
    }, SESSION_KEY);
    const { release, requested } = await holdRequests(page, MOCK_BACKEND_CHUNK);
    await page.reload();
    await expect.poll(requested).toBe(true);
    await page.waitForTimeout(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);

    release();
    // Checked, then completed from the account: the greeting has the name.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bom dia, Ana Ribeiro!');
  });

  test('index.html asks for the first screen’s files before the entry has run', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar no Portal Fiscal' })).toBeVisible();
    const preloaded = () =>
      page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href));
    // Asked for once the prerendered screen's first paint is reported (build/prerender.ts), a moment after it shows.
    await expect.poll(async () => (await preloaded()).some((href) => /\/assets\/LoginPage-[^/]+\.js$/.test(href))).toBe(true);
    expect((await preloaded()).some((href) => /\/assets\/DashboardPage-/.test(href))).toBe(false);
  });

  test('a scenario chosen in the address survives a reload that no longer carries it', async ({ page }) => {
    test.slow();
    await page.goto('/login?scenario=empty');
    await fillLogin(page, 'admin@portalfiscal.demo');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // The dashboard's apps widget: the `empty` scenario has no app.
    await expect(page.getByText('Nenhum aplicativo disponível no momento.')).toBeVisible();
    // A full load starts the in-browser backend again, from what it saved.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bom dia, Ana Ribeiro!', { timeout: 20_000 });
    await expect(page.getByText('Nenhum aplicativo disponível no momento.')).toBeVisible();
  });

  test('a first visit to /login paints the sign-in form from index.html, before any script; what is typed meanwhile is kept and a click waits for the scripts', async ({
    page,
  }) => {
    test.slow();
    const { release } = await holdRequests(page, ANY_SCRIPT);
    await page.goto('/login', { waitUntil: 'commit' });
    // Painted from the HTML: no script of the portal has run yet.
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar no Portal Fiscal' })).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
    await fillLogin(page, 'admin@portalfiscal.demo');
    // Before the scripts, 'Entrar' must not send the form natively (a GET with the password in the address).
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForTimeout(300);
    expect(page.url()).not.toContain('password');
    await expect(page).toHaveURL(/\/login$/);

    // Hydrated: the same form, with what was typed, and the click made meanwhile signs in.
    release();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bom dia, Ana Ribeiro!');
  });

  test('a first visit to /create/account paints the sign-up form from its own page, before any script; what is typed meanwhile is kept and a submission waits for the scripts', async ({
    page,
  }) => {
    test.slow();
    // No script of the portal arrives: the form is the HTML's own.
    await page.context().route(ANY_SCRIPT, (route) => route.abort());
    await page.goto('/create/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
    await expect(page.locator('.boot')).toHaveCount(0);
    for (const label of [/^Nome/, /^Cargo/, /^Empresa/, /^Email/, /^Senha/, /^Confirmar senha/])
      await expect(page.getByLabel(label)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Criar conta', exact: true })).toBeVisible();
    // Not the sign-in screen of index.html.
    await expect(page.getByRole('heading', { name: 'Entrar no Portal Fiscal' })).toHaveCount(0);
    await page.context().unroute(ANY_SCRIPT);

    // Typed before the scripts, sent before the scripts: held, not sent natively.
    const { release } = await holdRequests(page, ANY_SCRIPT);
    // A markup that the first render does not match is rendered anew (React reports it): not hydrated.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/create/account', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
    const typed: [RegExp, string][] = [
      [/^Nome/, 'Nova Pessoa'],
      [/^Cargo/, 'Analista Fiscal'],
      [/^Empresa/, 'Empresa Nova Ltda'],
      [/^Email/, 'nova.pessoa@empresa.com.br'],
      [/^Senha/, 'segredo123'],
      [/^Confirmar senha/, 'segredo123'],
    ];
    for (const [label, value] of typed) await page.getByLabel(label).fill(value);
    await page.getByRole('button', { name: 'Criar conta', exact: true }).click();
    await page.waitForTimeout(300);
    expect(page.url()).not.toContain('segredo');
    await expect(page).toHaveURL(/\/create\/account$/);
    await expect(page.getByText('Informe seu nome.')).toHaveCount(0);

    // Hydrated in place: the same fields keep what was typed, and the held submission is made once,
    // with it: only the profession, which needs the scripts, is missing.
    release();
    await page.waitForFunction(() => !('__pfHeld' in window));
    await expect(page.getByText('Selecione sua profissão.', { exact: true })).toBeVisible();
    for (const message of ['Informe seu nome.', 'Informe seu email.', 'Informe uma senha.', 'Confirme a senha.'])
      await expect(page.getByText(message, { exact: true })).toHaveCount(0);
    for (const [label, value] of typed) await expect(page.getByLabel(label)).toHaveValue(value);
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
    expect(errors).toEqual([]);

    // And the form works on: the account is created.
    await page.getByRole('combobox', { name: /^Profissão/ }).click();
    await page.getByRole('option', { name: 'Contador', exact: true }).click();
    await page.getByRole('button', { name: 'Criar conta', exact: true }).click();
    await expect(page).toHaveURL(/\/create\/account\/success/);
    await expect(page.getByRole('heading', { level: 1, name: 'Conta criada com sucesso' })).toBeVisible();
  });

  test('a signed-in or English visit to /create/account shows the splash, never the pt-BR sign-up form, then its own screen', async ({
    page,
  }) => {
    const { release } = await holdRequests(page, ANY_SCRIPT);
    // A stored session (the markup is a signed-out visit's).
    await page.addInitScript(
      (key) =>
        window.sessionStorage.setItem(
          key,
          JSON.stringify({
            token: 'x',
            email: 'admin@portalfiscal.demo',
            name: 'Ana Ribeiro',
            role: 'MARKETPLACE_ADMIN',
            profilePicture: null,
            accountFields: { name: 'Ana Ribeiro', email: 'admin@portalfiscal.demo', role: 'MARKETPLACE_ADMIN', pfp: null },
            lastLogin: '2026-11-16T12:00:00.000Z',
            remember: false,
          }),
        ),
      SESSION_KEY,
    );
    await page.goto('/create/account', { waitUntil: 'commit' });
    await expect(page.locator('.boot')).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await expect(page.getByRole('heading', { name: 'Criar conta' })).toHaveCount(0);
    release();

    const english = await page.context().newPage();
    const held = await holdRequests(english, ANY_SCRIPT);
    await chooseEnglish(english);
    await english.goto('/create/account', { waitUntil: 'commit' });
    await expect(english.locator('.boot')).toBeVisible();
    await expect(english.locator('#root')).not.toHaveAttribute('data-prerendered');
    await expect(english.getByRole('heading', { name: 'Criar conta' })).toHaveCount(0);
    held.release();
    await expect(english.getByRole('heading', { level: 1, name: 'Create account' })).toBeVisible();
    await expect(english.locator('#root')).not.toHaveAttribute('data-prerendered');
  });

  test('a visit with another language stored shows the splash, never the pt-BR form, then its own screen', async ({ page }) => {
    const { release } = await holdRequests(page, ANY_SCRIPT);
    await chooseEnglish(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.locator('.boot')).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await expect(page.getByRole('heading', { name: 'Entrar no Portal Fiscal' })).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Portal Fiscal' })).toBeVisible();
  });
});

/**
 * The demo's service worker (msw) while pages come and go. When a page starts its backend and finds the
 * worker already registered, msw calls `registration.update()` without handling its failure. When the
 * registration is unregistered before the browser runs that update, Chromium rejects it, seconds later,
 * with "Failed to update a ServiceWorker for scope (…) with script (…/mockServiceWorker.js): Not found".
 * In a quick tour that is the worker itself: it unregisters when the last page it controls leaves, and
 * that unregistration waits in the browser's queue of jobs for the scope behind the slow updates of the
 * pages before, so a newer page that has just found the worker registered gets its update run after it.
 * None of it may surface as an uncaught error of the page (packages/mocks/src/workerUpdate.ts).
 */
test.describe('the mock worker while pages come and go', () => {
  /** The page's uncaught errors, and the mock backend's warnings about its worker's update. */
  function watch(page: Page) {
    const errors: string[] = [];
    const warnings: string[] = [];
    page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().startsWith('[mocks] A atualização do service worker da demonstração falhou'))
        warnings.push(message.text());
    });
    return { errors, warnings };
  }

  const backendReady = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-mock-backend', 'ready', { timeout: 20_000 });

  test('a worker unregistered by another tab between msw’s look-up and its update is no uncaught error; the page goes on working', async ({
    page,
    context,
  }) => {
    test.slow();
    const { errors, warnings } = watch(page);
    await page.goto('/login');
    await backendReady(page);
    // Another tab of the demo's origin (the worker controls it too), which will unregister the worker.
    const other = await context.newPage();
    await other.goto('/favicon.png');
    await context.exposeFunction('unregisterFromOtherTab', () =>
      other.evaluate(async () => {
        for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
      }),
    );
    // On the next load of the page, the other tab unregisters the worker just after msw has found it
    // registered (its first look-up in a page the worker controls) and before msw asks for its update:
    // the race made certain. msw's own calls are left as they are.
    await page.addInitScript(() => {
      const container = ServiceWorkerContainer.prototype;
      const getRegistrations = container.getRegistrations;
      let raced = false;
      container.getRegistrations = async function (this: ServiceWorkerContainer) {
        const registrations = await getRegistrations.call(this);
        if (!raced && this.controller && registrations.length > 0) {
          raced = true;
          await (window as unknown as { unregisterFromOtherTab: () => Promise<void> }).unregisterFromOtherTab();
        }
        return registrations;
      };
    });
    await page.reload();
    await backendReady(page);
    // Chromium rejects the update seconds later: wait for it to surface one way or the other.
    await expect.poll(() => errors.length + warnings.length, { timeout: 20_000 }).toBeGreaterThan(0);
    expect(errors, 'uncaught errors in the page').toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('/mockServiceWorker.js');

    // The page is still served by the worker it has: signing in works.
    await fillLogin(page, 'admin@portalfiscal.demo');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bom dia, Ana Ribeiro!');

    // Only that failure is taken care of: any other unhandled rejection is still an uncaught error,
    // including a failed update of another worker.
    await page.evaluate(() => {
      void Promise.reject(
        new TypeError(
          `Failed to update a ServiceWorker for scope ('${location.origin}/') with script ('${location.origin}/sw.js'): Not found`,
        ),
      );
      void Promise.reject(new Error('something else'));
    });
    await expect
      .poll(() => errors)
      .toEqual([expect.stringMatching(/^TypeError: Failed to update a ServiceWorker .*\/sw\.js'\): Not found$/), 'Error: something else']);
    expect(warnings).toHaveLength(1);
  });

  test('a tour of 15 screens in English with quick successive navigations raises no uncaught error', async ({ page }) => {
    test.slow();
    const { errors, warnings } = watch(page);
    await chooseEnglish(page);
    await page.goto('/login');
    await page.getByLabel(/^Email/).fill('admin@portalfiscal.demo');
    await page.getByLabel(/^Password/).fill('demo1234');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // The worker is registered and controls the page: the tour's pages find it so (or register it
    // again once it has unregistered itself).
    await backendReady(page);
    const screens = [
      '/apps/list',
      '/leis/incentivo',
      '/calculadora',
      '/settings',
      '/settings/my-account',
      '/settings/company',
      '/settings/settings',
      '/settings/management',
      '/settings/management/providers/user',
      '/create/atalho',
      '/user',
      '/settings/product-image',
      '/dashboard',
      '/leis/incentivo',
      '/apps/list',
    ];
    for (const screen of screens) {
      // Each a fresh load, on to the next as soon as the screen shows (its backend still starting). The
      // screen, not its frame from the HTML, whose heading shows before any script: moving on then raced the
      // page's own start-up (a reload that updates the mock worker aborted the next address's load).
      await page.goto(screen);
      await screenShown(page);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
    }
    // The last page stays until its update of the worker has failed (Chromium settles it seconds later;
    // here it fails in most tours, behind the worker's own unregistration) or long enough to have.
    await backendReady(page);
    await expect
      .poll(() => errors.length + warnings.length, { timeout: 6_000 })
      .toBeGreaterThan(0)
      .catch(() => undefined);
    expect(errors, 'uncaught errors in the tour').toEqual([]);
  });
});
