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
import { chromiumArgs, resolveChromium } from '../../../tests/chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const ms = (x) => `${x.toFixed(1)} ms`;
/** "wall (CPU cpu)" of one sample or of the medians of several. */
const both = (samples) => `${ms(median(samples.map((s) => s.wall)))} (CPU ${ms(median(samples.map((s) => s.cpu)))})`;
const TARGETS = { default: 'target < 300 ms', large: 'target < 500 ms, and about as soon as the default' };

const server = await createServer({
  root,
  configFile: false,
  logLevel: 'error',
  server: { host: '127.0.0.1', port: 0, strictPort: false },
  // The page's dependencies, bundled up front so the timed start-up never waits for Vite.
  optimizeDeps: { entries: ['bench/browser-seed.html'] },
});
await server.listen();
const { port } = server.httpServer.address();
const browser = await chromium.launch({ executablePath: resolveChromium(), args: chromiumArgs });
try {
  const lines = [];
  for (const scenario of ['default', 'large']) {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const threadTime = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime').value * 1000;
    /** Runs one step of the page, `{ wall, cpu }` in ms. */
    const step = async (name) => {
      const before = await threadTime();
      const wall = await page.evaluate((n) => window.__seedBench[n](), name);
      return { wall, cpu: (await threadTime()) - before };
    };
    // Loaded twice: the first visit lets Vite transform every module, the second is timed on a warm server.
    for (let visit = 0; visit < 2; visit++) {
      await page.goto(`http://127.0.0.1:${port}/bench/browser-seed.html?scenario=${scenario}`);
      await page.waitForFunction(() => window.__seedBench !== undefined, null, { timeout: 120_000 });
    }
    const cold = await step('reset');
    const coldPage = await step('firstPage');
    const { rows, apps } = await page.evaluate(() => window.__seedBench.counts());
    const warm = [];
    const warmPage = [];
    const build = [];
    const load = [];
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
