import { expect, test } from '@playwright/test';
import { FIXED_NOW, fillLogin, keepWelcomeAway } from './support';

/** The mock backend's chunk (msw, the seed, the handlers): the demo's biggest download. */
const MOCK_BACKEND_CHUNK = /\/assets\/mocks-[^/]+\.js$/;

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: FIXED_NOW });
  await keepWelcomeAway(page);
});

test.describe('start-up', () => {
  test('the demo paints its login screen before the mock backend has downloaded; a sign-in waits for the backend', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let requested = false;
    await page.route(MOCK_BACKEND_CHUNK, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });

    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar no Portal Fiscal' })).toBeVisible();
    await expect(page.getByRole('button', { name: /admin@portalfiscal\.demo/ })).toBeVisible();
    // The backend's chunk is asked for once the screen is shown, and is held here.
    await expect.poll(() => requested).toBe(true);

    await fillLogin(page, 'admin@portalfiscal.demo');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    // The call waits for the backend instead of failing: the button stays busy on /login.
    await expect(page.getByRole('button', { name: 'Entrando...' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    release();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bom dia, Ana Ribeiro!');
  });

  test('index.html asks for the first screen’s files before the entry has run', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar no Portal Fiscal' })).toBeVisible();
    const preloaded = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href));
    expect(preloaded.some((href) => /\/assets\/LoginPage-[^/]+\.js$/.test(href))).toBe(true);
    expect(preloaded.some((href) => /\/assets\/DashboardPage-/.test(href))).toBe(false);
  });
});
