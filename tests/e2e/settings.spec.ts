import { expect as baseExpect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, keepWelcomeAway, pngFile, SESSION_KEY, signIn, toast } from './support';

/**
 * The settings area (spec 02 §2): the settings home for each role, My Account's tabs in the address,
 * the profile (edit, formats, saved after a reload, the header following), the general settings, and
 * an account without permission: only Perfil, and the backend refusing its writes.
 */

const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ page }) => {
  test.slow();
  await keepWelcomeAway(page);
});

const content = (page: Page) => page.locator('main');

const HOME_CARDS: Record<(typeof DEMO_ACCOUNTS)[number]['email'], string[]> = {
  'admin@portalfiscal.demo': ['Minha conta', 'Cadastrar produto', 'Listar Produtos', 'Empresa', 'Aplicativos', 'Providers', 'Usuários'],
  'fornecedor@portalfiscal.demo': ['Minha conta', 'Cadastrar produto', 'Listar Produtos', 'Empresa'],
  'semempresa@portalfiscal.demo': ['Minha conta', 'Cadastrar produto', 'Listar Produtos', 'Empresa'],
  'usuario@portalfiscal.demo': ['Minha conta'],
};

test.describe('settings home', () => {
  for (const { email, role } of DEMO_ACCOUNTS) {
    test(`${role} (${email}) sees its cards`, async ({ page }) => {
      await signIn(page, email);
      await page.goto('/settings');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configurações');
      const cards = content(page).getByRole('list', { name: 'Configurações' }).getByRole('link');
      await expect(cards).toHaveText(HOME_CARDS[email]);
      await cards.first().click();
      await expect(page).toHaveURL(/\/settings\/my-account\?tab=profile$/);
      await expect(content(page).getByRole('heading', { level: 2, name: 'Perfil' })).toBeVisible();
    });
  }
});

test.describe('my account', () => {
  test('the tab lives in the address: clicks, back and forward, reload, and an unknown tab', async ({ page }) => {
    await signIn(page, 'fornecedor@portalfiscal.demo');
    await page.goto('/settings/my-account');
    const tab = (name: string) => content(page).getByRole('tab', { name });
    await expect(tab('Perfil')).toHaveAttribute('aria-selected', 'true');
    await tab('Empresa').click();
    await expect(page).toHaveURL(/\?tab=company$/);
    await tab('Listar Produtos').click();
    await expect(page).toHaveURL(/\?tab=products-list$/);
    await page.goBack();
    await expect(page).toHaveURL(/\?tab=company$/);
    await expect(tab('Empresa')).toHaveAttribute('aria-selected', 'true');
    await page.goForward();
    await expect(tab('Listar Produtos')).toHaveAttribute('aria-selected', 'true');
    await page.reload();
    await expect(tab('Listar Produtos')).toHaveAttribute('aria-selected', 'true');
    await page.goto('/settings/my-account?tab=nada');
    await expect(tab('Perfil')).toHaveAttribute('aria-selected', 'true');
    await page.goto('/settings/my-account?tab=billing');
    await expect(content(page).getByRole('heading', { level: 2, name: 'Faturamento' })).toBeVisible();
  });

  test('edit the profile: formats checked, saved, still there after a reload, and the header follows', async ({ page }) => {
    await signIn(page, 'usuario@portalfiscal.demo');
    await page.goto('/settings/my-account?tab=profile');
    const main = content(page);
    await main.getByRole('button', { name: 'Editar perfil' }).click();
    const field = (name: RegExp) => main.getByRole('textbox', { name });
    await field(/^Telefone/).fill('123');
    await field(/^CEP/).fill('abc');
    await main.getByRole('button', { name: 'Salvar' }).click();
    await expect(main.getByText('Informe o telefone com DDD, por exemplo (11) 91234-5678.')).toBeVisible();
    await expect(main.getByText('Informe o CEP com 8 dígitos, por exemplo 01310-100.')).toBeVisible();
    await field(/^Nome/).fill('Carla Mendes Souza');
    await field(/^Telefone/).fill('31999998888');
    await field(/^CEP/).fill('30130010');
    await field(/^Cargo/).fill('<b>Auditora</b>');
    await main.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Perfil atualizado com sucesso!')).toBeVisible();
    const value = (label: string) => main.getByRole('group', { name: label });
    await expect(value('Telefone')).toContainText('(31) 99999-8888');
    await expect(value('CEP')).toContainText('30130-010');
    // Markup stays text.
    await expect(value('Cargo')).toContainText('<b>Auditora</b>');
    await page.getByRole('button', { name: 'Abrir menu do perfil' }).click();
    await expect(page.getByRole('menu').getByText('Olá, Carla Mendes Souza!')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(value('Nome')).toContainText('Carla Mendes Souza');
    await expect(value('Telefone')).toContainText('(31) 99999-8888');
  });

  test("renaming the company in the profile renames the account's provider too", async ({ page }) => {
    await signIn(page, 'fornecedor@portalfiscal.demo');
    await page.goto('/settings/user');
    const main = content(page);
    await main.getByRole('button', { name: 'Editar perfil' }).click();
    await main.getByRole('textbox', { name: /^Empresa/ }).fill('Norte Tributos Digitais');
    await main.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Perfil atualizado com sucesso!')).toBeVisible();
    await page.goto('/fornecedor/view?id=prov-0001-contabil-norte');
    await expect(main.getByRole('heading', { level: 1, name: 'Norte Tributos Digitais' })).toBeVisible();
  });

  test('an account without permission sees only Perfil, and the backend refuses its writes', async ({ page }) => {
    await signIn(page, 'usuario@portalfiscal.demo');
    await page.goto('/settings/my-account?tab=company');
    await expect(content(page).getByRole('heading', { level: 2, name: 'Perfil' })).toBeVisible();
    await expect(content(page).getByRole('tab')).toHaveText(['Perfil']);
    // A hidden button is not the only guard: the same calls, made by hand with its token, get 403.
    const answers = await page.evaluate(async (key) => {
      const session = JSON.parse(window.localStorage.getItem(key) ?? window.sessionStorage.getItem(key) ?? '{}') as { token: string };
      const headers = { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json' };
      const api = 'https://marketplace.portalfiscal.demo';
      const provider = await fetch(`${api}/app-providers`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: 'Minha empresa', provider_type_uuid: 'ptype-0001-software-house' }),
      });
      const rename = await fetch(`${api}/app-providers/prov-0001-contabil-norte`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ name: 'Tomada' }),
      });
      return [provider.status, rename.status];
    }, SESSION_KEY);
    expect(answers).toEqual([403, 403]);
  });
});

test.describe('general settings', () => {
  test('the language switches the portal at once and stays after a reload', async ({ page }) => {
    await signIn(page, 'usuario@portalfiscal.demo');
    await page.goto('/settings/settings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configurações gerais');
    await content(page)
      .getByRole('combobox', { name: /^Idioma/ })
      .click();
    await page.getByRole('option', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('General settings');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('General settings');
    await expect(content(page).getByRole('button', { name: 'Restore demo data' })).toBeVisible();
  });
});

test.describe('from no company to a product in the marketplace', () => {
  test('Diego registers his company with a logo, then a product with images, features and an integration, and finds it in his list and in the marketplace', async ({
    page,
  }) => {
    const main = content(page);
    await signIn(page, 'semempresa@portalfiscal.demo');
    await page.goto('/settings/my-account?tab=products');
    await expect(main.getByRole('heading', { name: 'Você não tem empresa registrada' })).toBeVisible();
    await main.getByRole('button', { name: 'Ir para cadastro da empresa' }).click();
    await expect(page).toHaveURL(/\?tab=company$/);

    await main.locator('input[type="file"]').setInputFiles(pngFile('souza-logo.png'));
    await main.getByRole('textbox', { name: /^Nome da empresa/ }).fill('Souza Tributos');
    await main.getByRole('textbox', { name: /^Descrição/ }).fill('Consultoria tributária para o varejo gaúcho.');
    await main.getByRole('combobox', { name: /^Tipo de fornecedor/ }).click();
    await page.getByRole('option', { name: 'Consultoria tributária' }).click();
    await main.getByRole('button', { name: 'Cadastrar empresa' }).click();
    await expect(toast(page, 'Empresa cadastrada com sucesso!')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Editar Empresa' })).toBeVisible();

    await main.getByRole('tab', { name: 'Cadastrar produto' }).click();
    await expect(main.getByText('O produto será cadastrado pela empresa Souza Tributos.')).toBeVisible();
    const form = main.locator('form');
    await form.getByRole('textbox', { name: /^Nome do produto/ }).fill('Souza Varejo Fiscal');
    await form.getByRole('textbox', { name: /^Site/ }).fill('https://varejo.souza.exemplo.com.br');
    for (const [label, option] of [
      [/^Categoria/, 'Soluções Fiscais'],
      [/^Subcategoria/, 'Recuperação de créditos'],
    ] as const) {
      await form.getByRole('combobox', { name: label }).click();
      await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
    }
    await form.getByRole('textbox', { name: /^Descrição do produto/ }).fill('Apuração do ICMS do varejo com substituição tributária.');
    await form.getByRole('combobox', { name: /^Integrações/ }).fill('SA');
    await form.getByRole('listbox', { name: 'Sugestões de integração' }).getByRole('option', { name: 'SAP' }).click();
    const feature = form.getByRole('textbox', { name: /^Nova funcionalidade/ });
    for (const text of ['Apuração do ICMS-ST', 'Ressarcimento', 'Conferência de NF-e']) {
      await feature.fill(text);
      await feature.press('Enter');
    }
    await form.locator('input[type="file"]').setInputFiles([pngFile('varejo-1.png'), pngFile('varejo-2.png')]);
    await expect(form.getByRole('img', { name: 'varejo-2.png' })).toBeVisible();
    await form.getByRole('button', { name: 'Cadastrar Produto' }).click();
    await expect(toast(page, 'Produto criado com sucesso')).toBeVisible();

    await main.getByRole('tab', { name: 'Listar Produtos' }).click();
    await expect(main.getByRole('heading', { name: 'Souza Varejo Fiscal' })).toBeVisible();
    await page.goto(`/apps/list?q=${encodeURIComponent('Souza Varejo')}`);
    await main.getByRole('link', { name: 'Souza Varejo Fiscal', exact: true }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Souza Varejo Fiscal' })).toBeVisible();
    await expect(main.getByText('Conferência de NF-e', { exact: true })).toBeVisible();
    // The integration is kept with the product: its edit form lists it.
    const appUuid = new URL(page.url()).searchParams.get('id');
    await page.goto(`/settings/management/app/edit?id=${appUuid}`);
    await expect(main.getByRole('list', { name: 'Integrações adicionadas' })).toHaveText('SAP');
  });
});
