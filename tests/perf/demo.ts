// The demo as bench:web's browsers use it, shared by the Lighthouse pass (lighthouse.ts) and the
// interaction timings (interactions.ts): its admin account, the sign-in form's fields, the dashboard's
// greeting, the welcome modal kept away; and what a page needs to run the functions this code hands it.
import type { BrowserContext, Page } from 'playwright';

export const ADMIN = { email: 'admin@portalfiscal.demo', password: 'demo1234' };
export const EMAIL_LABEL = /^E-?mail/i;
export const PASSWORD_LABEL = /^Senha/;
/** The dashboard's GreetingBanner heading: 'Bom dia, Ana Ribeiro!' (or 'Boa tarde', 'Boa noite'). */
export const GREETING = /^(Bom dia|Boa tarde|Boa noite)\b/;

/**
 * Marks the welcome modal as seen today for every account it applies to (ids 1 to 99, the app's
 * `portal-fiscal.welcome.{id}` key, as the e2e tests' `keepWelcomeAway`).
 */
export async function keepWelcomeAway(page: Page): Promise<void> {
  await page.evaluate(() => {
    // Today in São Paulo as YYYY-MM-DD, as the app's saoPauloDay().
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    for (let id = 1; id < 100; id += 1) window.localStorage.setItem(`portal-fiscal.welcome.${id}`, today);
  });
}

/**
 * tsx compiles this code with esbuild's `keepNames`, which wraps every function named inside another
 * one in `__name(fn, 'name')`. Functions given to page.evaluate and addInitScript are sent to the page
 * as their source and run there, where no `__name` exists ("ReferenceError: __name is not defined").
 * This defines it, as the identity, in every document of `context`: call it before the first page.
 */
export async function allowCompiledPageFunctions(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
}

/**
 * Signs `account` in through the demo's login form at `url` (`/login`, `/login?scenario=large`), the
 * welcome modal kept away, and waits for the dashboard's greeting.
 */
export async function signInToDemo(page: Page, url: string, account: { email: string; password: string } = ADMIN): Promise<void> {
  await page.goto(url);
  await page.getByLabel(EMAIL_LABEL).waitFor({ timeout: 60_000 });
  await keepWelcomeAway(page);
  await page.getByLabel(EMAIL_LABEL).fill(account.email);
  await page.getByLabel(PASSWORD_LABEL).fill(account.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.getByRole('heading', { name: GREETING }).waitFor({ timeout: 60_000 });
}
