import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, FIXED_NOW, SESSION_KEY, expiredMockToken, fillLogin, keepWelcomeAway, mockToken, signIn } from './support';

test.beforeEach(async ({ page }) => {
  // 10:00 in São Paulo, so the greeting is 'Bom dia'; time still flows from there.
  await page.clock.install({ time: FIXED_NOW });
  await keepWelcomeAway(page);
});

/** 'Sair' lives in the profile menu behind the avatar in the header. */
async function logoutFromProfileMenu(page: Page) {
  await page.getByRole('button', { name: 'Abrir menu do perfil' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Sair' }).click();
}

test.describe('login', () => {
  for (const account of DEMO_ACCOUNTS) {
    test(`signs in as ${account.role} (${account.email}) and lands on the dashboard`, async ({ page }) => {
      await signIn(page, account.email);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bom dia, ${account.name}!`);
      const stored = await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEY);
      expect(JSON.parse(stored ?? '{}')).toMatchObject({ email: account.email, name: account.name, role: account.role, remember: true });
    });
  }

  test('shows the demo accounts in mock mode and fills the form from them', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: /fornecedor@portalfiscal\.demo/ }).click();
    await expect(page.getByLabel(/^Email/)).toHaveValue('fornecedor@portalfiscal.demo');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bom dia, Bruno Carvalho!');
  });

  test('rejects a wrong password with a message and stays on /login', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, 'admin@portalfiscal.demo', 'senha-errada');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Email ou senha incorretos.' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('empty fields show the spec alert and per-field messages, never the browser bubbles', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Preencha todos os campos' })).toBeVisible();
    await expect(page.getByText('Informe seu email.')).toBeVisible();
    await expect(page.getByText('Informe sua senha.')).toBeVisible();
    await page.getByLabel(/^Email/).fill('ana@');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText('Informe um email válido.')).toBeVisible();
    const formValidates = await page.locator('form').evaluate((form) => !(form as HTMLFormElement).noValidate);
    expect(formValidates).toBe(false);
  });

  test('the login query parameters show their messages, then the address returns to /login', async ({ page }) => {
    await page.goto('/login?accountEmail=nova%40empresa.com.br');
    await expect(page.getByText('Conta criada com sucesso!')).toBeVisible();
    await expect(page.getByLabel(/^Email/)).toHaveValue('nova@empresa.com.br');
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/login?accountexist=true');
    await expect(page.getByText('Conta já existe')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/login?auth=unauthorized');
    await expect(page.getByText('Token expirado. Logue novamente')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('session', () => {
  test('visiting /dashboard without a session goes to /login', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Entrar no Portal Fiscal' })).toBeVisible();
  });

  test('an expired stored token logs out with "Token expirado. Logue novamente"', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(
      ([key, token]) =>
        window.localStorage.setItem(
          key,
          JSON.stringify({
            token,
            email: 'admin@portalfiscal.demo',
            name: 'Ana Ribeiro',
            role: 'MARKETPLACE_ADMIN',
            profilePicture: null,
            accountFields: { name: 'Ana Ribeiro', email: 'admin@portalfiscal.demo', role: 'MARKETPLACE_ADMIN', pfp: null },
            lastLogin: '2026-11-16T04:00:00.000Z',
            remember: true,
          }),
        ),
      [SESSION_KEY, expiredMockToken('acc-0001-ana-ribeiro', 'admin@portalfiscal.demo')] as const,
    );
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Token expirado. Logue novamente')).toBeVisible();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEY)).toBeNull();
  });

  test('a token that expires during the session (8 h) logs out on the next check', async ({ page }) => {
    await signIn(page, 'usuario@portalfiscal.demo');
    // Let the dashboard finish its first calls: expiring the token while they are in flight makes
    // them fail and log out during the reload below, which races the reload.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bom dia, Carla Mendes!');
    await page.waitForLoadState('networkidle');
    await page.clock.fastForward('08:00:01');
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Token expirado. Logue novamente')).toBeVisible();
  });

  test('the expired-token scenario sends a fresh sign-in straight back to /login', async ({ page }) => {
    await page.goto('/login?scenario=expired-token');
    await fillLogin(page, 'admin@portalfiscal.demo');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText('Token expirado. Logue novamente')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('logout clears the session and protects the dashboard again', async ({ page }) => {
    await signIn(page, 'admin@portalfiscal.demo');
    await logoutFromProfileMenu(page);
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate((key) => window.localStorage.getItem(key) ?? window.sessionStorage.getItem(key), SESSION_KEY)).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('remember me: checked survives a new tab; unchecked lives only in this tab', async ({ page, context }) => {
    // Two sign-ins and three page loads, each starting the in-browser backend.
    test.slow();
    await signIn(page, 'admin@portalfiscal.demo', { remember: true });
    const remembered = await context.newPage();
    await remembered.goto('/dashboard');
    // A new tab starts the whole demo (mock backend included): give it time on a busy machine.
    await expect(remembered.getByRole('heading', { level: 1 })).toContainText('Ana Ribeiro', { timeout: 20_000 });
    await remembered.close();

    await logoutFromProfileMenu(page);
    await signIn(page, 'usuario@portalfiscal.demo', { remember: false });
    expect(await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEY)).toBeNull();
    expect(await page.evaluate((key) => window.sessionStorage.getItem(key), SESSION_KEY)).not.toBeNull();
    const fresh = await context.newPage();
    await fresh.goto('/dashboard');
    await expect(fresh).toHaveURL(/\/login$/);
  });
});

test.describe('a ?token= link while signed in (login CSRF)', () => {
  const HELENA = { uuid: 'acc-0101-helena-prado', email: 'helena.prado@gmail.demo', name: 'Helena Prado' };
  const helenaToken = () => mockToken(HELENA.uuid, HELENA.email, FIXED_NOW.getTime() + 8 * 3_600_000);
  const question = (page: Page) => page.getByRole('dialog', { name: 'Trocar de conta?' });
  const storedToken = (page: Page) => page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null')?.token as string | undefined, SESSION_KEY);

  for (const path of ['/login', '/dashboard']) {
    test(`${path}?token= of another account asks first; 'Continuar como' keeps the session and the token leaves the address`, async ({ page }) => {
      await signIn(page, 'admin@portalfiscal.demo');
      const before = await storedToken(page);
      await page.goto(`${path}?token=${helenaToken()}`);
      const dialog = question(page);
      await expect(dialog).toBeVisible();
      // The token carries only the email: the name is looked up with the token itself.
      await expect(dialog).toContainText(`Você está conectado como Ana Ribeiro. Entrar como ${HELENA.name}?`);
      // Not in the address, nor in the history.
      await expect(page).not.toHaveURL(/token=/);
      expect(await page.evaluate(() => window.location.href)).not.toContain('token=');
      await dialog.getByRole('button', { name: 'Continuar como Ana Ribeiro' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bom dia, Ana Ribeiro!');
      expect(await storedToken(page)).toBe(before);
      await page.goBack();
      await expect(page).not.toHaveURL(/token=/);
    });
  }

  test("'Trocar de conta' signs the link's account in", async ({ page }) => {
    await signIn(page, 'admin@portalfiscal.demo');
    await page.goto(`/dashboard?token=${helenaToken()}`);
    await question(page).getByRole('button', { name: 'Trocar de conta' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bom dia, Helena Prado!');
    expect(await storedToken(page)).toBe(helenaToken());
    await expect(page).not.toHaveURL(/token=/);
  });

  test('the signed-in account’s own token just continues, without a question', async ({ page }) => {
    await signIn(page, 'admin@portalfiscal.demo');
    await page.goto(`/login?token=${mockToken('acc-0001-ana-ribeiro', 'admin@portalfiscal.demo', FIXED_NOW.getTime() + 3_600_000)}`);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bom dia, Ana Ribeiro!');
    await expect(question(page)).toHaveCount(0);
  });
});

test.describe('language', () => {
  test('switches to English and keeps the choice after a reload', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: /English/ }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to Portal Fiscal' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in to Portal Fiscal' })).toBeVisible();
    await page.getByRole('button', { name: /Português \(Brasil\)/ }).click();
    await expect(page.getByRole('heading', { name: 'Entrar no Portal Fiscal' })).toBeVisible();
  });
});
