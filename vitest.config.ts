import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { chromiumArgs, resolveChromium } from './tests/chromium.ts';
import { VANILLA_EXTRACT_RUNTIME } from './packages/ui/optimizeDeps.ts';
import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { BrowserCommand, BrowserConfigOptions } from 'vitest/node';
import react from '@vitejs/plugin-react';
import { StorySequencer } from './tests/visual/storySequencer.ts';
import { BASELINE_DIR, baselineFile, HTML_RESULTS_DIR, resultFile, VISUAL_RESULTS_DIR } from './tests/visual/names.ts';

process.env.TZ = 'America/Sao_Paulo';

const isStoryRun = process.argv.some((a) => a.includes('storybook') || a.includes('self-test'));
/** `vitest -u`: the story pass accepts what it renders as the new baselines. */
const visualUpdate = process.argv.includes('-u') || process.argv.includes('--update');
const root = import.meta.dirname;

/** The story pass writes each page story's markup here for the Nu Html Checker (tests/visual/storyPass.ts). */
const writeStoryHtml: BrowserCommand<[storyId: string, html: string]> = async (_context, storyId, html) => {
  if (!/^[a-z0-9-]+$/.test(storyId)) throw new Error(`not a story id: ${storyId}`);
  const dir = join(root, HTML_RESULTS_DIR);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, `${storyId}.html`), html);
};

/** A picture for a failure's diagnosis (a page that never held still), as test-results/visual/<file>. */
const writeVisualResult: BrowserCommand<[file: string, base64: string]> = async (_context, file, base64) => {
  if (!/^[a-z0-9.-]+\.png$/.test(file)) throw new Error(`not a picture's file name: ${file}`);
  const dir = join(root, VISUAL_RESULTS_DIR);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, file), Buffer.from(base64, 'base64'));
};

/** The story pass notes each picture it takes, so a full run knows which baselines no story uses. */
const notePicture: BrowserCommand<[arg: string]> = async (_context, arg) => {
  const dir = join(root, VISUAL_RESULTS_DIR);
  await mkdir(dir, { recursive: true });
  await appendFile(join(dir, `taken-${process.pid}.txt`), `${baselineFile(arg)}\n`);
};

/** Parallel sessions (tests/stories.ts) each optimise dependencies into a folder of their own. */
const storyCacheDir = process.env.STORY_SHARD ? `node_modules/.vite/stories-${process.env.STORY_SHARD}` : undefined;

/**
 * Scan every source up front, and add what only compiled styles import: a dependency discovered mid-run
 * makes Vite reload and breaks in-flight imports.
 */
const storyDeps = {
  entries: ['packages/*/src/**/*.{ts,tsx}', '.storybook/*.{ts,tsx}', '!**/*.test.{ts,tsx}', '!**/*.bench.ts'],
  include: VANILLA_EXTRACT_RUNTIME,
};

/**
 * The browser the stories run in, and how their pictures are compared (docs/testing.md). A fresh object
 * for each project: Vitest names each project's browser instances in place.
 */
const storyBrowser = () =>
  ({
    enabled: true,
    headless: true,
    provider: playwright({
      // Resolved lazily so unit-only runs never need a browser.
      launchOptions: isStoryRun ? { executablePath: resolveChromium(), args: chromiumArgs } : {},
      // A browser action that never returns fails after 30 s instead of holding its session for ever (a
      // session once stopped after a picture with no test failing and no timeout firing, under full load;
      // not reproduced since: docs/testing.md). Playwright's default is no limit.
      actionTimeout: 30_000,
      // The page around the stories' iframe is larger than any story's viewport, so Vitest never scales
      // the iframe down (a scaled iframe would be pictured scaled).
      contextOptions: {
        timezoneId: 'America/Sao_Paulo',
        locale: 'pt-BR',
        reducedMotion: 'reduce',
        colorScheme: 'light',
        deviceScaleFactor: 1,
        viewport: { width: 1600, height: 4000 },
      },
    }),
    instances: [{ browser: 'chromium' }],
    // Vitest gives a session's page 60 s to connect. A clean clone's first pass loads every story module
    // through a cold Vite cache, three sessions at once on two cores: with another Chromium busy beside
    // them, one shard's page connected late and the shard failed with no story failing (6 December 2026).
    connectTimeout: 180_000,
    commands: { writeStoryHtml, notePicture, writeVisualResult },
    expect: {
      toMatchScreenshot: {
        comparatorName: 'pixelmatch',
        // Per-pixel threshold 0.1 (pixelmatch's YIQ distance) with anti-aliased pixels set aside, and at
        // most 8 differing pixels per picture: a stray glyph edge passes; a 1 px border, an icon or a 2 px
        // shift of any component changes hundreds (docs/testing.md).
        comparatorOptions: { threshold: 0.1, includeAA: false, allowedMismatchedPixels: 8 },
        // Animations are stopped by the page's own stylesheet (tests/visual/settle.ts); Playwright's
        // `animations: 'disabled'` would finish them again at every screenshot, and at 390 px that made a
        // toast's region change between two screenshots in a row, for ever.
        screenshotOptions: { animations: 'allow', caret: 'hide', scale: 'css' },
        // Two screenshots alike come within a second on a still page. 10 s, not more: when Vitest's capture
        // finds none (seen on pages with a toast, tests/visual/picture.ts), the story pass settles and tries
        // once more, and both tries must fit in the story's 30 s (at 20 s each, 'Cadastrar produto › Empty
        // Submit' ran out of its 30 s in the first try's wait instead of reaching the second try).
        timeout: 10_000,
        resolveScreenshotPath: ({ arg }: { arg: string }) => resolve(root, BASELINE_DIR, baselineFile(arg)),
        resolveDiffPath: ({ arg }: { arg: string }) => resolve(root, VISUAL_RESULTS_DIR, resultFile(arg)),
      },
    },
  }) satisfies BrowserConfigOptions;

export default defineConfig({
  test: {
    // Story sessions share the stories by their cost (only a sharded run is affected).
    sequence: { sequencer: StorySequencer },
    // How long a finished run may take to exit before Vitest ends it. Vitest 4.1's screenshot matcher left
    // its `timeout` timer (20 s then) running after every picture, so a `vitest` command that took pictures
    // only exited when Vitest ended it (10 s idle by default, 2 s here); Vitest 5 clears it. The story sessions of
    // `npm run test:stories` do not wait for it: they end when Vitest has closed (tests/visual/session.ts).
    teardownTimeout: 2_000,
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'packages/*/build/*.test.ts', 'tests/*.test.ts'],
          benchmark: { include: ['packages/*/src/**/*.bench.ts'] },
          env: { TZ: 'America/Sao_Paulo' },
        },
      },
      {
        // The contract tests again, through the HTTP mock server over the network (no msw interception):
        // see packages/mocks/src/contract/harness.ts.
        test: {
          name: 'contract-http',
          environment: 'node',
          include: ['packages/mocks/src/contract/*.test.ts'],
          env: { TZ: 'America/Sao_Paulo', MOCK_TRANSPORT: 'http' },
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook', tags: { include: ['test'], exclude: ['skip-test'] } })],
        cacheDir: storyCacheDir,
        optimizeDeps: storyDeps,
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          // The single pass: after each story, its pictures and its markup (tests/visual/storyPass.ts).
          setupFiles: ['tests/visual/storyPass.ts'],
          provide: { visualUpdate },
          browser: storyBrowser(),
        },
      },
      {
        // The visual gate's self-test (tests/visual/selfTest.test.ts): the same browser, comparator and
        // baselines as the story pass, on stories composed with the preview's annotations.
        plugins: [react(), vanillaExtractPlugin()],
        cacheDir: storyCacheDir,
        optimizeDeps: storyDeps,
        // A page story starts the mock backend, whose worker script is served from the site's root (as
        // Storybook's staticDirs serve it to the story pass).
        publicDir: 'packages/app/mock-worker',
        test: {
          name: 'visual-self-test',
          testTimeout: 30_000,
          include: ['tests/visual/selfTest.test.ts'],
          setupFiles: ['tests/visual/selfTestSetup.ts'],
          provide: { visualUpdate },
          browser: storyBrowser(),
        },
      },
    ],
  },
});
