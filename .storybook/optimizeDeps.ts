/**
 * Modules that only vanilla-extract's compiled `.css.ts` output imports, so Vite's dependency scan
 * cannot see them. Without them listed, the first story to load makes Vite optimise them mid-run and
 * reload the page, and the test file being imported then fails ("Vitest failed to find the current
 * suite"). Used by Storybook (main.ts) and by the story tests (vitest.config.ts).
 */
export const VANILLA_EXTRACT_RUNTIME = ['@vanilla-extract/recipes/createRuntimeFn', '@vanilla-extract/sprinkles/createRuntimeSprinkles'];
