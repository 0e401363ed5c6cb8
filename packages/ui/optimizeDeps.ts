/**
 * For every Vite config that serves this package's source (Storybook, the story tests, the app's dev
 * server): modules that only vanilla-extract's compiled `.css.ts` output imports, so Vite's dependency
 * scan cannot see them. Unlisted, the first page to load makes Vite optimise them and reload; in the
 * story tests the file being imported then fails ("Vitest failed to find the current suite").
 */
export const VANILLA_EXTRACT_RUNTIME = ['@vanilla-extract/recipes/createRuntimeFn', '@vanilla-extract/sprinkles/createRuntimeSprinkles'];
