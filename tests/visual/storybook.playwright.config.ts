// The built Storybook as a designer meets it (tests/visual/staticStorybook.spec.ts): stories opened one
// after another in one tab, each on its own page load, as `storybook-static` serves them.
//
//   npm run build-storybook && npx playwright test -c tests/visual/storybook.playwright.config.ts
//
// `npm test` runs it right after the Storybook build (tests/run-all.ts). STORYBOOK_STATIC points it at
// another build.
import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, resolveHeadlessShell } from '../chromium.ts';

const root = resolve(import.meta.dirname, '../..');
const staticDir = resolve(root, process.env.STORYBOOK_STATIC ?? 'storybook-static');
/** An unusual fixed port (6106 is `npm run storybook`'s). */
const PORT = 6116;

export default defineConfig({
  testDir: '.',
  testMatch: 'staticStorybook.spec.ts',
  outputDir: resolve(root, 'test-results/static-storybook'),
  timeout: 180_000,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1440, height: 900 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // The mock backend's worker, as in a designer's browser.
    serviceWorkers: 'allow',
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    // Chromium's headless shell, as the journeys: no picture is taken here.
    launchOptions: { executablePath: resolveHeadlessShell(), args: chromiumArgs },
  },
  // Vite's own static server over the built folder, as it is.
  webServer: {
    command: `npx vite preview --outDir ${JSON.stringify(staticDir)} --port ${PORT} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
