import { expect, test, type Page } from '@playwright/test';
import { FIXED_NOW, keepWelcomeAway } from './support';

test.beforeEach(async ({ page }) => {
  // 10:00 in São Paulo, so the greeting is 'Bom dia'.
  await page.clock.install({ time: FIXED_NOW });
  await keepWelcomeAway(page);
});

const submit = (page: Page) => page.getByRole('button', { name: 'Criar conta', exact: true }).click();
const banner = (page: Page, text: string) => expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();

async function chooseOccupation(page: Page, label: string) {
  await page.getByRole('combobox', { name: /^Profissão/ }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

async function fillSignUp(page: Page, values: { name: string; occupation: string; email: string; password: string; confirm?: string }) {
  await page.getByLabel(/^Nome/).fill(values.name);
  await chooseOccupation(page, values.occupation);
  await page.getByLabel(/^Cargo/).fill('Analista Fiscal');
  await page.getByLabel(/^Empresa/).fill('Empresa Nova Ltda');
  await page.getByLabel(/^Email/).fill(values.email);
  await page.getByLabel(/^Senha/).fill(values.password);
  await page.getByLabel(/^Confirmar senha/).fill(values.confirm ?? values.password);
}

test.describe('sign-up', () => {
  test('shows every validation message, asks for the Outros specification, then creates the account and signs in with it', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Cadastre-se' }).click();
    await expect(page).toHaveURL(/\/create\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();
    await expect(page.getByLabel(/^Especifique sua profissão/)).toHaveCount(0);

    // Everything empty: the spec's banner and one message per required field, never the browser bubbles.
    await submit(page);
    await banner(page, 'Preencha os campos corretamente');
    for (const message of [
      'Informe seu nome.',
      'Selecione sua profissão.',
      'Informe seu email.',
      'Informe uma senha.',
      'Confirme a senha.',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    expect(await page.locator('form').evaluate((form) => (form as HTMLFormElement).noValidate)).toBe(true);

    // A malformed email.
    await fillSignUp(page, { name: 'Nova Pessoa', occupation: 'Contador', email: 'nova@', password: 'segredo123' });
    await submit(page);
    await banner(page, 'Preencha os campos corretamente');
    await expect(page.getByText('Informe um email válido.')).toBeVisible();

    // Different passwords.
    await page.getByLabel(/^Email/).fill('nova.pessoa@empresa.com.br');
    await page.getByLabel(/^Confirmar senha/).fill('outra-senha');
    await submit(page);
    await banner(page, 'As senhas não são iguais');
    await expect(page.getByLabel(/^Confirmar senha/)).toHaveAttribute('aria-invalid', 'true');

    // Outros without its specification.
    await page.getByLabel(/^Confirmar senha/).fill('segredo123');
    await chooseOccupation(page, 'Outros');
    const specify = page.getByLabel(/^Especifique sua profissão/);
    await expect(specify).toBeVisible();
    await submit(page);
    await banner(page, 'Preencha o campo de ocupação');
    await expect(specify).toHaveAttribute('aria-invalid', 'true');

    // Valid: the specified text replaces Outros, lowercased.
    await specify.fill('Perito Judicial');
    await submit(page);

    await expect(page).toHaveURL(/\/create\/account\/success/);
    await expect(page.getByRole('heading', { level: 1, name: 'Conta criada com sucesso' })).toBeVisible();
    await expect(page.getByText('Confirme a conta pelo email')).toBeVisible();
    await page.getByRole('button', { name: 'Ir para o login' }).click();

    await expect(page.getByText('Conta criada com sucesso!')).toBeVisible();
    await expect(page.getByLabel(/^Email/)).toHaveValue('nova.pessoa@empresa.com.br');
    await page.getByLabel(/^Senha/).fill('segredo123');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bom dia, Nova Pessoa!');
  });

  test('an email that already has an account goes to the login with "Conta já existe"', async ({ page }) => {
    await page.goto('/create/account');
    await fillSignUp(page, { name: 'Ana Outra', occupation: 'Advogado', email: 'admin@portalfiscal.demo', password: 'segredo123' });
    await submit(page);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Conta já existe')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Entrar no Portal Fiscal' })).toBeVisible();
  });
});

test.describe('social sign-in', () => {
  for (const { provider, button, name, from } of [
    { provider: 'Google', button: 'Entrar com Google', name: 'Helena Prado', from: '/login' },
    { provider: 'LinkedIn', button: 'Continuar com LinkedIn', name: 'Igor Fernandes', from: '/create/account' },
  ]) {
    // The button starts SocialSignIn's signInWith → demo backend's openExternal, which follows the mock's 302 and goes
    // to the address it ends at (bootstrap/mocks.ts followRedirect).
    test(`${provider} button (${from}) lands on the dashboard with the account's name`, async ({ page }) => {
      await page.goto(from);
      await page.getByRole('button', { name: button }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bom dia, ${name}!`);
    });

    test(`back from ${provider}: the mock provider's redirect signs in and the dashboard greets ${name}`, async ({ page }) => {
      await page.goto(from);
      await expect(page.getByRole('button', { name: button })).toBeVisible();
      // The demo paints before its in-browser backend answers; this test calls the backend itself, so it
      // waits for it (the app's own calls do: runtime clientHooks.ready).
      await expect(page.locator('html[data-mock-backend="ready"]')).toBeAttached();
      // What the button keeps for this tab before it leaves (features/auth/socialState.ts), and what the
      // provider does: GET {server}/auth/<provider>?redirect_uri=…&state=… answers 302 to /login?token=…&state=…
      const state = 'estado-de-teste-0123456789';
      const landing = await page.evaluate(
        async ({ p, state }) => {
          window.sessionStorage.setItem('portal-fiscal.social-sign-in', JSON.stringify({ state, remember: true }));
          const start = `https://api.portalfiscal.demo/auth/${p}?redirect_uri=${encodeURIComponent(`${window.location.origin}/login`)}&state=${state}`;
          return (await fetch(start)).url;
        },
        { p: provider.toLowerCase(), state },
      );
      expect(landing).toMatch(new RegExp(`/login\\?token=[^&]+&state=${state}$`));
      await page.goto(landing);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bom dia, ${name}!`);
      const stored = await page.evaluate(
        () => JSON.parse(window.localStorage.getItem('portal-fiscal.session') ?? '{}') as { name?: string; role?: string },
      );
      expect(stored).toMatchObject({ name, role: 'MARKETPLACE_USER' });
    });
  }
});
