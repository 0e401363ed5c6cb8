// Part of `npm run bench:mocks`: the start-up data of the mock backend in real Chromium, for the
// default seed (target < 300 ms) and the `large` scenario (10,000 apps, 1,000 accounts; target: its
// marketplace's first page about as soon as the default's, and < 500 ms).
// Serves src/bench/browserSeed.ts from a Vite dev server on 127.0.0.1 and opens it in the test
// Chromium once per scenario (a fresh page each: the cold start is what the demo pays once). Each step
// is timed twice: wall time, and the CPU time of the page's main thread (DevTools `ThreadTime`), which
// a busy machine disturbs far less.
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { chromium } from 'playwright';
import { chromiumArgs, resolveChromium } from '../../../tests/chromium.ts';
import type { SeedBenchSteps } from '../src/bench/browserSeed.ts';

/** The page's timed steps (src/bench/browserSeed.ts: each resolves to its wall time in ms). */
type StepName = Exclude<keyof SeedBenchSteps, 'scenario' | 'counts'>;
/** One step's figures, in ms. */
interface Sample {
  wall: number;
  cpu: number;
}
type Scenario = 'default' | 'large';

const root = fileURLToPath(new URL('..', import.meta.url));
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  const at = (i: number) => s[i] ?? Number.NaN;
  return s.length % 2 ? at(m) : (at(m - 1) + at(m)) / 2;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;
/** "wall (CPU cpu)" of one sample or of the medians of several. */
const both = (samples: Sample[]) => `${ms(median(samples.map((s) => s.wall)))} (CPU ${ms(median(samples.map((s) => s.cpu)))})`;
const TARGETS: Record<Scenario, string> = { default: 'target < 300 ms', large: 'target < 500 ms, and about as soon as the default' };

const server = await createServer({
  root,
  configFile: false,
  logLevel: 'error',
  server: { host: '127.0.0.1', port: 0, strictPort: false },
  // The page's dependencies, bundled up front so the timed start-up never waits for Vite.
  optimizeDeps: { entries: ['bench/browser-seed.html'] },
});
await server.listen();
const address = server.httpServer?.address();
if (!address || typeof address === 'string') throw new Error('the Vite dev server has no TCP address');
const { port } = address;
const browser = await chromium.launch({ executablePath: resolveChromium(), args: chromiumArgs });
try {
  const lines: string[] = [];
  for (const scenario of ['default', 'large'] as const) {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const threadTime = async () => {
      const metric = (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime');
      if (!metric) throw new Error('DevTools reported no ThreadTime metric');
      return metric.value * 1000;
    };
    /** Runs one step of the page, `{ wall, cpu }` in ms. */
    const step = async (name: StepName): Promise<Sample> => {
      const before = await threadTime();
      const wall = await page.evaluate((n) => {
        if (!window.__seedBench) throw new Error('the page has no window.__seedBench');
        return window.__seedBench[n]();
      }, name);
      return { wall, cpu: (await threadTime()) - before };
    };
    // Loaded twice: the first visit lets Vite transform every module, the second is timed on a warm server.
    for (let visit = 0; visit < 2; visit++) {
      await page.goto(`http://127.0.0.1:${port}/bench/browser-seed.html?scenario=${scenario}`);
      await page.waitForFunction(() => window.__seedBench !== undefined, null, { timeout: 120_000 });
    }
    const cold = await step('reset');
    const coldPage = await step('firstPage');
    const { rows, apps } = await page.evaluate(() => {
      if (!window.__seedBench) throw new Error('the page has no window.__seedBench');
      return window.__seedBench.counts();
    });
    const warm: Sample[] = [];
    const warmPage: Sample[] = [];
    const build: Sample[] = [];
    const load: Sample[] = [];
    const runs = scenario === 'large' ? 3 : 5;
    for (let i = 0; i < runs; i++) {
      warm.push(await step('reset'));
      warmPage.push(await step('firstPage'));
    }
    for (let i = 0; i < runs; i++) {
      build.push(await step('build'));
      load.push(await step('load'));
    }
    await page.close();
    lines.push(
      `[mocks bench] ${scenario} seed in Chromium (${browser.version()}), ${apps.toLocaleString('en')} apps, ${rows.toLocaleString('en')} rows:`,
      `  first start ${both([cold])} + first page ${both([coldPage])} = ${ms(cold.wall + coldPage.wall)} (CPU ${ms(cold.cpu + coldPage.cpu)}) (${TARGETS[scenario]})`,
      `  later resets median ${both(warm)} + first page ${both(warmPage)}; createSeed median ${both(build)}, loadSeed of a new seed median ${both(load)}`,
    );
  }
  console.info(lines.join('\n'));
} finally {
  await browser.close();
  await server.close();
}
