// bench:web's heap leak check: in a real Chromium, on the served demo with the `large` scenario, signed in
// as the admin, HEAP_ROUNDS rounds through every main screen (SCREENS) without ever reloading the page:
// each screen is reached by clicking the app's own link when one is on screen, or else as the app itself
// navigates (`history.pushState`, which the router listens to), never by page.goto (a load resets the
// heap). After each round: a forced garbage collection (CDP `HeapProfiler.collectGarbage`, twice) and
// the JS heap's used size (`Runtime.getHeapUsage`).
//
// The target, "no growth past the first round": round 1 fills what is meant to stay (the query cache,
// the loaded chunks, the mock backend's data), so the reference is round 2; the last round must be within
// HEAP_TOLERANCE of it (+10 % or +2 MB, whichever is larger). A leak that keeps what every visit creates
// grows each round by the same amount, so HEAP_ROUNDS - 2 rounds of it add up past the tolerance.
import { chromium, type Locator, type Page } from 'playwright';
import { chromiumArgs, resolveChromium } from '../chromium.ts';
import { allowCompiledPageFunctions, GREETING, signInToDemo } from './demo.ts';
import { track } from './servers.ts';

export const HEAP_ROUNDS = 5;
export const HEAP_TOLERANCE = { ratio: 0.1, bytes: 2 * 1024 * 1024 };

interface Screen {
  name: string;
  href: string;
  ready: (page: Page) => Locator;
}

const management = (page: Page, table: string) =>
  page.locator('[data-page="management"]').getByRole('table', { name: table }).getByRole('rowheader').first();

/** One round: each main screen once (11 navigations). */
const SCREENS: Screen[] = [
  { name: 'dashboard', href: '/dashboard', ready: (page) => page.getByRole('heading', { name: GREETING }) },
  { name: 'apps list', href: '/apps/list', ready: (page) => page.locator('[data-page="apps-list"] li article').first() },
  { name: 'app page', href: '/app/view?id=app-0001-norte-icms', ready: (page) => page.locator('[data-page="app-view"] h1').first() },
  { name: 'leis list', href: '/leis/incentivo', ready: (page) => page.locator('[data-page="leis-list"] li article').first() },
  {
    name: 'lei page',
    href: '/leis/incentivo/view?lei=lei-0001-orquestra-reconcavo',
    ready: (page) => page.locator('[data-page="lei-view"] h1').first(),
  },
  { name: 'calculator', href: '/calculadora', ready: (page) => page.locator('[data-page="calculator"]') },
  { name: 'settings', href: '/settings', ready: (page) => page.locator('[data-page="settings-home"]') },
  {
    name: 'management apps',
    href: '/settings/management?tab=gerenciar-aplicativos',
    ready: (page) => management(page, 'Aplicativos cadastrados'),
  },
  {
    name: 'management providers',
    href: '/settings/management?tab=gerenciar-providers',
    ready: (page) => management(page, 'Providers cadastrados'),
  },
  {
    name: 'management users',
    href: '/settings/management?tab=gerenciar-usuarios',
    ready: (page) => management(page, 'Usuários cadastrados'),
  },
  { name: 'profile', href: '/settings/user', ready: (page) => page.locator('[data-page="profile"]') },
];

export type HeapResult =
  | { rounds: number[]; afterSignIn: number; navigations: number; clicks: number; pushes: number; ok: boolean }
  | { error: string; rounds: number[] };

const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
const firstLine = (error: unknown): string => (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

export async function runHeap(demoUrl: string): Promise<HeapResult> {
  console.log(
    `\n[heap] demo \`large\`, admin, ${HEAP_ROUNDS} rounds of ${SCREENS.length} in-app navigations, heap after a forced GC each round`,
  );
  const browser = await chromium.launch({ executablePath: resolveChromium(), args: [...chromiumArgs, '--headless=new'] });
  const closeBrowser = track('Chromium (heap)', () => browser.close());
  const rounds: number[] = [];
  try {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      serviceWorkers: 'allow',
    });
    await allowCompiledPageFunctions(context);
    const page = await context.newPage();
    await signInToDemo(page, `${demoUrl}/login?scenario=large`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    const usedHeap = async () => {
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300))); // let pending renders finish
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    // Navigations must stay in this document: a load would reset the heap and hide a leak.
    await page.evaluate(() => ((window as unknown as { __heapDocument: boolean }).__heapDocument = true));
    const afterSignIn = await usedHeap();
    console.log(`  after sign-in: ${mb(afterSignIn)}`);
    let clicks = 0;
    let pushes = 0;
    for (let round = 1; round <= HEAP_ROUNDS; round++) {
      const since = Date.now();
      for (const screen of SCREENS) {
        // The app's own link when one is on screen (side menu, tabs, cards), else the router's way.
        const link = page.locator(`a[href="${screen.href}"]`).first();
        if (await link.isVisible().catch(() => false)) {
          await link.click();
          clicks += 1;
        } else {
          await page.evaluate((href) => window.history.pushState(null, '', href), screen.href);
          pushes += 1;
        }
        await screen.ready(page).waitFor({ timeout: 120_000 });
      }
      const stillSame = await page.evaluate(() => (window as unknown as { __heapDocument?: boolean }).__heapDocument === true);
      if (!stillSame) throw new Error(`round ${round}: the page was reloaded (the heap would start over)`);
      rounds.push(await usedHeap());
      console.log(
        `  round ${round}/${HEAP_ROUNDS}: ${mb(rounds.at(-1) ?? 0)} used after GC (${((Date.now() - since) / 1000).toFixed(1)} s)`,
      );
    }
    await context.close();
    const reference = rounds[1] ?? Number.NaN;
    const last = rounds.at(-1) ?? Number.NaN;
    const ok = last <= reference + Math.max(reference * HEAP_TOLERANCE.ratio, HEAP_TOLERANCE.bytes);
    return { rounds, afterSignIn, navigations: HEAP_ROUNDS * SCREENS.length, clicks, pushes, ok };
  } catch (error) {
    console.log(`  ✖ ${firstLine(error)}`);
    return { error: firstLine(error), rounds };
  } finally {
    await closeBrowser();
  }
}

/** The heap's row of bench:web's final table. */
export function heapRows(result: HeapResult): string[][] {
  const figure = `JS heap after GC, ${HEAP_ROUNDS} rounds × ${SCREENS.length} in-app navigations (demo \`large\`, admin)`;
  const target = `last round ≤ round 2 + max(${HEAP_TOLERANCE.ratio * 100} %, ${mb(HEAP_TOLERANCE.bytes)})`;
  if ('error' in result)
    return [[figure, `✖ error: ${result.error}${result.rounds.length ? ` (rounds ${result.rounds.map(mb).join(', ')})` : ''}`, target]];
  const reference = result.rounds[1] ?? Number.NaN;
  const last = result.rounds.at(-1) ?? Number.NaN;
  const growth = `${last >= reference ? '+' : ''}${mb(last - reference)}`;
  // The trend after the reference, for a slow leak the tolerance lets through: per round, on average.
  const perRound = (last - reference) / Math.max(1, result.rounds.length - 2);
  return [
    [
      figure,
      `${result.ok ? '✔' : '✖'} rounds ${result.rounds.map(mb).join(', ')} (after sign-in ${mb(result.afterSignIn)}; last vs round 2 ${growth}, ${perRound >= 0 ? '+' : ''}${(perRound / 1024).toFixed(0)} KB a round; ${result.clicks} link clicks, ${result.pushes} pushState)`,
      target,
    ],
  ];
}
