import { expect as baseExpect, test, type Page } from '@playwright/test';
import { content, keepWelcomeAway, pngFile, signIn, toast } from './support';

/**
 * Settings: the company (spec 02 §2 Company screen, §4, §5) and the product images uploader. Every
 * test starts on a fresh browser context, so the demo's saved data starts from the seed.
 */

/** The in-browser backend answers everything, but the machine is shared and busy. */
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ page }) => {
  test.slow();
  await keepWelcomeAway(page);
});

/** The page's own content (not the shell's header or menus). */
const fileInput = (page: Page) => content(page).locator('input[type="file"]');
const nameField = (page: Page) => content(page).getByRole('textbox', { name: /^Nome da empresa/ });
const descriptionField = (page: Page) => content(page).getByRole('textbox', { name: /^Descrição/ });
const logoGroup = (page: Page) => content(page).getByRole('group', { name: /^Logo da empresa/ });

async function openCompanyTab(page: Page) {
  await page.goto('/settings/my-account?tab=company');
  await expect(content(page).getByRole('heading', { level: 2, name: 'Dados da empresa' })).toBeVisible();
  await expect(nameField(page)).toBeVisible();
}

test.describe('company', () => {
  test('an account without a company registers it with a logo, sees it locked, and finds it after a reload', async ({ page }) => {
    await signIn(page, 'semempresa@portalfiscal.demo');
    await openCompanyTab(page);
    const submit = content(page).getByRole('button', { name: 'Cadastrar empresa' });
    await expect(submit).toBeDisabled();
    await expect(content(page).getByText('Preencha todos os campos obrigatórios para habilitar o botão.')).toBeVisible();

    await fileInput(page).setInputFiles(pngFile('souza-logo.png'));
    await expect(logoGroup(page).getByRole('img', { name: 'souza-logo.png' })).toBeVisible();
    await nameField(page).fill('Souza Consultoria Tributária');
    await descriptionField(page).fill('Planejamento tributário para empresas do Rio Grande do Sul.');
    await content(page)
      .getByRole('combobox', { name: /^Tipo de fornecedor/ })
      .click();
    await page.getByRole('option', { name: 'Consultoria tributária' }).click();
    await submit.click();

    await expect(toast(page, 'Empresa cadastrada com sucesso!')).toBeVisible();
    await expect(content(page).getByRole('button', { name: 'Editar Empresa' })).toBeVisible();
    await expect(nameField(page)).toHaveAttribute('readonly', '');
    await expect(logoGroup(page).getByRole('button', { name: 'Editar' })).toBeVisible();

    await page.reload();
    await expect(nameField(page)).toHaveValue('Souza Consultoria Tributária');
    await expect(descriptionField(page)).toHaveValue('Planejamento tributário para empresas do Rio Grande do Sul.');
    await expect(content(page).getByRole('combobox', { name: /^Tipo de fornecedor/ })).toHaveText(/Consultoria tributária/);
    await expect(logoGroup(page).getByRole('img', { name: 'Logo de Souza Consultoria Tributária' })).toBeVisible();
    await expect(content(page).getByRole('button', { name: 'Editar Empresa' })).toBeVisible();
  });

  test('says what is missing, and refuses a logo over 1 MB or of another type', async ({ page }) => {
    await signIn(page, 'semempresa@portalfiscal.demo');
    await openCompanyTab(page);

    await fileInput(page).setInputFiles({ name: 'logo-grande.png', mimeType: 'image/png', buffer: Buffer.alloc(1024 * 1024 + 1) });
    await expect(content(page).getByText('Arquivo inválido excede o limite de 1MB')).toBeVisible();
    await fileInput(page).setInputFiles({ name: 'contrato.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(content(page).getByText('Formato de contrato.pdf não suportado')).toBeVisible();
    await expect(content(page).getByRole('button', { name: 'Cadastrar empresa' })).toBeDisabled();

    await fileInput(page).setInputFiles(pngFile('logo.png'));
    await nameField(page).fill('   ');
    await content(page).getByRole('button', { name: 'Cadastrar empresa' }).click();
    await expect(content(page).getByText('Nome é obrigatório.')).toBeVisible();
    await expect(content(page).getByText('Descrição é obrigatória.')).toBeVisible();
    await expect(content(page).getByText('Tipo de fornecedor é obrigatório.')).toBeVisible();
    await expect(nameField(page)).toHaveAttribute('aria-invalid', 'true');

    await logoGroup(page).getByRole('button', { name: 'Remover logo' }).click();
    await expect(content(page).getByText('A logo da empresa é obrigatória.')).toBeVisible();
    await expect(content(page).getByRole('button', { name: 'Cadastrar empresa' })).toBeDisabled();
  });

  test('a provider admin edits the description, saves, and finds it after a reload', async ({ page }) => {
    await signIn(page, 'fornecedor@portalfiscal.demo');
    await page.goto('/settings/company');
    await expect(content(page).getByRole('heading', { level: 1, name: 'Empresa' })).toBeVisible();
    await expect(nameField(page)).toHaveValue('Contábil Norte Tecnologia');
    await content(page).getByRole('button', { name: 'Editar Empresa' }).click();
    await descriptionField(page).fill('Soluções fiscais para a Zona Franca de Manaus, do ICMS ao SPED.');
    await content(page).getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(toast(page, 'Empresa atualizada com sucesso!')).toBeVisible();
    await expect(content(page).getByRole('button', { name: 'Editar Empresa' })).toBeVisible();

    await page.reload();
    await expect(descriptionField(page)).toHaveValue('Soluções fiscais para a Zona Franca de Manaus, do ICMS ao SPED.');
    await expect(descriptionField(page)).toHaveAttribute('readonly', '');
  });
});

test.describe('product images', () => {
  test('picks two images, removes one, saves, and sees the saved one', async ({ page }) => {
    await signIn(page, 'fornecedor@portalfiscal.demo');
    await page.goto('/settings/product-image');
    await expect(content(page).getByRole('heading', { level: 1, name: 'Imagens do produto' })).toBeVisible();
    const save = content(page).getByRole('button', { name: 'Salvar imagens' });
    await expect(save).toBeDisabled();

    await fileInput(page).setInputFiles([pngFile('vitrine-a.png'), pngFile('vitrine-b.png')]);
    const list = content(page).getByRole('list', { name: 'Imagens para enviar' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await content(page).getByRole('button', { name: 'Remover vitrine-b.png' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);

    await save.click();
    await expect(toast(page, 'Imagem vitrine-a.png carregada com sucesso')).toBeVisible();
    await expect(list).toBeHidden();
    const saved = content(page).getByRole('region', { name: 'Imagens salvas' });
    await expect(saved.getByRole('img', { name: 'vitrine-a.png' })).toBeVisible();
    await expect(saved.getByRole('img', { name: 'vitrine-b.png' })).toHaveCount(0);

    await page.reload();
    await expect(content(page).getByRole('region', { name: 'Imagens salvas' }).getByRole('img', { name: 'vitrine-a.png' })).toBeVisible();
  });
});
