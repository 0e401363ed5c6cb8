// Part of `npm run bench:mocks`: the default seed of the mock backend in real Chromium (target < 300 ms).
// Serves src/bench/browserSeed.ts from a Vite dev server on 127.0.0.1, opens it in the test Chromium,
// and prints the cold start (what the demo pays once) and the median of warm resets.
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
  const page = await browser.newPage();
  // Loaded twice: the first visit lets Vite transform every module, the second is timed on a warm server.
  for (let visit = 0; visit < 2; visit++) {
    await page.goto(`http://127.0.0.1:${port}/bench/browser-seed.html`);
    await page.waitForFunction(() => window.__seedBench !== undefined, null, { timeout: 120_000 });
  }
  const result = await page.evaluate(() => window.__seedBench);
  if ('error' in result) throw new Error(result.error);
  console.info(
    [
      `[mocks bench] default seed in Chromium (${browser.version()}): first start ${ms(result.coldMs)} (target < 300 ms), later resets median ${ms(median(result.warmMs))}`,
      `  createSeed median ${ms(median(result.buildMs))}, loadSeed median ${ms(median(result.loadMs))} (fresh collections, after warm-up)`,
    ].join('\n'),
  );
} finally {
  await browser.close();
  await server.close();
}
