// Types of eslint.config.js for the tests that read its rules (tests/boundaries.test.ts).
import type { Linter } from 'eslint';

/** The app's shared folders under packages/app/src: no feature is imported from them. */
export declare const SHARED_LAYERS: readonly string[];
/** The files under packages/app/src that put the features together (App.tsx, routes.ts, signedInPages.ts): no feature imports them. */
export declare const COMPOSITION_ROOT: readonly string[];
declare const config: Linter.Config[];
export default config;
