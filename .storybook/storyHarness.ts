import type { StoryContext } from '@storybook/react-vite';

/**
 * What a test harness does around each story: the story pass of `npm test` (tests/visual/storyPass.ts)
 * resets what a story could inherit from the one before (`before`), and once the story's play function and
 * axe check have run, pictures it and writes its markup out (`after`). Storybook itself installs nothing
 * here, so the preview designers browse is unchanged.
 *
 * A global, not an import: the preview must not depend on test code, and a hook set this way holds for
 * every story file of a run (Vitest runs a setup file again for each file only when it can re-import it).
 */
export interface StoryHarness {
  before: (context: StoryContext) => Promise<void> | void;
  after: (context: StoryContext) => Promise<void>;
}

declare global {
  var __portalFiscalStoryHarness: StoryHarness | undefined;
}

/** The preview's `beforeEach`: the harness's `before`, when one is installed. */
export async function runBeforeStory(context: StoryContext): Promise<void> {
  await globalThis.__portalFiscalStoryHarness?.before(context);
}

/** The preview's `afterEach`: the harness's `after`, when one is installed. */
export async function runAfterStory(context: StoryContext): Promise<void> {
  await globalThis.__portalFiscalStoryHarness?.after(context);
}

/** Installs the harness (tests/visual/storyPass.ts). */
export function installStoryHarness(harness: StoryHarness): void {
  globalThis.__portalFiscalStoryHarness = harness;
}
