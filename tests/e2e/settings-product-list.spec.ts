import { expect as baseExpect, test, type Page } from '@playwright/test';
import { keepWelcomeAway, signIn } from './support';

/**
 * My Account › Listar Produtos (spec 02 §2 Product list): the signed-in account's own products, the
 * filter kept in the address (a reload keeps it), 'Visualizar' and 'Editar' (a slide-over that Escape
 * closes). Every test starts on a fresh browser context, so the demo's data starts from the seed.
 */

const LIST = '/settings/my-account?tab=products-list';
/** Seed records these journeys rely on (packages/mocks/src/seed): Bruno's company has six apps. */
const NORTE_ICMS = { uuid: 'app-0001-norte-icms', name: 'Norte ICMS' };
const NORTE_SPED = { uuid: 'app-0002-norte-sped', name: 'Norte SPED Validador' };
/** An app of another company (Fiscaltech), which must never show in Bruno's list. */
const OTHER_COMPANY_APP = 'Fiscaltech ERP';

/** The in-browser backend answers everything, but the machine is shared and busy. */
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ page }) => {
  test.slow();
  await keepWelcomeAway(page);
});

const content = (page: Page) => page.locator('[data-page="my-account"]');
const list = (page: Page) => content(page).getByRole('region', { name: 'Registro de Produto' });
const cards = (page: Page) => list(page).getByRole('article');
const card = (page: Page, name: string) => list(page).getByRole('article', { name, exact: true });
const resultStatus = (page: Page) =>
  list(page)
    .getByRole('status')
    .filter({ hasText: /produtos?$/ });

async function openList(page: Page, search = '') {
  await page.goto(`${LIST}${search}`);
  await expect(list(page).getByRole('heading', { name: 'Registro de Produto' })).toBeVisible();
}

test('a provider admin sees only the products of their company, filters them, and a reload keeps the filter', async ({ page }) => {
  await signIn(page, 'fornecedor@portalfiscal.demo');
  await openList(page);
  await expect(resultStatus(page)).toHaveText('6 produtos');
  await expect(cards(page)).toHaveCount(6);
  await expect(card(page, NORTE_ICMS.name)).toBeVisible();
  // Another company's app is in the marketplace, never here.
  await expect(list(page).getByText(OTHER_COMPANY_APP)).toHaveCount(0);

  await list(page)
    .getByRole('button', { name: /^Filtros/ })
    .click();
  const filters = list(page).getByRole('region', { name: 'Filtros' });
  const search = filters.getByRole('searchbox', { name: 'Buscar produtos' });
  await expect(search).toBeFocused();
  await search.fill('sped');
  await filters.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(page).toHaveURL(`${LIST}&q=sped`);
  await expect(resultStatus(page)).toHaveText('1 produto');
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, NORTE_SPED.name)).toBeVisible();

  await page.reload();
  await expect(resultStatus(page)).toHaveText('1 produto');
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, NORTE_SPED.name)).toBeVisible();
  await expect(list(page).getByRole('button', { name: 'Filtros (1 filtro aplicado)' })).toHaveAttribute('aria-expanded', 'true');
  await expect(list(page).getByRole('searchbox', { name: 'Buscar produtos' })).toHaveValue('sped');
});

test("'Visualizar' opens the product's page", async ({ page }) => {
  await signIn(page, 'fornecedor@portalfiscal.demo');
  await openList(page);
  await card(page, NORTE_ICMS.name).getByRole('link', { name: 'Visualizar' }).click();
  await expect(page).toHaveURL(`/app/view?id=${NORTE_ICMS.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: NORTE_ICMS.name })).toBeVisible();
});

test("'Editar' opens the edit form in a slide-over that Escape closes, giving the focus back", async ({ page }) => {
  await signIn(page, 'fornecedor@portalfiscal.demo');
  await openList(page);
  const edit = card(page, NORTE_SPED.name).getByRole('button', { name: 'Editar' });
  await edit.click();
  const dialog = page.getByRole('dialog', { name: `Editar ${NORTE_SPED.name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Fechar edição' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
});

test('an account without a company has no products yet', async ({ page }) => {
  await signIn(page, 'semempresa@portalfiscal.demo');
  await openList(page);
  await expect(list(page).getByText('Nenhum produto foi registrado ainda.')).toBeVisible();
  await expect(list(page).getByRole('link', { name: 'Ir para cadastro da empresa' })).toHaveAttribute(
    'href',
    '/settings/my-account?tab=company',
  );
  await expect(cards(page)).toHaveCount(0);
});
