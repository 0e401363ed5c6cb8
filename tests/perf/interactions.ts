// bench:web's interaction timings, on the served demo at 1440 px, each timed inside the page (so
// Playwright's round trips do not count): the login (click on 'Entrar' → greeting), the lists' first page
// (default seed vs the `large` scenario) and the administration tables (default seed vs `large`); and
// their rows of the final table, with a ✔ or ✖ per budget (TIMING_BUDGETS).
import { chromium, type Page } from 'playwright';
import { chromiumArgs, resolveChromium } from '../chromium.ts';
import { ADMIN, allowCompiledPageFunctions, EMAIL_LABEL, GREETING, keepWelcomeAway, PASSWORD_LABEL, signInToDemo } from './demo.ts';
import { track } from './servers.ts';

/** Byte budgets are the test's (bundle.ts); these are the timings' own. */
export const TIMING_BUDGETS = {
  loginToGreetingMs: 600, // demo, median
  /** The `large` scenario's first page of a list (marketplace, leis), against the default seed's (paged: should be alike). */
  largeVsDefault: 1.5,
  /**
   * The administration tables' sort click and search, click/input → rows painted, in both scenarios: they
   * sort and filter every loaded row in the page (10,000 apps, 1,000 users in `large`) and render one page of 20.
   */
  adminInteractionMs: 100,
};

const LOGIN_TIMING_VISITS = 5;
/** Fresh contexts per scenario for a list's first page. */
const LIST_VISITS = 3;

/** A list timed in both scenarios. */
interface List {
  id: string;
  label: string;
  /** The side-menu link that opens it. */
  menuLink: string;
  path: string;
  /** Its card: each item is an <article> in a list item. */
  card: string;
  /** What the `large` scenario has of it. */
  large: string;
}

/**
 * The lists timed in both scenarios: the side-menu link that opens each, its address, and its card
 * (each item is an <article> in a list item). `large` has 10,000 apps (paged by the backend) and 1,000
 * leis (one `GET /leis`, filtered and paged in the page).
 */
const LISTS: List[] = [
  {
    id: 'marketplace',
    label: 'Marketplace',
    menuLink: 'Apps',
    path: '/apps/list',
    card: '[data-page="apps-list"] li article',
    large: '10,000 apps',
  },
  {
    id: 'leis',
    label: 'Leis de incentivo',
    menuLink: 'Meus projetos',
    path: '/leis/incentivo',
    card: '[data-page="leis-list"] li article',
    large: '1,000 leis',
  },
];

/** Fresh contexts per scenario for the administration tables. */
const ADMIN_VISITS = 3;
const ADMIN_PATH = '/settings/management?tab=gerenciar-providers';

type AdminStepId = 'openApps' | 'sortApps' | 'openUsers' | 'searchUsers';
/**
 * The administration tables' figures, in the order they are taken on one visit (labels for the table):
 * open the apps tab (from the providers tab) to its first row; a sort click on 'App' to the re-ordered
 * rows; open the users tab to its first row; the users' search ('otavio', one input event) to the filtered rows.
 */
const ADMIN_STEPS: { id: AdminStepId; label: string; budget: keyof typeof TIMING_BUDGETS | null }[] = [
  { id: 'openApps', label: "open 'Aplicativos' tab → first row", budget: null },
  { id: 'sortApps', label: "sort click on 'App' → rows re-ordered", budget: 'adminInteractionMs' },
  { id: 'openUsers', label: "open 'Usuários' tab → first row", budget: null },
  { id: 'searchUsers', label: "users search 'otavio' → filtered rows", budget: 'adminInteractionMs' },
];
/** A value per step of ADMIN_STEPS. */
const perStep = <T>(value: (id: AdminStepId) => T): Record<AdminStepId, T> => ({
  openApps: value('openApps'),
  sortApps: value('sortApps'),
  openUsers: value('openUsers'),
  searchUsers: value('searchUsers'),
});

/** The demo's data: its default seed, or the `large` scenario (asked for with `/login?scenario=large`). */
type Scenario = 'default' | 'large';

/** A figure that could not be measured: the first line of its error. */
export interface Failed {
  error: string;
}
export type LoginTiming = { median: number; min: number; max: number; times: number[] } | (Failed & { times: number[] });
export type ListTiming = Record<Scenario, { inApp: number; reload: number }> | Failed;
export type AdminTimings = Record<Scenario, Record<AdminStepId, number>> | Failed;
export interface Timings {
  loginTiming: LoginTiming;
  listTimings: { list: List; timing: ListTiming }[];
  adminTimings: AdminTimings;
}

/** What each page's probe notes, in ms of the page's clock (performance.now()). */
declare global {
  interface Window {
    /** timeLoginToGreeting: the click on 'Entrar', and the frame after the greeting is laid out. */
    __loginProbe?: { clickAt: number | null; greetingAt: number | null };
    /** timeListFirstPage: the click (on the menu link), and the frame after the first card is laid out. */
    __cardProbe?: { startAt: number | null; cardAt: number | null };
    /** timeInPage: the first pointer down or input event, and the frame after the result is shown. */
    __adminProbe?: { startAt: number | null; doneAt: number | null };
  }
}

const firstLine = (error: unknown): string => (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
const last = (values: number[]): number => values.at(-1) ?? Number.NaN;
const launchBrowser = () => chromium.launch({ executablePath: resolveChromium(), args: [...chromiumArgs, '--headless=new'] });
const newDesktopContext = async (browser: Awaited<ReturnType<typeof launchBrowser>>) => {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    serviceWorkers: 'allow',
  });
  await allowCompiledPageFunctions(context);
  return context;
};

/** The login, each list's first page, then the administration tables, one after the other. */
export async function runTimings(demoUrl: string): Promise<Timings> {
  const loginTiming = await timeLoginToGreeting(demoUrl);
  const listTimings: Timings['listTimings'] = [];
  for (const list of LISTS) listTimings.push({ list, timing: await timeListFirstPage(demoUrl, list) });
  const adminTimings = await timeAdminTables(demoUrl);
  return { loginTiming, listTimings, adminTimings };
}

// ---------------------------------------------------------------------------------------------
// Login timing

/**
 * From the click on 'Entrar' to the greeting on the dashboard, in the demo at 1440 px with no added
 * latency: LOGIN_TIMING_VISITS fresh contexts (each a first visit). Timed inside the page, so
 * Playwright's round trips do not count: from the click event to the frame after the greeting heading
 * is in the document and laid out (the frame that paints it).
 */
async function timeLoginToGreeting(demoUrl: string): Promise<LoginTiming> {
  console.log(`\n[login] click on 'Entrar' → greeting visible, demo at 1440 px, ${LOGIN_TIMING_VISITS} fresh contexts`);
  const browser = await launchBrowser();
  track('Chromium (login timing)', () => browser.close());
  const times: number[] = [];
  try {
    for (let i = 1; i <= LOGIN_TIMING_VISITS; i++) {
      const context = await newDesktopContext(browser);
      try {
        const page = await context.newPage();
        await page.goto(`${demoUrl}/login`);
        await page.getByLabel(EMAIL_LABEL).waitFor({ timeout: 30_000 });
        await keepWelcomeAway(page); // a modal over the dashboard hides the greeting from the accessibility tree
        await page.getByLabel(EMAIL_LABEL).fill(ADMIN.email);
        await page.getByLabel(PASSWORD_LABEL).fill(ADMIN.password);
        await page.evaluate((pattern) => {
          const greeting = new RegExp(pattern);
          const probe: { clickAt: number | null; greetingAt: number | null } = (window.__loginProbe = { clickAt: null, greetingAt: null });
          document.addEventListener('click', () => (probe.clickAt ??= performance.now()), { capture: true });
          const shown = () =>
            [...document.querySelectorAll('h1')].some((h) => greeting.test((h.textContent ?? '').trim()) && h.getClientRects().length > 0);
          const observer = new MutationObserver(() => {
            if (probe.clickAt === null || !shown()) return;
            observer.disconnect();
            requestAnimationFrame(() => (probe.greetingAt = performance.now()));
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        }, GREETING.source);
        await page.getByRole('button', { name: 'Entrar', exact: true }).click();
        await page.getByRole('heading', { name: GREETING }).waitFor({ timeout: 30_000 });
        const probe = await page.waitForFunction(
          () => {
            const noted = window.__loginProbe;
            return noted && noted.clickAt !== null && noted.greetingAt !== null
              ? { clickAt: noted.clickAt, greetingAt: noted.greetingAt }
              : null;
          },
          null,
          { timeout: 5_000 },
        );
        const noted = await probe.jsonValue();
        if (!noted) throw new Error('the login probe noted nothing'); // waitForFunction waits for it: never
        const { clickAt, greetingAt } = noted;
        times.push(greetingAt - clickAt);
        console.log(`  visit ${i}/${LOGIN_TIMING_VISITS}: ${Math.round(greetingAt - clickAt)} ms`);
      } finally {
        await context.close();
      }
    }
  } catch (error) {
    console.log(`  ✖ ${firstLine(error)}`);
    return { error: firstLine(error), times };
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN, min: sorted[0] ?? Number.NaN, max: last(sorted), times };
}

// ---------------------------------------------------------------------------------------------
// A list's first page, default seed against the `large` scenario

/**
 * How soon a list shows its first page of cards, with the default seed and with the `large` scenario:
 * both should be alike. Per scenario, LIST_VISITS fresh contexts sign in (`/login?scenario=…` loads
 * that scenario), then time, inside the page:
 * - in-app: from the click on the list's side-menu link to the frame that paints the first card;
 * - reload: from the navigation start of a full load of the list (the mock backend restarts and
 *   restores the scenario) to the frame that paints the first card.
 */
async function timeListFirstPage(demoUrl: string, list: List): Promise<ListTiming> {
  console.log(
    `\n[${list.id}] first page of ${list.path}, demo at 1440 px, default seed vs \`large\` (${list.large}), ${LIST_VISITS} fresh contexts each`,
  );
  const browser = await launchBrowser();
  track(`Chromium (${list.id} timing)`, () => browser.close());
  const measure = async (scenario: Scenario) => {
    const inApp: number[] = [];
    const reload: number[] = [];
    for (let i = 1; i <= LIST_VISITS; i++) {
      const context = await newDesktopContext(browser);
      // In every document: note when the first card is in the page and laid out (the next frame paints it).
      await context.addInitScript((selector) => {
        const probe: { startAt: number | null; cardAt: number | null } = (window.__cardProbe = { startAt: null, cardAt: null });
        const seen = () => [...document.querySelectorAll(selector)].some((el) => el.getClientRects().length > 0);
        new MutationObserver((_, observer) => {
          if (probe.cardAt !== null || !seen()) return;
          observer.disconnect();
          requestAnimationFrame(() => (probe.cardAt = performance.now()));
        }).observe(document, { childList: true, subtree: true });
        window.addEventListener('click', () => (probe.startAt ??= performance.now()), { capture: true });
      }, list.card);
      try {
        const page = await context.newPage();
        await signInToDemo(page, `${demoUrl}/login?scenario=${scenario}`);
        await page.evaluate(() => {
          if (!window.__cardProbe) throw new Error('no card probe in the page');
          window.__cardProbe.startAt = null;
        });
        await page.getByRole('navigation').getByRole('link', { name: list.menuLink, exact: true }).first().click();
        const clicked = await page.waitForFunction(
          () => {
            const noted = window.__cardProbe;
            // A click the probe missed counts from 0, as the subtraction of null did.
            return noted?.cardAt != null ? { startAt: noted.startAt ?? 0, cardAt: noted.cardAt } : null;
          },
          null,
          { timeout: 60_000 },
        );
        const noted = await clicked.jsonValue();
        if (!noted) throw new Error('the card probe noted nothing'); // waitForFunction waits for it: never
        inApp.push(noted.cardAt - noted.startAt);
        await page.goto(`${demoUrl}${list.path}`);
        const loaded = await page.waitForFunction(() => window.__cardProbe?.cardAt ?? null, null, { timeout: 60_000 });
        reload.push((await loaded.jsonValue()) ?? Number.NaN);
        console.log(
          `  ${scenario.padEnd(7)} visit ${i}/${LIST_VISITS}: in-app ${Math.round(last(inApp))} ms, reload ${Math.round(last(reload))} ms`,
        );
      } finally {
        await context.close();
      }
    }
    return { inApp: median(inApp), reload: median(reload) };
  };
  try {
    return { default: await measure('default'), large: await measure('large') };
  } catch (error) {
    console.log(`  ✖ ${firstLine(error)}`);
    return { error: firstLine(error) };
  }
}

// ---------------------------------------------------------------------------------------------
// The administration tables, default seed against the `large` scenario

/**
 * How the administration tables (/settings/management) answer with the default seed and with `large`
 * (10,000 apps, 1,000 accounts): per scenario, ADMIN_VISITS fresh contexts sign in as the admin
 * (`/login?scenario=…`), open the providers tab through the menu and the settings card (checking the
 * counts are the scenario's), then time inside the page, from the click (or the
 * input event) to the frame that paints the result, each step of ADMIN_STEPS. The tabs' first rows
 * include loading every app or account (one call each, as the spec's lists are); the sort and the
 * search are the page's own work on the loaded rows.
 */
async function timeAdminTables(demoUrl: string): Promise<AdminTimings> {
  console.log(
    `\n[admin] administration tables (${ADMIN_PATH}), demo at 1440 px, default seed vs \`large\` (10,000 apps, 1,000 users), ${ADMIN_VISITS} fresh contexts each`,
  );
  const browser = await launchBrowser();
  track('Chromium (admin tables timing)', () => browser.close());
  const measure = async (scenario: Scenario) => {
    const times = perStep((): number[] => []);
    for (let i = 1; i <= ADMIN_VISITS; i++) {
      const context = await newDesktopContext(browser);
      try {
        const page = await context.newPage();
        await signInToDemo(page, `${demoUrl}/login?scenario=${scenario}`);
        // In the app, as a user gets there (a full load would also keep the scenario: the demo saves a
        // scenario asked for by the address at once).
        await page.getByRole('navigation').getByRole('link', { name: 'Minha conta', exact: true }).first().click();
        await page.locator(`a[href="${ADMIN_PATH}"]`).first().click();
        const content = page.locator('[data-page="management"]');
        await content.getByRole('table', { name: 'Providers cadastrados' }).getByRole('rowheader').first().waitFor({ timeout: 120_000 });

        times.openApps.push(
          await timeInPage(page, { kind: 'rows', caption: 'Aplicativos cadastrados' }, () =>
            content.getByRole('tab', { name: 'Aplicativos' }).click(),
          ),
        );
        // The scenario's data, really: '10.000 aplicativos · …' in `large`.
        const appCount = (await content.locator('p[role="status"]').textContent()) ?? '';
        const expected = scenario === 'large' ? /^10\.000 aplicativos/ : /^44 aplicativos/;
        if (!expected.test(appCount)) throw new Error(`${scenario}: the apps tab says "${appCount}", expected ${expected}`);
        times.sortApps.push(
          await timeInPage(page, { kind: 'sorted', column: 'App' }, () =>
            content.getByRole('button', { name: 'App', exact: true }).click(),
          ),
        );
        times.openUsers.push(
          await timeInPage(page, { kind: 'rows', caption: 'Usuários cadastrados' }, () =>
            content.getByRole('tab', { name: 'Usuários' }).click(),
          ),
        );
        const userCount = (await content.locator('p[role="status"]').textContent()) ?? '';
        if (!(scenario === 'large' ? /^1\.000 usuários/ : /^26 usuários/).test(userCount))
          throw new Error(`${scenario}: the users tab says "${userCount}"`);
        times.searchUsers.push(
          await timeInPage(page, { kind: 'filtered', word: 'otavio' }, () =>
            content.getByRole('searchbox', { name: 'Buscar por nome' }).fill('otavio'),
          ),
        );
        console.log(
          `  ${scenario.padEnd(7)} visit ${i}/${ADMIN_VISITS}: ${ADMIN_STEPS.map((step) => `${step.id} ${Math.round(last(times[step.id]))} ms`).join(', ')}`,
        );
      } finally {
        await context.close();
      }
    }
    return perStep((id) => median(times[id]));
  };
  try {
    return { default: await measure('default'), large: await measure('large') };
  } catch (error) {
    console.log(`  ✖ ${firstLine(error)}`);
    return { error: firstLine(error) };
  }
}

/** What timeInPage waits for. */
type Until = { kind: 'rows'; caption: string } | { kind: 'sorted'; column: string } | { kind: 'filtered'; word: string };

/**
 * Runs `action` and returns the milliseconds, measured in the page, from its first pointer down or input event
 * to the frame after the page shows what `until` describes:
 * - `rows`: the table named `caption` has its rows (not the skeleton);
 * - `sorted`: the `column` header has `aria-sort` and the first row is another than before;
 * - `filtered`: the users' rows, every name with `word` (accents ignored).
 */
async function timeInPage(page: Page, until: Until, action: () => Promise<void>): Promise<number> {
  await page.evaluate((until) => {
    const root = () => document.querySelector('[data-page="management"]');
    const fold = (text: string) =>
      text
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase();
    const names = () =>
      [...(root()?.querySelectorAll('table:not([aria-busy]) tbody [data-row-name]') ?? [])].map((el) => el.textContent ?? '');
    const before = names()[0] ?? null;
    const done = () => {
      const table = root()?.querySelector('table:not([aria-busy])');
      if (!table) return false;
      if (until.kind === 'rows') return table.querySelector('caption')?.textContent === until.caption && names().length > 0;
      if (until.kind === 'sorted') {
        const header = [...table.querySelectorAll('th[aria-sort]')].find((th) => th.textContent?.trim() === until.column);
        return Boolean(header) && names().length > 0 && names()[0] !== before;
      }
      const shown = names();
      return shown.length > 0 && shown.every((name) => fold(name).includes(until.word));
    };
    const probe: { startAt: number | null; doneAt: number | null } = (window.__adminProbe = { startAt: null, doneAt: null });
    const start = () => (probe.startAt ??= performance.now());
    // A tab selects on pointer down; a header sorts on click, a few ms later (counted).
    document.addEventListener('pointerdown', start, { capture: true, once: true });
    document.addEventListener('input', start, { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (probe.startAt === null || !done()) return;
      observer.disconnect();
      requestAnimationFrame(() => (probe.doneAt = performance.now()));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  }, until);
  await action();
  const handle = await page.waitForFunction(
    () => {
      const noted = window.__adminProbe;
      return noted && noted.startAt !== null && noted.doneAt !== null ? { startAt: noted.startAt, doneAt: noted.doneAt } : null;
    },
    null,
    { timeout: 120_000 },
  );
  const noted = await handle.jsonValue();
  if (!noted) throw new Error('the page probe noted nothing'); // waitForFunction waits for it: never
  return noted.doneAt - noted.startAt;
}

/** The middle value (the upper one of the two middle ones for an even count). */
function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
}

// ---------------------------------------------------------------------------------------------
// The rows of the final table

/** The timings' rows of bench:web's final table: figure, result (✔ or ✖ against its budget), budget. */
export function timingRows({ loginTiming, listTimings, adminTimings }: Timings): string[][] {
  const within = (value: number, budget: number) => (value <= budget ? '✔' : '✖');
  const rows: string[][] = [];
  const figure = `Login click → greeting visible (demo, 1440 px, ${LOGIN_TIMING_VISITS} first visits)`;
  const result =
    'error' in loginTiming
      ? `✖ error: ${loginTiming.error}`
      : `${within(loginTiming.median, TIMING_BUDGETS.loginToGreetingMs)} ${Math.round(loginTiming.median)} ms median (min ${Math.round(loginTiming.min)}, max ${Math.round(loginTiming.max)})`;
  rows.push([figure, result, `≤ ${TIMING_BUDGETS.loginToGreetingMs} ms median`]);
  for (const { list, timing } of listTimings) {
    const note = `median of ${LIST_VISITS}`;
    if ('error' in timing) rows.push([`${list.label} first page (demo)`, `✖ error: ${timing.error}`, '–']);
    else
      for (const [key, label] of [
        ['inApp', 'menu click'],
        ['reload', `full load of ${list.path}`],
      ] as const) {
        const base = timing.default[key];
        const large = timing.large[key];
        const mark = large <= base * TIMING_BUDGETS.largeVsDefault + 50 ? '✔' : '✖';
        rows.push([
          `${list.label} first page, ${label} → first card (demo, 1440 px)`,
          `${mark} default ${Math.round(base)} ms, large (${list.large}) ${Math.round(large)} ms (${note})`,
          `large ≤ ${TIMING_BUDGETS.largeVsDefault}× default + 50 ms`,
        ]);
      }
  }
  if ('error' in adminTimings) rows.push(['Administration tables (demo)', `✖ error: ${adminTimings.error}`, '–']);
  else
    for (const step of ADMIN_STEPS) {
      const base = adminTimings.default[step.id];
      const large = adminTimings.large[step.id];
      const budget = step.budget ? TIMING_BUDGETS[step.budget] : null;
      const mark = budget === null ? '' : `${Math.max(base, large) <= budget ? '✔' : '✖'} `;
      rows.push([
        `Administration tables, ${step.label} (demo, 1440 px)`,
        `${mark}default ${Math.round(base)} ms, large (10,000 apps, 1,000 users) ${Math.round(large)} ms (median of ${ADMIN_VISITS})`,
        budget === null ? '– (loads every row: one call)' : `≤ ${budget} ms in both`,
      ]);
    }
  return rows;
}

/** Whether any timing could not be measured. */
export function timingsFailed({ loginTiming, listTimings, adminTimings }: Timings): boolean {
  return 'error' in loginTiming || listTimings.some(({ timing }) => 'error' in timing) || 'error' in adminTimings;
}
