import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { content, keepWelcomeAway, PNG, SESSION_KEY, signIn, toast } from './support';

/**
 * Settings, products (spec 02 §2 Product registration form and Product edit form, §4, §5, §8): a
 * provider admin registers a product and finds it in the marketplace and in the product list; every
 * registration message; editing a product; and what a portal user may not do (in the screen and in
 * the backend). Every test starts on a fresh browser context, so the demo's saved data starts from
 * the seed.
 */

/** The backend of the products in the demo build (VITE_API_NODE_URL of .env.demo). */
const API_NODE = 'https://marketplace.portalfiscal.demo';
/** One of Bruno's company's products (packages/mocks/src/seed). */
const CONCILIADOR = { uuid: 'app-0003-norte-conciliador', name: 'Norte Conciliador Contábil' };

/** The in-browser backend answers everything, but the machine is shared and busy. */
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ page }) => {
  test.slow();
  await keepWelcomeAway(page);
});

/** The page's own content (not the shell's header or menus). */
const form = (page: Page) => content(page).locator('form');
const field = (page: Page, name: RegExp) => form(page).getByRole('textbox', { name });
const imageInput = (page: Page) => form(page).locator('input[type="file"]');
const submit = (page: Page) => form(page).getByRole('button', { name: 'Cadastrar Produto' });

async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(select).toHaveText(option);
}

async function openRegistration(page: Page, email: string) {
  await signIn(page, email);
  await page.goto('/settings/my-account?tab=products');
  await expect(content(page).getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
}

test.describe('product registration', () => {
  test('the provider admin registers a product with 2 images, 3 features and an integration; the marketplace and the product list show it', async ({
    page,
  }) => {
    const name = 'Norte Retenções Ômega';
    await openRegistration(page, 'fornecedor@portalfiscal.demo');
    await expect(content(page).getByText('O produto será cadastrado pela empresa Contábil Norte Tecnologia.')).toBeVisible();
    await field(page, /^Nome do produto/).fill(name);
    await field(page, /^Site/).fill('https://retencoes.exemplo.com.br');
    const category = form(page).getByRole('combobox', { name: /^Categoria/ });
    await expect(category).toBeEnabled();
    await choose(page, category, 'Soluções Fiscais');
    await choose(page, form(page).getByRole('combobox', { name: /^Subcategoria/ }), 'Recuperação de créditos');
    await field(page, /^Descrição do produto/).fill('Controle das retenções de PIS, COFINS, CSLL e IR na fonte, com conciliação mensal.');
    const integrations = form(page).getByRole('combobox', { name: /^Integrações/ });
    await integrations.fill('Tot');
    await form(page).getByRole('listbox', { name: 'Sugestões de integração' }).getByRole('option', { name: 'Totvs' }).click();
    await expect(form(page).getByRole('list', { name: 'Integrações adicionadas' })).toHaveText('Totvs');
    const feature = field(page, /^Nova funcionalidade/);
    for (const text of ['Retenções por nota', 'Conciliação mensal', 'Relatório para a DCTFWeb']) {
      await feature.fill(text);
      await feature.press('Enter');
    }
    await expect(form(page).getByRole('list', { name: 'Funcionalidades adicionadas' }).getByRole('listitem')).toHaveCount(3);
    await imageInput(page).setInputFiles([
      { name: 'omega-1.png', mimeType: 'image/png', buffer: PNG },
      { name: 'omega-2.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await expect(form(page).getByRole('img', { name: 'omega-2.png' })).toBeVisible();
    await submit(page).click();

    await expect(toast(page, 'Produto criado com sucesso')).toBeVisible();
    const progress = form(page).getByRole('region', { name: 'Cadastro do produto' });
    await expect(progress.getByRole('listitem')).toHaveText([
      'Enviar a imagem principal: concluído',
      'Criar o produto: concluído',
      'Definir a categoria: concluído',
      'Criar as funcionalidades: concluído',
      'Enviar as imagens e criar as mídias (2 de 2): concluído',
      'Definir a foto do app: concluído',
    ]);
    await expect(field(page, /^Nome do produto/)).toHaveValue('');

    // In the marketplace.
    await page.goto(`/apps/list?q=${encodeURIComponent(name)}`);
    await expect(content(page).getByRole('link', { name, exact: true })).toBeVisible();
    await content(page).getByRole('link', { name, exact: true }).click();
    await expect(content(page).getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(content(page).getByText('Conciliação mensal', { exact: true })).toBeVisible();

    // In the product list.
    await page.goto('/settings/my-account?tab=products-list');
    await expect(content(page).getByRole('tab', { name: 'Listar Produtos' })).toHaveAttribute('aria-selected', 'true');
    await expect(content(page).getByText(name, { exact: true }).first()).toBeVisible();
  });

  test('every message of an empty registration, and oversize or non-image files', async ({ page }) => {
    await openRegistration(page, 'fornecedor@portalfiscal.demo');
    await submit(page).click();
    for (const message of [
      'Nome do produto é obrigatório.',
      'Site é obrigatório',
      'A Categoria do Produto é obrigatória',
      'A subcategoria do produto é obrigatória',
      'A Descrição do Produto é obrigatória',
      'Adicione pelo menos uma integração.',
    ]) {
      await expect(form(page).getByText(message, { exact: true })).toBeVisible();
    }
    await expect(field(page, /^Nova funcionalidade/)).toHaveAttribute('aria-invalid', 'true');
    await expect(
      form(page).getByText('Adicione pelo menos 3 funcionalidades principais do seu produto', { exact: true }).first(),
    ).toBeVisible();
    await expect(form(page).getByText('Adicione ao menos uma imagem', { exact: true })).toBeVisible();
    await expect(toast(page, 'Adicione ao menos uma imagem')).toBeVisible();
    await expect(field(page, /^Nome do produto/)).toBeFocused();

    await field(page, /^Site/).fill('site sem endereço');
    await submit(page).click();
    await expect(form(page).getByText('Informe um endereço válido, como https://www.exemplo.com.br')).toBeVisible();

    const group = form(page).getByRole('group', { name: /^Imagens/ });
    await imageInput(page).setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: Buffer.alloc(1_048_577, 1) });
    await expect(group.getByRole('alert')).toHaveText('Imagem grande.png excede o limite de 1MB');
    await imageInput(page).setInputFiles({ name: 'contrato.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
    await expect(group.getByRole('alert')).toHaveText('Formato de contrato.pdf não suportado');
    await expect(group.getByRole('img')).toHaveCount(0);
  });
});

test.describe('product edit', () => {
  test('no change says so; a new name is saved and survives a reload', async ({ page }) => {
    await signIn(page, 'fornecedor@portalfiscal.demo');
    await page.goto(`/settings/management/app/edit?id=${CONCILIADOR.uuid}`);
    await expect(content(page).getByRole('heading', { level: 1, name: 'Editar Produto' })).toBeVisible();
    const nameField = field(page, /^Nome do produto/);
    await expect(nameField).toHaveValue(CONCILIADOR.name);
    const update = form(page).getByRole('button', { name: 'Atualizar Produto' });
    await update.click();
    await expect(toast(page, 'Nenhuma alteração detectada')).toBeVisible();

    const renamed = 'Norte Conciliador Plus';
    await nameField.fill(renamed);
    await update.click();
    await expect(toast(page, 'Atualização concluída com sucesso!')).toBeVisible();
    await expect(
      page.getByRole('region', { name: /Notificações/ }).getByText('Dados do aplicativo atualizados com sucesso!'),
    ).toBeVisible();
    await page.reload();
    await expect(field(page, /^Nome do produto/)).toHaveValue(renamed);
  });
});

test.describe('a portal user', () => {
  test('sees only Perfil in My Account, and the backend refuses to create a product for them', async ({ page }) => {
    await openRegistration(page, 'usuario@portalfiscal.demo');
    await expect(content(page).getByRole('tab')).toHaveText(['Perfil']);
    await expect(content(page).getByRole('tab', { name: 'Cadastrar produto' })).toHaveCount(0);
    await expect(content(page).getByRole('button', { name: 'Cadastrar Produto' })).toHaveCount(0);

    const status = await page.evaluate(
      async ({ key, api }) => {
        const raw = window.localStorage.getItem(key) ?? window.sessionStorage.getItem(key) ?? '{}';
        const { token } = JSON.parse(raw) as { token?: string };
        const response = await fetch(`${api}/apps`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token ?? ''}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            name: 'Intruso',
            description: 'Não deveria existir.',
            website: 'https://intruso.exemplo.com.br',
            integrations: '["SAP"]',
            appProviderUuid: { uuid: 'prov-0001-contabil-norte' },
            appCategoryUuid: 'cat-0002-solucoes-fiscais',
            subCategoryUuid: 'sub-0201-apuracao',
          }),
        });
        return { status: response.status, hadToken: Boolean(token) };
      },
      { key: SESSION_KEY, api: API_NODE },
    );
    expect(status).toEqual({ status: 403, hadToken: true });
  });
});
