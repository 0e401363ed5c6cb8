// @ts-check
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import storybook from 'eslint-plugin-storybook';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * The one-way import rule of docs/architecture.md, enforced here:
 *   ui -> nothing of ours; api-client -> nothing of ours; mocks -> api-client only;
 *   app -> ui, api-client, and mocks only from its start-up (src/bootstrap/: the mock backend and the
 *   demo accounts, each loaded with import() by main.tsx when mocks are on; and build/seedPictures.ts, which
 *   the demo's build runs in Node to read its seed's first pictures),
 *   plus app stories, tests and src/testing/, which are Storybook/test code and never part of the app bundle
 *   (tests/build-check.ts proves a production build carries none of it).
 */
const packages = ['ui', 'api-client', 'mocks', 'app'];
const forbid = (/** @type {string[]} */ names) =>
  names.flatMap((name) => [
    {
      group: [`@portal-fiscal/${name}`, `@portal-fiscal/${name}/*`],
      message: `This package may not import @portal-fiscal/${name} (see docs/architecture.md, the one-way rule).`,
    },
    {
      group: [`**/${name}/src`, `**/${name}/src/**`, `**/packages/${name}/**`],
      message: `No relative imports into packages/${name}: packages talk through their public entry points, and only one way.`,
    },
  ]);
const boundary = (/** @type {string} */ pkg, /** @type {string[]} */ allowed, /** @type {string[]} */ extraFiles = []) => ({
  files: [`packages/${pkg}/**/*.{ts,tsx}`, ...extraFiles],
  rules: {
    'no-restricted-imports': ['error', { patterns: forbid(packages.filter((p) => p !== pkg && !allowed.includes(p))) }],
  },
});

/**
 * Features are rooms (docs/architecture.md, 'Inside the app'): a feature under packages/app/src/features/
 * imports shared code (lib, shell, data, links, forms, i18n, paths) and its own files, never another
 * feature; shared code imports no feature. Only the composition root (App.tsx, routes.ts,
 * signedInPages.ts, prerender.tsx) and Storybook's src/testing/ put features together.
 */
const APP_SRC = './packages/app/src';
const FEATURES = readdirSync(new URL('packages/app/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** The app's shared folders under packages/app/src (eslint.config.d.ts types this export for the tests). */
export const SHARED_LAYERS = ['lib', 'shell', 'data', 'links', 'forms', 'i18n'];
/** The files under packages/app/src that put the features together: no feature imports them (eslint.config.d.ts types this export too). */
export const COMPOSITION_ROOT = ['App.tsx', 'routes.ts', 'signedInPages.ts'];
const featureZones = [
  ...FEATURES.map((feature) => ({
    target: `${APP_SRC}/features/${feature}`,
    from: `${APP_SRC}/features`,
    except: [`./${feature}`],
    message: `A feature imports shared code, never another feature: move what both need to src/lib, src/shell, src/data, src/links or src/forms (docs/architecture.md).`,
  })),
  {
    target: [...SHARED_LAYERS.map((layer) => `${APP_SRC}/${layer}`), `${APP_SRC}/paths.ts`],
    from: `${APP_SRC}/features`,
    message: 'Shared code imports no feature (docs/architecture.md): the dependency goes the other way.',
  },
];
/** A feature's code (its stories and tests aside: they render the real routes) never imports the composition root. */
const compositionRootZone = {
  target: `${APP_SRC}/features`,
  from: COMPOSITION_ROOT.map((file) => `${APP_SRC}/${file}`),
  message:
    'A feature never imports the composition root (App.tsx, routes.ts, signedInPages.ts): it puts the features together, so the dependency goes the other way. Name a path in src/paths.ts, a link in src/links/.',
};

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      'storybook-static/**',
      'packages/app/mock-worker/mockServiceWorker.js',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  // Storybook's recommended rules for stories and .storybook/main.ts. Before our own rules: it turns
  // react-hooks/rules-of-hooks off in stories, and ours turn it back on (no story needs the exception).
  storybook.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['packages/app/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones }] },
  },
  {
    files: ['packages/app/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...featureZones, compositionRootZone] }] },
  },
  boundary('ui', []),
  boundary('api-client', []),
  boundary('mocks', ['api-client']),
  boundary('app', ['ui', 'api-client']),
  {
    // The app's doors to the mock backend (the demo's start-up, and its build reading the seed), and its
    // Storybook stories and tests.
    files: [
      'packages/app/src/bootstrap/*.ts',
      'packages/app/build/seedPictures.ts',
      'packages/app/src/**/*.stories.tsx',
      'packages/app/src/**/*.test.{ts,tsx}',
      'packages/app/src/testing/**',
    ],
    rules: {
      'no-restricted-imports': ['error', { patterns: forbid([]) }],
    },
  },
);
