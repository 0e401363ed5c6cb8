import { expect, test, type Page } from '@playwright/test';
import { FIXED_NOW, SESSION_KEY, fillLogin, keepWelcomeAway, signIn } from './support';

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

  test('a session that does not say who is signed in (a bare token) shows nothing of the screen until its check answers', async ({ page }) => {
    await signIn(page, 'admin@portalfiscal.demo');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bom dia, Ana Ribeiro!');
    // What a social sign-in stores: the token and email, without the name and role.
    await page.evaluate((key) => {
      const session = JSON.parse(window.localStorage.getItem(key) ?? 'null') as Record<string, unknown>;
      window.localStorage.setItem(key, JSON.stringify({ ...session, name: '', role: null, accountFields: { name: '', email: session.email, role: null, pfp: null } }));
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
    const preloaded = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href));
    expect(preloaded.some((href) => /\/assets\/LoginPage-[^/]+\.js$/.test(href))).toBe(true);
    expect(preloaded.some((href) => /\/assets\/DashboardPage-/.test(href))).toBe(false);
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

  test('a first visit to /login paints the sign-in form from index.html, before any script; what is typed meanwhile is kept and a click waits for the scripts', async ({ page }) => {
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

  test('a visit with another language stored shows the splash, never the pt-BR form, then its own screen', async ({ page }) => {
    const { release } = await holdRequests(page, ANY_SCRIPT);
    await page.addInitScript(() => window.localStorage.setItem('portal-fiscal.locale', JSON.stringify('en')));
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.locator('.boot')).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await expect(page.getByRole('heading', { name: 'Entrar no Portal Fiscal' })).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Portal Fiscal' })).toBeVisible();
  });
});
