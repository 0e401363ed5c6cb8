import { createHmac } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_ACCOUNTS = [
  { email: 'admin@portalfiscal.demo', name: 'Ana Ribeiro', role: 'MARKETPLACE_ADMIN' },
  { email: 'fornecedor@portalfiscal.demo', name: 'Bruno Carvalho', role: 'MARKETPLACE_PROVIDER_ADMIN' },
  { email: 'usuario@portalfiscal.demo', name: 'Carla Mendes', role: 'MARKETPLACE_USER' },
  { email: 'semempresa@portalfiscal.demo', name: 'Diego Souza', role: 'MARKETPLACE_PROVIDER_ADMIN' },
] as const;

export const SESSION_KEY = 'portal-fiscal.session';
/** Where the chosen language is kept (packages/app/src/lib/locale.ts `LOCALE_KEY`; that module imports the dictionaries, which Playwright's loader refuses). */
export const LOCALE_KEY = 'portal-fiscal.locale';

/** English chosen before the page's own scripts run, in this page and every page it opens after. */
export const chooseEnglish = (page: Page) =>
  page.addInitScript((key) => window.localStorage.setItem(key, JSON.stringify('en')), LOCALE_KEY);

/** 2026-11-16 10:00 in São Paulo: the seed's "now". */
export const FIXED_NOW = new Date('2026-11-16T13:00:00.000Z');

export async function fillLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Senha/).fill(password);
}

/** Signs in through the real form and waits for the dashboard greeting. */
export async function signIn(page: Page, email: string, options: { remember?: boolean } = {}) {
  await page.goto('/login');
  await fillLogin(page, email);
  if (options.remember === false) await page.getByRole('checkbox', { name: 'Lembrar de mim' }).click();
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The dashboard's welcome modal (accounts 1 to 99, once a day in São Paulo). */
export const welcomeDialog = (page: Page) => page.getByRole('dialog', { name: 'Boas-vindas ao Portal Fiscal!' });

/** Closes the welcome modal with its button and waits for it to go (for journeys that expect it). */
export async function closeWelcome(page: Page) {
  const dialog = welcomeDialog(page);
  await dialog.getByRole('button', { name: 'Ir para dashboard' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
}

/**
 * For journeys whose subject is not the welcome modal (accounts 1 to 99, once a day). It opens just
 * after the greeting and, once open, hides the page from the accessibility tree, so such journeys
 * would race it. Marks it as seen today for every early account (the app's own key,
 * `portal-fiscal.welcome.{id}`) in this page and in any tab opened later in the context, and closes it
 * should it show all the same.
 */
export async function keepWelcomeAway(page: Page, day = '2026-11-16') {
  await page.context().addInitScript((seenOn) => {
    for (let id = 1; id < 100; id += 1) window.localStorage.setItem(`portal-fiscal.welcome.${id}`, seenOn);
  }, day);
  await page.addLocatorHandler(welcomeDialog(page), async (dialog) => {
    await dialog.getByRole('button', { name: 'Ir para dashboard' }).last().click();
  });
}

/**
 * A token as the demo's mock backend issues it: a JWT signed with HMAC-SHA256 and the demo's fixed
 * secret (`DEMO_TOKEN_SECRET` in packages/mocks/src/lib/tokens.ts), valid until `exp` (ms). Unsigned, it
 * would be refused as forged.
 */
export function mockToken(sub: string, email: string, exp: number): string {
  // `jti`: the token's own id, by which 'Sair' revokes that session (a fixed one: the same arguments give the same token).
  const jti = `tok-${createHmac('sha256', 'jti').update(`${sub}:${exp}`).digest('hex').slice(0, 32)}`;
  const claims = { sub, email, iat: exp - 8 * 3_600_000, exp, jti };
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${body}.${createHmac('sha256', 'portal-fiscal-demo-secret-known-to-everyone').update(body).digest('base64url')}`;
}

/** A token the demo's mock backend really issued, already expired (an hour before the fixed clock). */
export const expiredMockToken = (sub: string, email: string): string => mockToken(sub, email, FIXED_NOW.getTime() - 3_600_000);

/** A real 1×1 PNG, as a file picker would hand it over. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** That PNG under a file name, for `setInputFiles`. */
export const pngFile = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** A toast's title, in the shell's notification region (its live region repeats it after 'Notificação'). */
export const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notificações|Notifications/ }).getByText(text, { exact: true });

/**
 * The screen's content (`[data-page]`), once the screen itself is there. A signed-in address opened afresh
 * first shows its frame from the HTML (`#root[data-frame]`, inert, ADR 0014), whose fields look the same but
 * take nothing: a file set on its input, say, is lost when the screen replaces it.
 */
export const content = (page: Page) => page.locator('#root:not([data-frame]) [data-page]');

/**
 * Waits until the screen has replaced the frame from the HTML (`#root[data-frame]`, ADR 0014). Until then the
 * page is a picture of the screen: inert, so a key pressed there (a Tab to the skip link) reaches nothing.
 */
export async function screenShown(page: Page) {
  await expect(page.locator('#root[data-frame]')).toHaveCount(0, { timeout: 20_000 });
}

/**
 * Resolves once the page reports its first contentful paint: with a paint observer, which the fake clock
 * leaves alone (its `performance` stand-in lists no entries).
 */
export const firstPaint = () =>
  new Promise<void>((resolve) => {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
