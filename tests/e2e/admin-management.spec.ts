import { expect as baseExpect, test, type Page } from '@playwright/test';
import { keepWelcomeAway, signIn, toast } from './support';

/**
 * Settings › 'Administração do Marketplace' (spec 02 §2): the apps, providers and users tables by
 * role, the users' search (case and accents ignored) kept in the address, and a real delete behind a
 * confirmation. Every test starts on a fresh browser context, so the demo's data starts from the seed.
 */

const MANAGEMENT = '/settings/management';
const USERS = `${MANAGEMENT}?tab=gerenciar-usuarios`;
/** Seed records these journeys rely on (packages/mocks/src/seed). */
/** On the first page of the apps (the backend's order), and the only app the marketplace finds by its name. */
const APP_TO_DELETE = 'Certidões Automáticas';
const OWN_COMPANY = 'Contábil Norte Tecnologia';
const OTHER_COMPANY_APP = 'Fiscaltech ERP';

/** The in-browser backend answers everything, but the machine is shared and busy. */
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ page }) => {
  test.slow();
  await keepWelcomeAway(page);
});

const content = (page: Page) => page.locator('[data-page="management"]');
const tabs = (page: Page) => content(page).getByRole('tab');
const table = (page: Page, name: string) => content(page).getByRole('table', { name });
/** A row, found by the name in its row header. */
const row = (page: Page, tableName: string, name: string) =>
  table(page, tableName)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });
const results = (page: Page) => content(page).locator('p[role="status"]');
/** The marketplace's card of an app (its name is the card's heading). */
const marketplaceCard = (page: Page, name: string) =>
  page.locator('[data-page="apps-list"]').getByRole('heading', { level: 3, name, exact: true });

async function openManagement(page: Page, address = MANAGEMENT) {
  await page.goto(address);
  await expect(content(page).getByRole('heading', { level: 1, name: 'Administração do Marketplace' })).toBeVisible();
}

/** Opens a row's menu and picks one of its items. */
async function rowAction(page: Page, name: string, item: 'Visualizar' | 'Editar' | 'Deletar') {
  await content(page)
    .getByRole('button', { name: `Ações para ${name}` })
    .click();
  await page.getByRole('menu').getByRole('menuitem', { name: item }).click();
}

test('a marketplace admin has the three tabs, apps first; a provider admin only their company’s apps; a portal user is not allowed', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin@portalfiscal.demo');
  await openManagement(page);
  await expect(tabs(page)).toHaveText(['Aplicativos', 'Providers', 'Usuários']);
  await expect(content(page).getByRole('tab', { name: 'Aplicativos' })).toHaveAttribute('aria-selected', 'true');
  await expect(table(page, 'Aplicativos cadastrados').getByRole('rowheader')).toHaveCount(20);
  await expect(results(page)).toHaveText('44 aplicativos · Mostrando 1–20 de 44');
  await content(page).getByRole('tab', { name: 'Providers' }).click();
  await expect(page).toHaveURL(`${MANAGEMENT}?tab=gerenciar-providers`);
  await expect(row(page, 'Providers cadastrados', OWN_COMPANY)).toContainText('10/03/2025');

  const providerContext = await browser.newContext();
  const provider = await providerContext.newPage();
  await keepWelcomeAway(provider);
  await signIn(provider, 'fornecedor@portalfiscal.demo');
  // Even asking for the users tab, a provider admin gets the apps of their company.
  await openManagement(provider, USERS);
  await expect(tabs(provider)).toHaveText(['Aplicativos']);
  const own = table(provider, 'Aplicativos da sua empresa');
  await expect(own.getByRole('rowheader')).toHaveCount(6);
  for (const cell of await own.locator('tbody tr td:first-of-type').all()) await expect(cell).toContainText(OWN_COMPANY);
  await expect(own.getByText(OTHER_COMPANY_APP)).toHaveCount(0);
  await providerContext.close();

  const userContext = await browser.newContext();
  const user = await userContext.newPage();
  await keepWelcomeAway(user);
  await signIn(user, 'usuario@portalfiscal.demo');
  await openManagement(user);
  await expect(content(user).getByRole('heading', { name: 'Acesso restrito' })).toBeVisible();
  await expect(tabs(user)).toHaveCount(0);
  await expect(content(user).getByRole('table')).toHaveCount(0);
  await userContext.close();
});

test('the users’ search ignores case and accents, and a reload keeps the tab and the search', async ({ page }) => {
  await signIn(page, 'admin@portalfiscal.demo');
  // The spec's users address opens the users tab.
  await openManagement(page, '/settings/management/providers/user');
  await expect(page).toHaveURL(USERS);
  await expect(content(page).getByRole('tab', { name: 'Usuários' })).toHaveAttribute('aria-selected', 'true');
  const users = table(page, 'Usuários cadastrados');
  await expect(users.getByRole('rowheader')).toHaveCount(20);

  const search = content(page).getByRole('searchbox', { name: 'Buscar por nome' });
  // No seed user is called João; Otávio and Patrícia have accents.
  await search.fill('otavio');
  await expect(users.getByRole('rowheader')).toHaveCount(1);
  await expect(users.getByRole('rowheader')).toContainText('Otávio Pereira');
  await expect(page).toHaveURL(`${USERS}&q=otavio`);
  await search.fill('PATRÍCIA');
  await expect(users.getByRole('rowheader')).toHaveCount(1);
  await expect(users.getByRole('rowheader')).toContainText('Patrícia Gomes');
  await expect(results(page)).toHaveText('1 usuário');

  await page.reload();
  await expect(content(page).getByRole('tab', { name: 'Usuários' })).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveValue('PATRÍCIA');
  await expect(users.getByRole('rowheader')).toHaveCount(1);
  await expect(users.getByRole('rowheader')).toContainText('Patrícia Gomes');

  await search.fill('zzz');
  await expect(content(page).getByRole('heading', { name: 'Nenhum usuário encontrado' })).toBeVisible();
});

test('a row’s Visualizar and Editar are links: Editar opens the edit page, and back returns to the table', async ({ page }) => {
  await signIn(page, 'admin@portalfiscal.demo');
  await openManagement(page, USERS);
  await content(page).getByRole('button', { name: 'Ações para Carla Mendes' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Visualizar' })).toHaveAttribute(
    'href',
    '/settings/management/providers/user-view?id=acc-0003-carla-mendes',
  );
  await menu.getByRole('menuitem', { name: 'Editar' }).press('Enter');
  await expect(page).toHaveURL(/\/settings\/management\/providers\/user-edit\?id=acc-0003-carla-mendes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar Usuário' })).toBeVisible();
  await page.goBack();
  await expect(table(page, 'Usuários cadastrados').getByRole('rowheader', { name: /Carla Mendes/ })).toBeVisible();
});

test('deleting an app: cancel keeps it; confirm takes it out of the table and of the marketplace', async ({ page }) => {
  await signIn(page, 'admin@portalfiscal.demo');
  await page.goto(`/apps/list?q=${encodeURIComponent(APP_TO_DELETE)}`);
  await expect(marketplaceCard(page, APP_TO_DELETE)).toBeVisible();

  await openManagement(page);
  const apps = table(page, 'Aplicativos cadastrados');
  await expect(row(page, 'Aplicativos cadastrados', APP_TO_DELETE)).toBeVisible();

  await rowAction(page, APP_TO_DELETE, 'Deletar');
  let dialog = page.getByRole('dialog', { name: `Excluir ${APP_TO_DELETE}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Esta ação não pode ser desfeita.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'Aplicativos cadastrados', APP_TO_DELETE)).toBeVisible();

  await rowAction(page, APP_TO_DELETE, 'Deletar');
  dialog = page.getByRole('dialog', { name: `Excluir ${APP_TO_DELETE}?` });
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, `Aplicativo ${APP_TO_DELETE} excluído.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(apps.getByRole('rowheader', { name: new RegExp(APP_TO_DELETE) })).toHaveCount(0);
  await expect(results(page)).toHaveText('43 aplicativos · Mostrando 1–20 de 43');

  await page.goto(`/apps/list?q=${encodeURIComponent(APP_TO_DELETE)}`);
  // No other app has both words in its name or description: the search finds nothing now.
  await expect(page.locator('[data-page="apps-list"]').getByRole('heading', { name: 'Nenhum aplicativo encontrado' })).toBeVisible();
  await expect(marketplaceCard(page, APP_TO_DELETE)).toHaveCount(0);
});

test('deleting a provider that still has apps is refused, with the reason', async ({ page }) => {
  await signIn(page, 'admin@portalfiscal.demo');
  await openManagement(page, `${MANAGEMENT}?tab=gerenciar-providers`);
  await expect(row(page, 'Providers cadastrados', OWN_COMPANY)).toBeVisible();
  await rowAction(page, OWN_COMPANY, 'Deletar');
  const dialog = page.getByRole('dialog', { name: `Excluir ${OWN_COMPANY}?` });
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    `${OWN_COMPANY} ainda tem 6 aplicativos cadastrados. Exclua-os ou mova-os para outra empresa antes de excluir a empresa.`,
  );
  await expect(dialog.getByRole('button', { name: 'Excluir' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'Providers cadastrados', OWN_COMPANY)).toBeVisible();
  await expect(results(page)).toHaveText('17 providers');
});
