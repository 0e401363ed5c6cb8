// bench:web's Interaction to Next Paint at scale: in a real Chromium, on the served demo with the `large`
// scenario (10,000 apps, 1,000 users, 1,000 leis), each interaction of INTERACTIONS is one real input
// (one key typed, one click) on a freshly loaded page, with the CPU slowed down 4× (CDP
// `Emulation.setCPUThrottlingRate`, set once the page is loaded and idle, before the input), measured by
// web-vitals' attribution build (`onINP(cb, { reportAllChanges: true })`, injected into every document).
// Each is measured INP_VISITS times in fresh pages; the worst counts, against INP_TARGET_MS.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Browser, type Locator, type Page } from 'playwright';
import type { onINP } from 'web-vitals/attribution';
import { chromiumArgs, resolveChromium } from '../chromium.ts';
import { ADMIN, allowCompiledPageFunctions, signInToDemo } from './demo.ts';
import { track } from './servers.ts';

/** Issue 32: every measured interaction's INP (the worst of INP_VISITS, 4× CPU slowdown, `large`). */
export const INP_TARGET_MS = 200;
export const INP_VISITS = 3;
export const CPU_SLOWDOWN = 4;

/** The provider admin: the demo account that owns products (the settings' product list). */
const PROVIDER = { email: 'fornecedor@portalfiscal.demo', password: ADMIN.password };

/**
 * web-vitals' attribution build as a classic script, which declares `var webVitals`. Playwright runs an
 * init script inside a function of its own, so the declaration would stay local: it is made global.
 */
const WEB_VITALS_IIFE = join(dirname(createRequire(import.meta.url).resolve('web-vitals/attribution')), 'web-vitals.attribution.iife.js');
const WEB_VITALS_SCRIPT = `${readFileSync(WEB_VITALS_IIFE, 'utf8')}\n;globalThis.webVitals = webVitals;`;

/** One measured interaction: where, as whom, what must be on screen first, and the one real input. */
interface Interaction {
  id: string;
  label: string;
  account: { email: string; password: string };
  path: string;
  /** On screen (and the page idle) before the CPU is slowed down and the input made. */
  ready: (page: Page) => Locator;
  /** Before the CPU is slowed down: what the input needs that is not an interaction (focus). */
  prepare?: (page: Page) => Promise<void>;
  /** The one real input. */
  act: (page: Page) => Promise<void>;
}

const searchIn = (page: Page, dataPage: string) => page.locator(`[data-page="${dataPage}"] input[type="search"]`).first();
/**
 * Opens a list's filter panel when it is closed (the marketplace's and the product list's are, behind
 * their 'Filtros' toggle) with a script click: Event Timing reports trusted input only, so this is no
 * interaction for INP; then focuses its search (focus() is no input either).
 */
const focusSearch = async (page: Page, dataPage: string) => {
  const search = searchIn(page, dataPage);
  if (!(await search.isVisible())) {
    await page
      .locator(`[data-page="${dataPage}"] button[aria-expanded="false"]`)
      .first()
      .evaluate((toggle) => (toggle as HTMLButtonElement).click());
    await search.waitFor({ timeout: 30_000 });
  }
  await search.focus();
};
const typeOneKey = async (page: Page) => page.keyboard.type('a');

export const INTERACTIONS: Interaction[] = [
  {
    id: 'leis-search',
    label: 'key typed in the leis search (`/leis/incentivo`, 1,000 leis)',
    account: ADMIN,
    path: '/leis/incentivo',
    ready: (page) => page.locator('[data-page="leis-list"] li article').first(),
    prepare: (page) => focusSearch(page, 'leis-list'),
    act: typeOneKey,
  },
  {
    id: 'apps-search',
    label: 'key typed in the marketplace search (`/apps/list`, 10,000 apps)',
    account: ADMIN,
    path: '/apps/list',
    ready: (page) => page.locator('[data-page="apps-list"] li article').first(),
    prepare: (page) => focusSearch(page, 'apps-list'),
    act: typeOneKey,
  },
  {
    id: 'products-search',
    label: 'key typed in the product list search (`/settings/my-account?tab=products-list`, provider admin)',
    account: PROVIDER,
    path: '/settings/my-account?tab=products-list',
    ready: (page) => page.locator('[data-page="my-account"] li article').first(),
    prepare: (page) => focusSearch(page, 'my-account'),
    act: typeOneKey,
  },
  {
    id: 'users-search',
    label: 'key typed in the administration users search (`?tab=gerenciar-usuarios`, 1,000 users)',
    account: ADMIN,
    path: '/settings/management?tab=gerenciar-usuarios',
    ready: (page) =>
      page.locator('[data-page="management"]').getByRole('table', { name: 'Usuários cadastrados' }).getByRole('rowheader').first(),
    prepare: (page) => page.locator('[data-page="management"]').getByRole('searchbox', { name: 'Buscar por nome' }).focus(),
    act: typeOneKey,
  },
  {
    id: 'leis-filter',
    label: 'filter ticked on the leis list (its first checkbox: ticks apply at once, `/leis/incentivo`)',
    account: ADMIN,
    path: '/leis/incentivo',
    ready: (page) => page.locator('[data-page="leis-list"] li article').first(),
    act: (page) => page.locator('[data-page="leis-list"]').getByRole('checkbox').first().click(),
  },
  {
    id: 'apps-page',
    label: "page changed on the marketplace ('Próxima página', `/apps/list`)",
    account: ADMIN,
    path: '/apps/list',
    ready: (page) => page.locator('[data-page="apps-list"] li article').first(),
    act: (page) => {
      const list = page.locator('[data-page="apps-list"]');
      return list
        .getByRole('button', { name: 'Próxima página' })
        .or(list.getByRole('link', { name: 'Próxima página' }))
        .first()
        .click();
    },
  },
  {
    id: 'admin-sort',
    label: "column sorted in the administration apps table ('App', 10,000 apps)",
    account: ADMIN,
    path: '/settings/management?tab=gerenciar-aplicativos',
    ready: (page) =>
      page.locator('[data-page="management"]').getByRole('table', { name: 'Aplicativos cadastrados' }).getByRole('rowheader').first(),
    act: (page) => page.locator('[data-page="management"]').getByRole('button', { name: 'App', exact: true }).click(),
  },
];

/** One INP report: the value and, from the attribution build, where its time went. */
export interface InpMeasure {
  value: number;
  inputDelay: number;
  processingDuration: number;
  presentationDelay: number;
  interactionType: string;
  interactionTarget: string;
}
export type InpResult =
  { interaction: Interaction; visits: InpMeasure[]; worst: InpMeasure } | { interaction: Interaction; error: string; visits: InpMeasure[] };

declare global {
  interface Window {
    /** Every INP report of web-vitals' onINP in this document (reportAllChanges). */
    __inpReports?: InpMeasure[];
  }
}

const firstLine = (error: unknown): string => (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

/** Every interaction of INTERACTIONS, INP_VISITS fresh pages each, one after the other. */
export async function runInp(demoUrl: string): Promise<InpResult[]> {
  console.log(
    `\n[inp] Interaction to Next Paint, demo \`large\` scenario, 1440 px, CPU ${CPU_SLOWDOWN}× slower, web-vitals onINP, worst of ${INP_VISITS}`,
  );
  const browser = await chromium.launch({ executablePath: resolveChromium(), args: [...chromiumArgs, '--headless=new'] });
  const closeBrowser = track('Chromium (INP)', () => browser.close());
  const results: InpResult[] = [];
  try {
    for (const interaction of INTERACTIONS) {
      const since = Date.now();
      const visits: InpMeasure[] = [];
      try {
        for (let i = 1; i <= INP_VISITS; i++) {
          const measure = await measureOnce(browser, demoUrl, interaction);
          visits.push(measure);
          console.log(`  ${interaction.id.padEnd(16)} visit ${i}/${INP_VISITS}: ${formatInp(measure)}`);
        }
        const worst = visits.reduce((a, b) => (b.value > a.value ? b : a));
        results.push({ interaction, visits, worst });
        console.log(`  ${interaction.id.padEnd(16)} worst ${Math.round(worst.value)} ms (${((Date.now() - since) / 1000).toFixed(1)} s)`);
      } catch (error) {
        console.log(`  ✖ ${interaction.id}: ${firstLine(error)}`);
        results.push({ interaction, error: firstLine(error), visits });
      }
    }
  } finally {
    await closeBrowser();
  }
  return results;
}

/** A fresh context: sign in (`large`), load the page, let it settle, slow the CPU, one input, INP. */
async function measureOnce(browser: Browser, demoUrl: string, interaction: Interaction): Promise<InpMeasure> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    serviceWorkers: 'allow',
  });
  try {
    await allowCompiledPageFunctions(context);
    await context.addInitScript({ content: WEB_VITALS_SCRIPT });
    await context.addInitScript(() => {
      const reports: InpMeasure[] = (window.__inpReports = []);
      const vitals = (window as unknown as { webVitals?: { onINP: typeof onINP } }).webVitals;
      if (!vitals) throw new Error('web-vitals did not load');
      // 16 ms: the lowest threshold Event Timing allows, so a fast interaction is reported too.
      vitals.onINP(
        ({ value, attribution: a }) =>
          reports.push({
            value,
            inputDelay: a.inputDelay,
            processingDuration: a.processingDuration,
            presentationDelay: a.presentationDelay,
            interactionType: a.interactionType ?? '',
            interactionTarget: a.interactionTarget ?? '',
          }),
        { reportAllChanges: true, durationThreshold: 16 },
      );
    });
    const page = await context.newPage();
    await signInToDemo(page, `${demoUrl}/login?scenario=large`, interaction.account);
    // A fresh document for the measured page (the demo keeps the scenario and the session over a load),
    // so the one input below is the only interaction web-vitals sees in it.
    await page.goto(demoUrl + interaction.path);
    await interaction.ready(page).waitFor({ timeout: 120_000 });
    await interaction.prepare?.(page);
    // Idle: no pending work from the load (two idle callbacks, then a moment).
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))));
    await sleep(500);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    try {
      await interaction.act(page);
      const handle = await page.waitForFunction(() => window.__inpReports?.at(-1) ?? null, null, { timeout: 30_000, polling: 100 });
      // Let a later, larger report of the same interaction (keyup after keydown) come in.
      await sleep(1000);
      const reports = await page.evaluate(() => window.__inpReports ?? []);
      const report = reports.at(-1) ?? (await handle.jsonValue());
      if (!report) throw new Error('no INP report');
      return report;
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
    }
  } finally {
    await context.close();
  }
}

function formatInp(m: InpMeasure): string {
  const ms = (n: number) => `${Math.round(n)}`;
  return `${ms(m.value)} ms (${m.interactionType} on ${m.interactionTarget || '?'}: input delay ${ms(m.inputDelay)}, processing ${ms(m.processingDuration)}, presentation ${ms(m.presentationDelay)})`;
}

/** The INP rows of bench:web's final table: one per interaction, the worst of INP_VISITS. */
export function inpRows(results: InpResult[]): string[][] {
  return results.map((result) => {
    const figure = `INP, ${result.interaction.label} (demo \`large\`, CPU ${CPU_SLOWDOWN}×, worst of ${INP_VISITS})`;
    if ('error' in result) return [figure, `✖ error: ${result.error}`, `≤ ${INP_TARGET_MS} ms`];
    const { worst, visits } = result;
    const mark = worst.value <= INP_TARGET_MS ? '✔' : '✖';
    return [figure, `${mark} ${formatInp(worst)}; runs ${visits.map((v) => Math.round(v.value)).join(', ')} ms`, `≤ ${INP_TARGET_MS} ms`];
  });
}
