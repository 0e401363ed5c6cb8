import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, ensureChromium, resolveHeadlessShell } from './chromium.ts';
import { DEMO_DIST_DIR, E2E_PORT, MOCK_SERVER_PORT, PROD_DIST_DIR, PRODUCTION_PORT, productionOrigin } from './e2e-production/ports';

const APP_DIR = fileURLToPath(new URL('../packages/app/', import.meta.url));
/** A fixed, unusual port (4780 is `npm start`'s; Vite's defaults may be taken on shared machines). */
const PORT = E2E_PORT;
/** Each run builds into its own folder (under packages/app), so parallel runs never collide. */
const DIST_DIR = DEMO_DIST_DIR;
/**
 * Under `npm test` the builds step has just made both builds in these folders (tests/build-check.ts with
 * KEEP_BUILDS=1; the production one as `npm run build` makes it, without the preview's contract-drift
 * report): the servers serve them as they are. A run of its own (`npm run test:e2e`) builds them here.
 */
const REUSE_BUILDS =
  process.env.E2E_REUSE_BUILDS === '1' &&
  existsSync(join(APP_DIR, DIST_DIR, 'index.html')) &&
  existsSync(join(APP_DIR, PROD_DIST_DIR, 'index.html'));
const baseURL = `http://127.0.0.1:${PORT}`;
/**
 * The `production` project: the production build (mocks off) served statically on PORT + 10, pointed at
 * the HTTP mock server on PORT + 11, which its journeys start, stop and restart themselves
 * (tests/e2e-production/mockServer.ts); its build folder is PROD_DIST_DIR (ports.ts). The same build,
 * configured twice by the deploy step, is served by nginx in tests/e2e-production/deploy.spec.ts.
 */
// The journeys run in Chromium's headless shell, which drew the frame pictures: the full browser rasterises
// text slightly differently, so on a machine without the shell every frame picture differs (seen on a fresh
// machine that had only Debian's chromium). `npm test` installs it; so does a bare `npx playwright test`.
ensureChromium();

export default defineConfig({
  testDir: './e2e',
  // Per port, so parallel runs never wipe each other's results.
  outputDir: `../test-results/e2e-${PORT}`,
  // The pictures of the signed-in frames (e2e/frame-pictures.spec.ts): tests/visual/frames/desktop/apps-list.pt-BR.png.
  snapshotPathTemplate: 'visual/frames/{projectName}/{arg}{ext}',
  timeout: 30_000,
  // The frame pictures' per-pixel threshold (pixelmatch's YIQ distance): at Playwright's default 0.2 a
  // skeleton's light grey on white or on the page's background is no difference at all (docs/testing.md).
  expect: { timeout: 7_000, toHaveScreenshot: { threshold: 0.05 } },
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    reducedMotion: 'reduce',
    serviceWorkers: 'allow',
    // On a failure: the trace (actions, console, network, errors) and a screenshot of the moment it failed.
    // The trace's DOM snapshots and screencast cost a quarter of the step's time (measured: 49 journeys took
    // 109 s with them and 80 s without); for a step-by-step picture, run one journey with `--trace on`.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: resolveHeadlessShell(), args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1440, height: 900 } } },
    { name: 'mobile', use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
    {
      name: 'production',
      testDir: './e2e-production',
      use: { browserName: 'chromium', viewport: { width: 1440, height: 900 }, baseURL: productionOrigin },
    },
  ],
  webServer: [
    {
      // The same build and server as `npm start`, on the test port.
      command: `${REUSE_BUILDS ? '' : `npx vite build --mode demo --outDir ${DIST_DIR} --logLevel warn && `}npx tsx scripts/serve.ts`,
      cwd: '../packages/app',
      env: { PORT: String(PORT), DIST_DIR },
      url: baseURL,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // `npm run preview`'s build and static server, without its mock server (the specs run that one).
      command: 'npx tsx scripts/preview.ts --quiet',
      cwd: '../packages/app',
      env: {
        PORT: String(PRODUCTION_PORT),
        MOCK_PORT: String(MOCK_SERVER_PORT),
        DIST_DIR: PROD_DIST_DIR,
        PREVIEW_MOCK_SERVER: '0',
        PREVIEW_SKIP_BUILD: REUSE_BUILDS ? '1' : '0',
      },
      url: productionOrigin,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
