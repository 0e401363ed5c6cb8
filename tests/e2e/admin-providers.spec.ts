import { expect as baseExpect, test, type Page } from '@playwright/test';
import { content, keepWelcomeAway, SESSION_KEY, signIn, toast } from './support';

/**
 * Marketplace administration: the provider screens (spec 02 §2 Provider view, Provider edit, Create
 * provider). The record travels in `?id=`, so a reload or a shared link opens the same one. Every test
 * starts on a fresh browser context, so the demo's data starts from the seed.
 */

/** The in-browser backend answers everything, but the machine is shared and busy. */
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ page }) => {
  test.slow();
  await keepWelcomeAway(page);
});

/** The page's own content (not the shell's header or menus). */
const NORTE = { uuid: 'prov-0001-contabil-norte', name: 'Contábil Norte Tecnologia' };
const viewPath = (uuid: string) => `/settings/management/providers/view?id=${uuid}`;
const editPath = (uuid: string) => `/settings/management/providers/edit?id=${uuid}`;

/** The status badge of the provider's record (the first section, named by the provider). */
const recordStatus = (page: Page, name: string) => content(page).getByRole('region', { name }).locator('[data-status]').first();

async function choose(page: Page, field: RegExp, option: string) {
  const combobox = content(page).getByRole('combobox', { name: field });
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(combobox).toHaveText(new RegExp(option));
}

test.describe('provider administration', () => {
  test('an admin creates a provider, opens it, sets it Inativo, and the view still says Inativo after a reload', async ({ page }) => {
    const name = 'Serra Gaúcha Tributos';
    await signIn(page, 'admin@portalfiscal.demo');
    await page.goto('/settings/management/providers/create-provider');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Criar Novo Provider');
    const submit = content(page).getByRole('button', { name: 'Criar Provider' });
    await expect(submit).toBeDisabled();

    await content(page).getByRole('textbox', { name: /^Nome/ }).fill(name);
    await content(page)
      .getByRole('textbox', { name: /^URL da Foto/ })
      .fill('logo-serra');
    await content(page)
      .getByRole('textbox', { name: /^Descrição/ })
      .click();
    await expect(content(page).getByText('Informe uma URL válida (http:// ou https://).')).toBeVisible();
    await content(page)
      .getByRole('textbox', { name: /^URL da Foto/ })
      .fill('');
    await choose(page, /^Tipo de Provider/, 'Consultoria tributária');
    await content(page)
      .getByRole('textbox', { name: /^Descrição/ })
      .fill('Consultoria tributária em Caxias do Sul.');
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(toast(page, 'Provider criado com sucesso!')).toBeVisible();
    await expect(content(page).getByRole('textbox', { name: /^Nome/ })).toHaveValue('');
    await content(page).getByRole('link', { name: 'Ver o provider criado' }).click();
    await expect(page).toHaveURL(/\/settings\/management\/providers\/view\?id=prov-[\w-]+$/);
    const uuid = new URL(page.url()).searchParams.get('id') ?? '';
    await expect(content(page).getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(recordStatus(page, name)).toHaveAttribute('data-status', 'ATIVO');
    await expect(content(page).getByText('Nenhum aplicativo cadastrado.')).toBeVisible();

    await content(page)
      .getByRole('link', { name: `Editar ${name}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/settings/management/providers/edit\\?id=${uuid}$`));
    await expect(content(page).getByRole('textbox', { name: /^Nome/ })).toHaveValue(name);
    await choose(page, /^Status/, 'Inativo');
    await content(page).getByRole('button', { name: 'Salvar' }).click();

    await expect(toast(page, 'Fornecedor atualizado com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/settings/management/providers/view\\?id=${uuid}$`));
    await expect(recordStatus(page, name)).toHaveAttribute('data-status', 'INATIVO');
    await page.reload();
    await expect(content(page).getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(recordStatus(page, name)).toHaveAttribute('data-status', 'INATIVO');
    await expect(recordStatus(page, name)).toHaveText('Inativo');
  });

  test('a reload keeps the record on the view and edit pages; a malformed id names no provider', async ({ page }) => {
    await signIn(page, 'admin@portalfiscal.demo');
    await page.goto(viewPath(NORTE.uuid));
    await expect(content(page).getByRole('heading', { level: 2, name: NORTE.name })).toBeVisible();
    await page.reload();
    await expect(content(page).getByRole('heading', { level: 2, name: NORTE.name })).toBeVisible();
    await expect(content(page).getByRole('article', { name: 'Norte ICMS' })).toBeVisible();

    await page.goto(editPath(NORTE.uuid));
    await expect(content(page).getByRole('textbox', { name: /^Nome/ })).toHaveValue(NORTE.name);
    await page.reload();
    await expect(content(page).getByRole('textbox', { name: /^Nome/ })).toHaveValue(NORTE.name);
    await expect(content(page).getByRole('combobox', { name: /^Tipo de fornecedor/ })).toHaveText(/Software house/);

    await page.goto('/settings/management/providers/view?id=%3Cscript%3E');
    await expect(content(page).getByRole('heading', { level: 2, name: 'Nenhum fornecedor selecionado.' })).toBeVisible();
    await page.goto('/settings/management/providers/edit?id=prov%20001');
    await expect(content(page).getByRole('heading', { level: 2, name: 'Nenhum fornecedor selecionado.' })).toBeVisible();
  });

  test("a provider admin typing its own provider's edit address sees 'Acesso restrito', and the backend refuses it another provider", async ({
    page,
  }) => {
    await signIn(page, 'fornecedor@portalfiscal.demo');
    await page.goto(editPath(NORTE.uuid));
    await expect(content(page).getByRole('heading', { level: 2, name: 'Acesso restrito' })).toBeVisible();
    await expect(content(page).getByRole('textbox')).toHaveCount(0);
    // A hidden form is not the only guard: the same call, made by hand with its token, gets 403.
    const status = await page.evaluate(async (key) => {
      const session = JSON.parse(window.localStorage.getItem(key) ?? window.sessionStorage.getItem(key) ?? '{}') as { token: string };
      const headers = { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json' };
      const answer = await fetch('https://marketplace.portalfiscal.demo/app-providers/prov-0002-fiscaltech', {
        method: 'PUT',
        headers,
        body: JSON.stringify({ name: 'Tomada', providerStatus: 'INATIVO' }),
      });
      return answer.status;
    }, SESSION_KEY);
    expect(status).toBe(403);
  });
});
