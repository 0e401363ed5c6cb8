import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { chromiumArgs, resolveChromium } from './tests/chromium.mjs';
import { VANILLA_EXTRACT_RUNTIME } from './packages/ui/optimizeDeps.ts';

process.env.TZ = 'America/Sao_Paulo';

const isStoryRun = process.argv.some((a) => a.includes('storybook'));

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'tests/*.test.ts'],
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
        // Parallel sessions (tests/stories.mjs) each optimise dependencies into a folder of their own.
        cacheDir: process.env.STORY_SHARD ? `node_modules/.vite/stories-${process.env.STORY_SHARD}` : undefined,
        // Scan every source up front, and add what only compiled styles import: a dependency discovered
        // mid-run makes Vite reload and breaks in-flight imports.
        optimizeDeps: {
          entries: ['packages/*/src/**/*.{ts,tsx}', '.storybook/*.{ts,tsx}', '!**/*.test.{ts,tsx}', '!**/*.bench.ts'],
          include: VANILLA_EXTRACT_RUNTIME,
        },
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              // Resolved lazily so unit-only runs never need a browser.
              launchOptions: isStoryRun ? { executablePath: resolveChromium(), args: chromiumArgs } : {},
              contextOptions: { timezoneId: 'America/Sao_Paulo', locale: 'pt-BR', reducedMotion: 'reduce' },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
