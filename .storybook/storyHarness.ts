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

/**
 * The requests of the current story the mock backend has not answered yet (msw's worker events), less the
 * ones a story holds open on purpose (`neverAnswer`). A picture waits until none is left: what a page shows
 * while an answer is on its way depends on when it is pictured (a play function that ends while the
 * page refetches on the slow scenario, a button still busy).
 */
const inFlight = new Set<string>();
const heldOpen = new Set<string>();
const tracked = new WeakSet<object>();
let lastActivity = 0;
let started = 0;

function trackRequests(worker: StoryContext['msw'] | undefined): void {
  inFlight.clear();
  heldOpen.clear();
  started = 0;
  if (!worker || tracked.has(worker)) return;
  tracked.add(worker);
  worker.events.on('request:start', ({ requestId }) => {
    inFlight.add(requestId);
    started += 1;
    lastActivity = performance.now();
  });
  worker.events.on('request:end', ({ requestId }) => {
    inFlight.delete(requestId);
    lastActivity = performance.now();
  });
}

/**
 * The requests of this story: how many were made (`started`), how many wait for an answer (`pending`), how
 * many are held open on purpose (`held`), and when one last started or ended (`performance.now()`).
 */
export function mockRequests(): { started: number; pending: number; held: number; lastActivity: number } {
  let pending = 0;
  for (const id of inFlight) if (!heldOpen.has(id)) pending += 1;
  return { started, pending, held: heldOpen.size, lastActivity };
}

/**
 * In a story's msw handler: this request is never answered (a loading or submitting state), and the
 * harness does not wait for it.
 */
export function neverAnswer(requestId: string): Promise<never> {
  heldOpen.add(requestId);
  return new Promise<never>(() => undefined);
}

/** The preview's `beforeEach`: the harness's `before`, when one is installed. */
export async function runBeforeStory(context: StoryContext): Promise<void> {
  trackRequests(context.msw);
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
