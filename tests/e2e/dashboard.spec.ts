import { expect as baseExpect, test, type Page } from '@playwright/test';
import { closeWelcome, content, FIXED_NOW, PNG, signIn } from './support';

const DAY_MS = 24 * 3_600_000;

/** A dashboard makes a dozen calls to the in-browser backend: give them room on a busy machine. */
const expect = baseExpect.configure({ timeout: 20_000 });
test.beforeEach(() => {
  test.slow();
});

/** The demo accounts have ids under 100 and last signed in yesterday: the welcome modal opens first. */
async function openDashboard(page: Page, email: string) {
  await signIn(page, email);
  await closeWelcome(page);
}

/** The page's own content (not the shell's header or menus). */

/** At width 1024 or less the side column is behind a toggle. */
async function showSideColumn(page: Page) {
  const toggle = page.getByRole('button', { name: 'Mostrar agenda e indicadores' });
  if (await toggle.isVisible()) await toggle.click();
}

async function createShortcut(page: Page, name: string, url: string) {
  await content(page).getByRole('link', { name: 'Adicionar atalho' }).click();
  await expect(page).toHaveURL(/\/create\/atalho$/);
  const form = content(page);
  await expect(form.getByRole('heading', { level: 1, name: 'Novo atalho' })).toBeVisible();
  await expect(form.getByPlaceholder('Nome*')).toBeVisible();
  await form.getByLabel(/Nome do atalho/).fill(name);
  await form.getByLabel(/Link do atalho/).fill(url);
  await form.locator('input[type="file"]').setInputFiles({ name: 'atalho.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: 'atalho.png' })).toBeVisible();
  await form.getByRole('button', { name: 'Criar atalho' }).click();
  await expect(page.getByText('Atalho criado corretamente', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.describe('shortcuts', () => {
  test('creates a shortcut with an image and sees it on the dashboard, also after a reload', async ({ page }) => {
    await openDashboard(page, 'semempresa@portalfiscal.demo');
    const list = content(page).getByRole('list', { name: 'Seus atalhos' });
    await expect(list.getByRole('link')).toHaveCount(4); // 3 defaults + the add tile
    await expect(list.getByRole('link', { name: /e-CAC/ })).toHaveAttribute('href', 'https://cav.receita.fazenda.gov.br');
    await expect(list.getByRole('link', { name: /e-CAC/ })).toHaveAttribute('target', '_blank');

    await createShortcut(page, 'SEFAZ-RS', 'https://www.sefaz.rs.gov.br');
    const created = content(page).getByRole('link', { name: /SEFAZ-RS/ });
    await expect(created).toHaveAttribute('href', 'https://www.sefaz.rs.gov.br');
    await expect(created.locator('img')).toHaveJSProperty('complete', true);

    await page.reload();
    await expect(content(page).getByRole('link', { name: /SEFAZ-RS/ })).toBeVisible();
  });

  test('the form asks for all three fields', async ({ page }) => {
    await openDashboard(page, 'semempresa@portalfiscal.demo');
    await content(page).getByRole('link', { name: 'Adicionar atalho' }).click();
    await content(page).getByRole('button', { name: 'Criar atalho' }).click();
    await expect(content(page).getByText('Preencha os campos corretamente')).toBeVisible();
    await expect(page).toHaveURL(/\/create\/atalho$/);
  });

  test('five shortcuts at most: the add tile is disabled with the reason, and the form says so', async ({ page }) => {
    // Ana: 3 defaults + 2 of her own.
    await openDashboard(page, 'admin@portalfiscal.demo');
    const add = content(page).getByRole('button', { name: 'Adicionar atalho' });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await expect(content(page).getByText('Você atingiu o limite de 5 atalhos.')).toBeVisible();
    await page.goto('/create/atalho');
    await expect(content(page).getByRole('heading', { name: 'Limite de atalhos atingido' })).toBeVisible();
    await expect(content(page).getByRole('textbox')).toHaveCount(0);
  });

  test('creating up to the limit turns the add tile off', async ({ page }) => {
    // Bruno: 3 defaults + 1 of his own; one more reaches 5.
    await openDashboard(page, 'fornecedor@portalfiscal.demo');
    await createShortcut(page, 'Receita Federal', 'https://www.gov.br/receitafederal');
    await expect(content(page).getByRole('link', { name: /Receita Federal/ })).toBeVisible();
    await expect(content(page).getByRole('button', { name: 'Adicionar atalho' })).toHaveAttribute('aria-disabled', 'true');
    await page.goto('/create/atalho');
    await expect(content(page).getByRole('heading', { name: 'Limite de atalhos atingido' })).toBeVisible();
  });
});

test.describe('welcome modal', () => {
  test('shows on the first visit of the day, not after a reload, and again the next day', async ({ page }) => {
    // 10:00 in São Paulo on the seed's day; time flows from there.
    await page.clock.install({ time: FIXED_NOW });
    await signIn(page, 'usuario@portalfiscal.demo');
    const dialog = page.getByRole('dialog', { name: 'Boas-vindas ao Portal Fiscal!' });
    await expect(dialog).toBeVisible();
    await closeWelcome(page);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bom dia, Carla Mendes!');
    await expect(content(page).getByRole('link', { name: /eSocial/ })).toBeVisible();
    // The account calls have answered by now; give the modal every chance to (wrongly) open.
    await page.waitForTimeout(1000);
    await expect(dialog).toHaveCount(0);

    // The next morning the token (8 h) has expired: sign in again, and the modal is back.
    await page.clock.setSystemTime(new Date(FIXED_NOW.getTime() + DAY_MS));
    await signIn(page, 'usuario@portalfiscal.demo');
    await expect(dialog).toBeVisible();
    await closeWelcome(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bom dia, Carla Mendes!');
  });
});

test.describe('widgets', () => {
  test('a failing widget shows an error with a retry while the rest of the dashboard works', async ({ page }) => {
    // The news service is down until the test says otherwise (the mock worker answers everything else).
    await page.addInitScript(() => {
      const realFetch = window.fetch.bind(window);
      const w = window as unknown as { __newsDown: boolean };
      w.__newsDown = true;
      window.fetch = (input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (w.__newsDown && url.includes('/ghost/api/content/posts')) {
          return Promise.resolve(
            new Response(JSON.stringify({ message: 'Serviço de notícias indisponível' }), {
              status: 503,
              headers: { 'Content-Type': 'application/json' },
            }),
          );
        }
        return realFetch(input, init);
      };
    });
    await openDashboard(page, 'usuario@portalfiscal.demo');
    const news = content(page).locator('section', { has: page.getByRole('heading', { name: 'Notícias' }) });
    await expect(news.getByText('Não foi possível carregar as notícias.')).toBeVisible();

    // Everything else still works.
    await expect(content(page).getByRole('link', { name: /eSocial/ })).toBeVisible();
    await expect(content(page).getByRole('link', { name: 'Ver mais', exact: true })).toHaveAttribute('href', '/apps/list');
    await expect(content(page).locator('a[href^="/app/view?id="]')).toHaveCount(4);
    await showSideColumn(page);
    await expect(content(page).getByText('Taxa Selic')).toBeVisible();

    await page.evaluate(() => {
      (window as unknown as { __newsDown: boolean }).__newsDown = false;
    });
    await news.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(news.getByRole('link').first()).toHaveAttribute('target', '_blank');
    await expect(news.getByText('Não foi possível carregar as notícias.')).toHaveCount(0);
  });

  test('the side column is always shown on desktop and behind a toggle at 1024 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openDashboard(page, 'usuario@portalfiscal.demo');
    await expect(content(page).getByRole('heading', { name: 'Agenda' })).toBeVisible();
    await expect(content(page).getByRole('button', { name: 'Mostrar agenda e indicadores' })).toBeHidden();

    await page.setViewportSize({ width: 1024, height: 800 });
    const toggle = content(page).getByRole('button', { name: 'Mostrar agenda e indicadores' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(content(page).getByRole('heading', { name: 'Agenda' })).toBeHidden();
    const panelId = await toggle.getAttribute('aria-controls');
    await toggle.click();
    const hide = content(page).getByRole('button', { name: 'Ocultar agenda e indicadores' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();
    await expect(content(page).getByRole('heading', { name: 'Agenda' })).toBeVisible();
    await expect(content(page).getByRole('heading', { name: 'Impostômetro' })).toBeVisible();
    await hide.click();
    await expect(content(page).getByRole('heading', { name: 'Agenda' })).toBeHidden();
  });

  test('the tax counter keeps counting', async ({ page }) => {
    await openDashboard(page, 'usuario@portalfiscal.demo');
    await showSideColumn(page);
    const counter = content(page).getByRole('timer', { name: 'Total de impostos pagos no ano' });
    await expect(counter).toBeVisible();
    const first = await counter.textContent();
    await expect.poll(() => counter.textContent(), { timeout: 5000 }).not.toBe(first);
  });

  test('the greeting falls back to São Paulo when the position is refused', async ({ page }) => {
    await openDashboard(page, 'usuario@portalfiscal.demo');
    await expect(content(page).getByText('São Paulo')).toBeVisible({ timeout: 10_000 });
  });
});
