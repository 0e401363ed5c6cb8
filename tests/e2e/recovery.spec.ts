import { expect, test, type Page } from '@playwright/test';
import { FIXED_NOW, fillLogin, keepWelcomeAway } from './support';

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: FIXED_NOW });
  await keepWelcomeAway(page);
});

/** Asks for a recovery e-mail and returns the link of the newest message in the demo outbox. */
async function requestRecovery(page: Page, email: string): Promise<string> {
  await page.goto('/password/recovery');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Email enviado com sucesso!')).toBeVisible();
  const outbox = page.getByRole('region', { name: 'Caixa de saída da demonstração' });
  await expect(outbox.getByText(`Para: ${email}`).first()).toBeVisible();
  const href = await outbox.getByRole('link', { name: 'Abrir o link de nova senha' }).first().getAttribute('href');
  expect(href).toMatch(/^\/new\/password\?jwt=/);
  return href ?? '';
}

async function changePassword(page: Page, password: string) {
  await page.getByLabel(/^Senha/).fill(password);
  await page.getByLabel(/^Confirmar Senha/).fill(password);
  await page.getByRole('button', { name: 'Mudar' }).click();
}

test.describe('password recovery', () => {
  test('from the login screen through the demo outbox to a changed password; the old one is rejected', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click();
    await expect(page).toHaveURL(/\/password\/recovery$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Recuperação de senha' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar ao login' })).toHaveAttribute('href', '/login');

    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Informe seu email.')).toBeVisible();
    await page.getByLabel(/^Email/).fill('carla@');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Informe um email válido.')).toBeVisible();

    await page.getByLabel(/^Email/).fill('usuario@portalfiscal.demo');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Email enviado com sucesso!')).toBeVisible();
    const outbox = page.getByRole('region', { name: 'Caixa de saída da demonstração' });
    await expect(outbox.getByRole('heading', { name: 'Portal Fiscal: recuperação de senha' })).toBeVisible();
    await outbox.getByRole('link', { name: 'Abrir o link de nova senha' }).first().click();

    await expect(page).toHaveURL(/\/new\/password\?jwt=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nova senha' })).toBeVisible();
    // Nothing is sent while the fields are empty or different.
    await page.getByRole('button', { name: 'Mudar' }).click();
    await expect(page.getByText('Informe a nova senha.')).toBeVisible();
    await expect(page.getByText('Confirme a nova senha.')).toBeVisible();
    await page.getByLabel(/^Senha/).fill('novaSenha123');
    await page.getByLabel(/^Confirmar Senha/).fill('novaSenha12');
    await page.getByRole('button', { name: 'Mudar' }).click();
    await expect(page.getByText('As senhas não são iguais')).toBeVisible();

    await changePassword(page, 'novaSenha123');
    await expect(page.getByText('Senha alterada com sucesso')).toBeVisible();
    await page.getByRole('link', { name: 'Ir para o login' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await fillLogin(page, 'usuario@portalfiscal.demo', 'demo1234');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Email ou senha incorretos.' })).toBeVisible();

    await fillLogin(page, 'usuario@portalfiscal.demo', 'novaSenha123');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bom dia, Carla Mendes!');
  });

  test('a recovery link works once: the second use is rejected with a way to ask for a new one', async ({ page }) => {
    const link = await requestRecovery(page, 'admin@portalfiscal.demo');
    await page.goto(link);
    await changePassword(page, 'primeiraTroca1');
    await expect(page.getByText('Senha alterada com sucesso')).toBeVisible();

    await page.goto(link);
    await changePassword(page, 'segundaTroca2');
    await expect(page.getByRole('alert').filter({ hasText: 'Este link de recuperação já foi usado.' })).toBeVisible();
    await page.getByRole('link', { name: 'Solicitar um novo link' }).click();
    await expect(page).toHaveURL(/\/password\/recovery$/);
  });

  test('an unknown email gets the same answer (no account is revealed) and no message', async ({ page }) => {
    await page.goto('/password/recovery');
    await page.getByLabel(/^Email/).fill('ninguem@empresa.com.br');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Email enviado com sucesso!')).toBeVisible();
    await expect(page.getByText('Nenhuma mensagem na caixa de saída.')).toBeVisible();
  });

  test('a missing, malformed or unknown link shows an invalid-link state, never a blank screen', async ({ page }) => {
    await page.goto('/new/password');
    await expect(page.getByRole('heading', { level: 1, name: 'Link inválido' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Solicitar um novo link' })).toHaveAttribute('href', '/password/recovery');

    await page.goto('/new/password?jwt=%3Cnao%20e%20token%3E');
    await expect(page.getByRole('heading', { level: 1, name: 'Link inválido' })).toBeVisible();

    await page.goto('/new/password?jwt=reset-desconhecido-1');
    await changePassword(page, 'novaSenha123');
    await expect(page.getByRole('alert').filter({ hasText: 'Este link de recuperação é inválido.' })).toBeVisible();
  });
});
