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
  const storedToken = (page: Page) =>
    page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null')?.token as string | undefined, SESSION_KEY);

  for (const path of ['/login', '/dashboard']) {
    test(`${path}?token= of another account asks first; 'Continuar como' keeps the session and the token leaves the address`, async ({
      page,
    }) => {
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

test.describe('a ?token= link while signed out (login CSRF)', () => {
  const HELENA = { uuid: 'acc-0101-helena-prado', email: 'helena.prado@gmail.demo', name: 'Helena Prado' };
  const helenaToken = () => mockToken(HELENA.uuid, HELENA.email, FIXED_NOW.getTime() + 8 * 3_600_000);
  const question = (page: Page) => page.getByRole('dialog', { name: `Entrar como ${HELENA.name}?` });
  const stored = (page: Page) =>
    page.evaluate((key) => ({ local: window.localStorage.getItem(key), tab: window.sessionStorage.getItem(key) }), SESSION_KEY);

  for (const path of ['/login', '/dashboard']) {
    test(`a planted ${path}?token= asks 'Entrar como …?', naming the account; 'Cancelar' leaves nobody signed in`, async ({ page }) => {
      await page.goto(`${path}?token=${helenaToken()}`);
      const dialog = question(page);
      await expect(dialog).toBeVisible();
      // The token carries only the email: the name is looked up with the token itself.
      await expect(dialog).toContainText(`Este link abre uma sessão na conta de ${HELENA.name}.`);
      await expect(page).toHaveURL(/\/login$/);
      expect(await page.evaluate(() => window.location.href)).not.toContain('token=');
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Entrar no Portal Fiscal');
      expect(await stored(page)).toEqual({ local: null, tab: null });
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  test("'Entrar como …' signs the link's account in, for this tab only", async ({ page }) => {
    await page.goto(`/login?token=${helenaToken()}`);
    await question(page)
      .getByRole('button', { name: `Entrar como ${HELENA.name}` })
      .click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bom dia, ${HELENA.name}!`);
    const { local, tab } = await stored(page);
    expect(local).toBeNull();
    expect(JSON.parse(tab ?? '{}')).toMatchObject({ token: helenaToken(), remember: false });
  });

  test('a link whose token does not work says so, in Portuguese, and signs nobody in', async ({ page }) => {
    await page.goto(`/login?token=${expiredMockToken(HELENA.uuid, HELENA.email)}`);
    const dialog = page.getByRole('dialog', { name: 'Link de acesso inválido' });
    await expect(dialog).toContainText('Este link de acesso não vale mais');
    await dialog.getByRole('button', { name: 'Entendi' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Entrar no Portal Fiscal');
    expect(await stored(page)).toEqual({ local: null, tab: null });
    // Not even a token: the same.
    await page.goto('/login?token=isto-nao-e-um-token');
    await expect(page.getByRole('dialog', { name: 'Link de acesso inválido' })).toBeVisible();
  });

  test("a social sign-in started here completes without a question, and follows 'Lembrar de mim'", async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('checkbox', { name: 'Lembrar de mim' }).click();
    await page.getByRole('button', { name: 'Entrar com Google' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bom dia, ${HELENA.name}!`);
    await expect(question(page)).toHaveCount(0);
    // Unticked: this tab only. The tab's mark is spent.
    const { local, tab } = await stored(page);
    expect(local).toBeNull();
    expect(JSON.parse(tab ?? '{}')).toMatchObject({ email: HELENA.email, remember: false });
    expect(await page.evaluate(() => window.sessionStorage.getItem('portal-fiscal.social-sign-in'))).toBeNull();
  });

  test('the return address of a sign-in started here, opened again (a copy of it), asks', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html[data-mock-backend="ready"]')).toBeAttached();
    const state = 'estado-de-teste-0123456789';
    const landing = await page.evaluate(async (state) => {
      window.sessionStorage.setItem('portal-fiscal.social-sign-in', JSON.stringify({ state, remember: true }));
      return (
        await fetch(
          `https://api.portalfiscal.demo/auth/google?redirect_uri=${encodeURIComponent(`${window.location.origin}/login`)}&state=${state}`,
        )
      ).url;
    }, state);
    await page.goto(landing);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bom dia, ${HELENA.name}!`);
    await logoutFromProfileMenu(page);
    await expect(page).toHaveURL(/\/login$/);
    // 'Sair' ends that token on the server after the local sign-out: wait for it.
    const token = new URL(landing).searchParams.get('token') ?? '';
    await expect
      .poll(() =>
        page.evaluate(
          async (token) =>
            (await fetch('https://api.portalfiscal.demo/validate/jwt', { headers: { Authorization: `Bearer ${token}` } })).status,
          token,
        ),
      )
      .toBe(401);
    // The same address again: the mark served once, and the token no longer works.
    await page.goto(landing);
    await expect(page.getByRole('dialog', { name: 'Link de acesso inválido' })).toBeVisible();
  });
});

test.describe("'Sair' ends the session on the server", () => {
  test('a token copied before Sair is refused after it, wherever it is used', async ({ page }) => {
    await signIn(page, 'admin@portalfiscal.demo');
    const copied = await page.evaluate(
      (key) => (JSON.parse(window.localStorage.getItem(key) ?? 'null') as { token?: string } | null)?.token ?? '',
      SESSION_KEY,
    );
    expect(copied).not.toBe('');
    const check = (token: string) =>
      page.evaluate(async (token) => {
        const response = await fetch('https://api.portalfiscal.demo/validate/jwt', { headers: { Authorization: `Bearer ${token}` } });
        return { status: response.status, body: (await response.json()) as { message?: string } };
      }, token);
    expect((await check(copied)).status).toBe(200);

    await logoutFromProfileMenu(page);
    await expect(page).toHaveURL(/\/login$/);
    // The call to the server runs after the local sign-out: wait for its effect.
    await expect.poll(async () => (await check(copied)).status).toBe(401);
    expect((await check(copied)).body.message).toBe('Token revogado.');

    // As a link: refused, nobody signed in.
    await page.goto(`/dashboard?token=${copied}`);
    await expect(page.getByRole('dialog', { name: 'Link de acesso inválido' })).toBeVisible();
    await page.getByRole('button', { name: 'Entendi' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // Put back where the portal keeps it: the first check logs out.
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
            lastLogin: new Date().toISOString(),
            remember: true,
          }),
        ),
      [SESSION_KEY, copied] as const,
    );
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Token expirado. Logue novamente')).toBeVisible();
    // Signing in again works: only that session ended.
    await signIn(page, 'admin@portalfiscal.demo');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bom dia, Ana Ribeiro!');
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
