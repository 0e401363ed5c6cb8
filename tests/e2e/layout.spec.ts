import { expect, test, type Page } from '@playwright/test';
import { FIXED_NOW, keepWelcomeAway, screenShown, SESSION_KEY, signIn } from './support';

/** The application layout (spec 01 §2 Layout, spec 02 §2 mobile settings menu, spec 01 §6 the 401 path). */

/** The machine these journeys run on is shared and busy: page loads and the mock backend may take a while. */
const SLOW = { timeout: 20_000 };

type Entry = readonly [label: string, href: string];
const ADMIN_SETTINGS: Entry[] = [
  ['Minha conta', '/settings/my-account?tab=profile'],
  ['Cadastrar Produto', '/settings/my-account?tab=products'],
  ['Listar Produtos', '/settings/my-account?tab=products-list'],
  ['Empresa', '/settings/my-account?tab=company'],
];
const USER_SETTINGS: Entry[] = [['Minha conta', '/settings/my-account?tab=profile']];

declare global {
  interface Window {
    __authRedirects?: string[];
  }
}

test.beforeEach(async ({ page }) => {
  // Journeys of several sign-ins on a shared, busy machine.
  test.slow();
  // 10:00 in São Paulo, so the greeting is 'Bom dia'; time still flows from there.
  await page.clock.install({ time: FIXED_NOW });
  await keepWelcomeAway(page);
  // Records every address the app moves to with ?auth=unauthorized (wouter navigates through the History API).
  await page.addInitScript(() => {
    window.__authRedirects = [];
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
        if (url && String(url).includes('auth=unauthorized')) window.__authRedirects?.push(String(url));
        original(data, unused, url);
      };
    }
  });
});

async function openProfileMenu(page: Page, trigger = 'Abrir menu do perfil') {
  await page.getByRole('button', { name: trigger }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** Drives the mobile menu: dropdowns, one open at a time, the Configurações entries, an outside click. */
async function checkMobileMenu(page: Page, settings: readonly Entry[]) {
  await expect(page.getByRole('button', { name: 'Recolher menu' })).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

  const services = nav.getByRole('button', { name: 'Serviços' });
  const technologies = nav.getByRole('button', { name: 'Tecnologias' });
  const settingsButton = nav.getByRole('button', { name: 'Configurações' });
  await services.click();
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: /^Contabilidades/ })).toBeVisible();
  await technologies.click();
  // Only one dropdown open at a time.
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  await expect(technologies).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: /^Contabilidades/ })).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Soluções Fiscais' })).toHaveAttribute('href', '/apps/list');

  await settingsButton.click();
  await expect(technologies).toHaveAttribute('aria-expanded', 'false');
  const listId = await settingsButton.getAttribute('aria-controls');
  const links = page.locator(`[id="${listId}"]`).getByRole('link');
  await expect(links).toHaveCount(settings.length);
  for (const [index, [label, href]] of settings.entries()) {
    await expect(links.nth(index)).toHaveText(label);
    await expect(links.nth(index)).toHaveAttribute('href', href);
  }

  // A click outside closes the dropdown and the menu.
  const viewport = page.viewportSize();
  await page.mouse.click((viewport?.width ?? 390) - 4, (viewport?.height ?? 800) - 40);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Minha conta' })).toBeHidden();
}

test.describe('mobile menu', () => {
  for (const [email, settings, who] of [
    ['admin@portalfiscal.demo', ADMIN_SETTINGS, 'admin'],
    ['usuario@portalfiscal.demo', USER_SETTINGS, 'usuario'],
  ] as const) {
    test(`at 390 px: dropdowns, one open at a time, outside click closes; Configurações for ${who}`, async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== 'mobile', 'the mobile project runs at 390 px');
      await signIn(page, email);
      await checkMobileMenu(page, settings);
    });

    test(`at 1024 px: the mobile menu (and the side menu from 1025 px); Configurações for ${who}`, async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'the desktop project resizes to 1024 px');
      await page.setViewportSize({ width: 1024, height: 768 });
      await signIn(page, email);
      await checkMobileMenu(page, settings);
      await page.setViewportSize({ width: 1025, height: 768 });
      await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Recolher menu' })).toBeVisible();
    });
  }

  test('following a mobile menu link navigates and closes the menu', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'mobile only');
    await signIn(page, 'admin@portalfiscal.demo');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.click();
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Calculadora da Reforma' }).click();
    await expect(page).toHaveURL(/\/calculadora$/);
  });

  test("the settings entry of the address's tab is marked, and follows a change of the tab alone", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'mobile only');
    await signIn(page, 'admin@portalfiscal.demo');
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    const openSettings = async () => {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await nav.getByRole('button', { name: 'Configurações' }).click();
    };
    await openSettings();
    await nav.getByRole('link', { name: 'Listar Produtos' }).click();
    await expect(page).toHaveURL(/\/settings\/my-account\?tab=products-list$/);
    await openSettings();
    await expect(nav.getByRole('link', { name: 'Listar Produtos' })).toHaveAttribute('aria-current', 'page');
    // Only the query changes (the same screen, another tab): the mark moves with it.
    await nav.getByRole('link', { name: 'Empresa' }).click();
    await expect(page).toHaveURL(/\/settings\/my-account\?tab=company$/);
    await openSettings();
    await expect(nav.getByRole('link', { name: 'Empresa' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Listar Produtos' })).not.toHaveAttribute('aria-current');
  });
});

test.describe('side menu', () => {
  test('collapses, and stays collapsed after a reload', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the side menu is desktop only');
    await signIn(page, 'admin@portalfiscal.demo');
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    // Not yet available: shown with an hourglass, not a link one can follow.
    await expect(nav.getByRole('link', { name: /^Notícias/ })).toHaveAttribute('aria-disabled', 'true');
    await nav.getByRole('button', { name: 'Recolher menu' }).click();
    await expect(nav).toHaveAttribute('data-collapsed', 'true');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bom dia, Ana Ribeiro!', SLOW);
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveAttribute('data-collapsed', 'true');
    await page.getByRole('button', { name: 'Expandir menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).not.toHaveAttribute('data-collapsed');
  });
});

test.describe('navigation', () => {
  test('a screen reached by a link opens at its top; back returns to the place left', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the side menu is desktop only');
    await signIn(page, 'admin@portalfiscal.demo');
    await page.goto('/leis/incentivo');
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const left = await page.evaluate(() => window.scrollY);

    await nav.getByRole('link', { name: 'Apps' }).click();
    await expect(page).toHaveURL(/\/apps\/list$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/leis\/incentivo$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(left / 2);
  });
});

test.describe('header', () => {
  test('the search filters the menu options and navigates to the chosen one', async ({ page }) => {
    await signIn(page, 'admin@portalfiscal.demo');
    const search = page.getByRole('combobox', { name: 'Buscar no menu' });
    await search.fill('zzz');
    await expect(page.getByText('Nenhuma opção encontrada')).toBeVisible();
    await search.fill('LEIS');
    const options = page.getByRole('listbox', { name: 'Buscar no menu' }).getByRole('option');
    await expect(options).toHaveText(['Leis de Incentivo']);
    await search.fill('calc');
    await expect(options).toHaveText(['Calculadora da Reforma']);
    await options.first().click();
    await expect(page).toHaveURL(/\/calculadora$/);
    // The logo leads home (from a page inside the shell).
    await page.goto('/create/atalho');
    await page.getByRole('link', { name: 'Portal Fiscal, página inicial' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bom dia, Ana Ribeiro!', SLOW);
  });

  test('the profile menu switches the language, kept after a reload', async ({ page }) => {
    await signIn(page, 'admin@portalfiscal.demo');
    let menu = await openProfileMenu(page);
    await expect(menu.getByText('Olá, Ana Ribeiro!')).toBeVisible();
    await expect(menu.getByText('admin@portalfiscal.demo')).toBeVisible();
    await menu.getByRole('menuitemradio', { name: 'EN' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Good morning, Ana Ribeiro!');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Good morning, Ana Ribeiro!', SLOW);
    menu = await openProfileMenu(page, 'Open profile menu');
    await expect(menu.getByText('Hello, Ana Ribeiro!')).toBeVisible();
    await expect(menu.getByRole('menuitemradio', { name: 'EN' })).toHaveAttribute('aria-checked', 'true');
    await menu.getByRole('menuitemradio', { name: 'PT-BR' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bom dia, Ana Ribeiro!');
  });

  test('the profile menu leads to the account and general settings', async ({ page }) => {
    await signIn(page, 'usuario@portalfiscal.demo');
    await (await openProfileMenu(page)).getByRole('menuitem', { name: 'Gerenciar minha conta' }).click();
    await expect(page).toHaveURL(/\/settings\/my-account\?tab=profile$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Perfil' })).toBeVisible(SLOW);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bom dia, Carla Mendes!', SLOW);
    await (await openProfileMenu(page)).getByRole('menuitem', { name: 'Configurações gerais' }).click();
    await expect(page).toHaveURL(/\/settings\/settings$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configurações gerais', SLOW);
  });

  test('"Sair" in the profile menu logs out', async ({ page }) => {
    await signIn(page, 'admin@portalfiscal.demo');
    await (await openProfileMenu(page)).getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login$/, SLOW);
    await expect(page.getByRole('heading', { name: 'Entrar no Portal Fiscal' })).toBeVisible();
    expect(await page.evaluate((key) => window.localStorage.getItem(key) ?? window.sessionStorage.getItem(key), SESSION_KEY)).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/, SLOW);
  });

  test('a skip link leads to the main content', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'keyboard journey');
    await signIn(page, 'admin@portalfiscal.demo');
    // A fresh page, so the keyboard starts at the top (after a click, Tab continues from the clicked place).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bom dia, Ana Ribeiro!', SLOW);
    // The greeting is in the frame from the HTML already; the keys are the screen's once it has replaced it.
    await screenShown(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Pular para o conteúdo principal' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#conteudo')).toBeFocused();
  });
});

test.describe('token expiry mid-session', () => {
  test('"Expirar token agora" in the demo panel: one redirect to /login?auth=unauthorized and the message', async ({ page }) => {
    const unauthorized: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) unauthorized.push(response.url());
    });
    await signIn(page, 'admin@portalfiscal.demo');
    await page.getByRole('button', { name: 'Demonstração' }).click();
    const panel = page.getByRole('dialog', { name: 'Painel da demonstração' });
    await expect(panel.getByRole('combobox', { name: 'Cenário' })).toHaveText('Padrão');
    await panel.getByRole('button', { name: 'Expirar token agora' }).click();
    await expect(page.getByText('Token expirado. Logue novamente')).toBeVisible(SLOW);
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => window.__authRedirects)).toEqual(['/login?auth=unauthorized']);
    // Several calls failed together...
    expect(unauthorized.length).toBeGreaterThan(1);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEY)).toBeNull();
    // Only that session died: signing in again works.
    await signIn(page, 'admin@portalfiscal.demo');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bom dia, Ana Ribeiro!', SLOW);
  });

  test("8 h later, the next navigation's calls fail together and log out once", async ({ page }) => {
    const unauthorized: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) unauthorized.push(response.url());
    });
    await signIn(page, 'usuario@portalfiscal.demo');
    await page.goto('/create/atalho');
    await expect(page.getByRole('link', { name: 'Portal Fiscal, página inicial' })).toBeVisible(SLOW);
    // The dashboard's code fetched on intent (pointing at its link), so that the next screen mounts whole,
    // its calls with the session check: a screen whose code is not in yet loads inside the shell, after it.
    await page.getByRole('link', { name: 'Portal Fiscal, página inicial' }).hover();
    // A signed-in screen shows before its session check and first calls have answered: let them finish,
    // so the token expires between two navigations, not during this one.
    await page.waitForLoadState('networkidle');
    await page.clock.fastForward('08:00:01');
    // Back to the dashboard: the session check and the dashboard's calls all answer 401.
    await page.getByRole('link', { name: 'Portal Fiscal, página inicial' }).click();
    await expect(page.getByText('Token expirado. Logue novamente')).toBeVisible(SLOW);
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => window.__authRedirects)).toEqual(['/login?auth=unauthorized']);
    // Several calls failed together...
    expect(unauthorized.length).toBeGreaterThan(1);
  });
});
