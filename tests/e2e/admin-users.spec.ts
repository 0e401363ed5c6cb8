import { expect as baseExpect, test, type Page } from '@playwright/test';
import { content, fillLogin, keepWelcomeAway, SESSION_KEY, signIn, toast } from './support';

/**
 * The marketplace administration's user screens (spec 02 §2 User view, User edit, Create user; §5; §6):
 * records addressed by `?id=` (the account uuid). Every test starts on a fresh browser context, so the
 * demo's saved data starts from the seed.
 */

/** The in-browser backend answers everything, but the machine is shared and busy. */
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ page }) => {
  test.slow();
  await keepWelcomeAway(page);
});

const ADMIN = 'admin@portalfiscal.demo';
const IGOR = 'acc-0102-igor-fernandes';
const FERNANDA = 'acc-0006-fernanda-lopes';
const viewUrl = (id: string) => `/settings/management/providers/user-view?id=${id}`;
const editUrl = (id: string) => `/settings/management/providers/user-edit?id=${id}`;
const CREATE_URL = '/settings/management/providers/user-create';

/** The page's own content (not the shell's header or menus). */
/** The value of one of the user view's fields. */
const detail = (page: Page, term: string) =>
  content(page)
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');

/** Opens a select in the page and picks an option. */
async function choose(page: Page, select: RegExp, option: string) {
  const trigger = content(page).getByRole('combobox', { name: select });
  await expect(trigger).toBeEnabled();
  await trigger.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(trigger).toHaveText(option);
}

/** Counts the account updates the page sends. */
function countAccountUpdates(page: Page) {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && /\/accounts\/email\//.test(request.url())) count += 1;
  });
  return () => count;
}

test.describe('administration: users', () => {
  test('an admin creates a user with a company, and the new user signs in with that password', async ({ page }) => {
    const email = `paula.${test.info().project.name}@exemplo.com.br`;
    await signIn(page, ADMIN);
    await page.goto(CREATE_URL);
    await expect(page.getByRole('heading', { level: 1, name: 'Criar Usuário' })).toBeVisible();
    await expect(content(page).getByRole('combobox', { name: /^Role/ })).toHaveText('MARKETPLACE_ADMIN');
    await expect(content(page).getByRole('combobox', { name: /^Status/ })).toHaveText('Ativo');

    await content(page)
      .getByRole('textbox', { name: /^Email/ })
      .fill(email);
    await content(page)
      .getByLabel(/^Senha/)
      .fill('segredo123');
    await content(page).getByRole('textbox', { name: /^Nome/ }).fill('Paula Queiroz');
    await content(page)
      .getByRole('textbox', { name: /^Telefone/ })
      .fill('(11) 98765-4321');
    await content(page)
      .getByRole('textbox', { name: /^Cargo/ })
      .fill('Analista Fiscal');
    await choose(page, /^Role/, 'MARKETPLACE_USER');
    await choose(page, /^Empresa/, 'Fiscaltech Sistemas');
    await content(page).getByRole('button', { name: 'Criar Usuário' }).click();

    await expect(toast(page, 'Usuário criado com sucesso!')).toBeVisible();
    // The form is back to its defaults.
    await expect(content(page).getByRole('textbox', { name: /^Email/ })).toHaveValue('');
    await expect(content(page).getByRole('combobox', { name: /^Role/ })).toHaveText('MARKETPLACE_ADMIN');
    await expect(content(page).getByRole('combobox', { name: /^Empresa/ })).toHaveText('Selecione a empresa');

    // The same email again is refused on its field.
    await content(page)
      .getByRole('textbox', { name: /^Email/ })
      .fill(email);
    await content(page)
      .getByLabel(/^Senha/)
      .fill('outraSenha1');
    await content(page).getByRole('textbox', { name: /^Nome/ }).fill('Paula 2');
    await content(page)
      .getByRole('textbox', { name: /^Telefone/ })
      .fill('11987654321');
    await content(page).getByRole('button', { name: 'Criar Usuário' }).click();
    await expect(content(page).getByText('Já existe uma conta com este email.')).toBeVisible();

    await page.getByRole('button', { name: 'Abrir menu do perfil' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login/);
    await fillLogin(page, email, 'segredo123');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/, Paula Queiroz!$/);
  });

  test('a user without a company cannot be saved until one is chosen; the view then shows it', async ({ page }) => {
    await signIn(page, ADMIN);
    const updates = countAccountUpdates(page);
    await page.goto(editUrl(IGOR));
    await expect(page.getByRole('heading', { level: 1, name: 'Editar Usuário' })).toBeVisible();
    await expect(content(page).getByRole('textbox', { name: /^Nome/ })).toHaveValue('Igor Fernandes');
    await expect(content(page).getByRole('textbox', { name: /^Email/ })).toBeDisabled();
    const company = content(page).getByRole('combobox', { name: /^Empresa/ });
    await expect(company).toHaveText('Selecione a empresa');
    await expect(company).toBeEnabled();

    await content(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(content(page).getByText('Selecione uma empresa antes de salvar.')).toBeVisible();
    await expect(company).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(editUrl(IGOR));
    expect(updates()).toBe(0);

    await choose(page, /^Empresa/, 'Fiscaltech Sistemas');
    await content(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Usuário atualizado com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(viewUrl(IGOR));
    expect(updates()).toBe(1);

    await page.reload();
    await expect(content(page).getByRole('heading', { level: 2, name: 'Igor Fernandes' })).toBeVisible();
    await expect(detail(page, 'Empresa')).toHaveText('Fiscaltech Sistemas');
  });

  test('a save whose screen is still loading keeps the header and its toast in view, the page loading in its place', async ({ page }) => {
    await signIn(page, ADMIN);
    // The view's code held back until the test lets it go (a slow network, or a busy phone).
    const held: string[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.context().route(/\/assets\/UserViewPage-[\w-]+\.js$/, async (route) => {
      held.push(route.request().url());
      await released;
      await route.continue();
    });
    await page.goto(editUrl(FERNANDA));
    await expect(content(page).getByRole('textbox', { name: /^Nome/ })).toHaveValue('Fernanda Lopes');

    await content(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(viewUrl(FERNANDA));
    await expect
      .poll(() => held.length, { message: 'the view’s code is a chunk of its own (else nothing here is tested)' })
      .toBeGreaterThan(0);
    await expect(toast(page, 'Usuário atualizado com sucesso!')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Carregando...');
    release();
    await expect(content(page).getByRole('heading', { level: 2, name: 'Fernanda Lopes' })).toBeVisible();
  });

  test('a reload keeps the record on view and edit; a malformed id selects no user', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto(viewUrl(FERNANDA));
    await expect(content(page).getByRole('heading', { level: 2, name: 'Fernanda Lopes' })).toBeVisible();
    await expect(detail(page, 'Email')).toHaveText('fernanda.lopes@fiscaltech.demo');
    await page.reload();
    await expect(content(page).getByRole('heading', { level: 2, name: 'Fernanda Lopes' })).toBeVisible();
    await expect(detail(page, 'Empresa')).toHaveText('Fiscaltech Sistemas');

    await content(page).getByRole('link', { name: 'Editar' }).click();
    await expect(page).toHaveURL(editUrl(FERNANDA));
    await expect(content(page).getByRole('textbox', { name: /^Nome/ })).toHaveValue('Fernanda Lopes');
    await page.reload();
    await expect(content(page).getByRole('textbox', { name: /^Nome/ })).toHaveValue('Fernanda Lopes');
    await expect(content(page).getByRole('combobox', { name: /^Role/ })).toHaveText('PROVIDER_EDITOR');

    await page.goto(viewUrl('%3Cscript%3Ealert(1)%3C%2Fscript%3E'));
    await expect(content(page).getByRole('heading', { level: 2, name: 'Nenhum usuário selecionado.' })).toBeVisible();
    await page.goto('/settings/management/providers/user-edit');
    await expect(content(page).getByRole('heading', { level: 2, name: 'Nenhum usuário selecionado.' })).toBeVisible();
    await page.goto(viewUrl('acc-9999-ninguem'));
    await expect(content(page).getByRole('heading', { level: 2, name: 'Usuário não encontrado' })).toBeVisible();
  });

  test('a provider admin typing the create address sees "Acesso restrito", and the backend refuses it', async ({ page }) => {
    await signIn(page, 'fornecedor@portalfiscal.demo');
    await page.goto(CREATE_URL);
    await expect(page.getByRole('heading', { level: 1, name: 'Criar Usuário' })).toBeVisible();
    await expect(content(page).getByRole('heading', { level: 2, name: 'Acesso restrito' })).toBeVisible();
    await expect(content(page).getByRole('textbox')).toHaveCount(0);

    const status = await page.evaluate(async (key) => {
      const raw = window.localStorage.getItem(key) ?? window.sessionStorage.getItem(key) ?? '{}';
      const { token } = JSON.parse(raw) as { token?: string };
      const response = await fetch('https://marketplace.portalfiscal.demo/accounts', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token ?? ''}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email: 'intruso@exemplo.com.br',
          password: 'x',
          name: 'Intruso',
          phone: '11987654321',
          role: 'MARKETPLACE_ADMIN',
          accountsStatus: 'ATIVO',
        }),
      });
      return { status: response.status, hadToken: Boolean(token) };
    }, SESSION_KEY);
    expect(status).toEqual({ status: 403, hadToken: true });
  });
});
