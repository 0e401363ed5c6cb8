// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The one-way import rule of docs/architecture.md, enforced here:
 *   ui -> nothing of ours; api-client -> nothing of ours; mocks -> api-client only;
 *   app -> ui, api-client, and mocks only from its start-up (src/bootstrap/: the mock backend and the
 *   demo accounts, each loaded with import() by main.tsx when mocks are on),
 *   plus app stories, tests and src/testing/, which are Storybook/test code and never part of the app bundle
 *   (tests/build-check.ts proves a production build carries none of it).
 */
const packages = ['ui', 'api-client', 'mocks', 'app'];
const forbid = (/** @type {string[]} */ names) =>
  names.flatMap((name) => [
    { group: [`@portal-fiscal/${name}`, `@portal-fiscal/${name}/*`], message: `This package may not import @portal-fiscal/${name} (see docs/architecture.md, the one-way rule).` },
    { group: [`**/${name}/src`, `**/${name}/src/**`, `**/packages/${name}/**`], message: `No relative imports into packages/${name}: packages talk through their public entry points, and only one way.` },
  ]);
const boundary = (/** @type {string} */ pkg, /** @type {string[]} */ allowed, /** @type {string[]} */ extraFiles = []) => ({
  files: [`packages/${pkg}/**/*.{ts,tsx}`, ...extraFiles],
  rules: {
    'no-restricted-imports': ['error', { patterns: forbid(packages.filter((p) => p !== pkg && !allowed.includes(p))) }],
  },
});

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-*/**', 'storybook-static/**', 'packages/app/mock-worker/mockServiceWorker.js', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
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
  boundary('ui', []),
  boundary('api-client', []),
  boundary('mocks', ['api-client']),
  boundary('app', ['ui', 'api-client']),
  {
    // The app's doors to the mock backend, and its Storybook stories and tests.
    files: ['packages/app/src/bootstrap/*.ts', 'packages/app/src/**/*.stories.tsx', 'packages/app/src/**/*.test.{ts,tsx}', 'packages/app/src/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: forbid([]) }],
    },
  },
);
