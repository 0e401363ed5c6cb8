import { setupWorker } from 'msw/browser';
import { DEMO_BASE_URLS, type MockBaseUrls } from './config';
import { handlerList } from './handlers';
import { restoreOrSeed } from './data';
import { setStrictContract } from './lib/responses';
import { browserStorage, enablePersistence } from './persistence';
import type { ScenarioName } from './state';
import { guardMockWorkerUpdates } from './workerUpdate';

// What the demo panel needs, from the same entry point as the start-up.
export { resetDemoData, setScenario } from './data';
export { getBehaviour, scenarioFromUrl, updateBehaviour, SCENARIOS, type MockBehaviour, type ScenarioName } from './state';
export { markDirty } from './persistence';

export interface StartOptions {
  urls?: MockBaseUrls;
  /**
   * The scenario to start in (`scenarioFromUrl(location.search)`). When omitted and `persist` is on,
   * the saved demo resumes in whatever scenario it was; otherwise `default`.
   */
  scenario?: ScenarioName;
  /** Where the worker script is served (the app's public folder). */
  workerUrl?: string;
  /**
   * Demo app only: restore the saved demo data (localStorage) and save every change. Off by
   * default: stories and tests always start from the seed.
   */
  persist?: boolean;
  /**
   * Check every answer whole against the client's wire schema. Off by default in the browser: lists
   * of more than a page are checked through a sample (see `strictContract` in lib/responses.ts).
   */
  strictContract?: boolean;
}

export interface StartInfo {
  /** Whether the data came from the saved demo snapshot rather than the seed. */
  restored: boolean;
  scenario: ScenarioName;
  /** Time spent loading the data (seed or snapshot), in ms. */
  loadMs: number;
}

let lastStart: StartInfo | null = null;
/** How the last `startMockBackend` loaded its data (for the demo panel and diagnostics). */
export const getStartInfo = (): StartInfo | null => lastStart;

/** Names of the User Timing entries of the data load (`performance.getEntriesByName(LOAD_MEASURE)`). */
export const LOAD_MARK = 'mock-backend:loaded';
export const LOAD_MEASURE = 'mock-backend:load';
/**
 * The User Timing mark of a backend that answers (data loaded, worker controlling the page). The demo
 * paints before it; a script that calls the backend by itself waits for it (`getEntriesByName`).
 */
export const READY_MARK = 'mock-backend:ready';

/** Starts the in-browser backend and resolves once the worker controls the page. */
export async function startMockBackend(options: StartOptions = {}) {
  setStrictContract(options.strictContract ?? false);
  const began = performance.now();
  const storage = options.persist ? browserStorage() : null;
  const { restored, scenario } = await restoreOrSeed(storage, options.scenario);
  const loaded = performance.now();
  lastStart = { restored, scenario, loadMs: Math.round(loaded - began) };
  // Also as a User Timing measure, for the performance panel and for automated measurements.
  performance.mark(LOAD_MARK, { startTime: loaded, detail: lastStart });
  performance.measure(LOAD_MEASURE, { start: began, end: loaded, detail: lastStart });
  // A scenario asked for by the address is saved at once, so a reload (which has lost `?scenario=`)
  // resumes in it rather than falling back to the default seed before anything has been written.
  if (storage) enablePersistence(storage, { writeNow: !restored && options.scenario !== undefined });

  const workerUrl = options.workerUrl ?? '/mockServiceWorker.js';
  // msw's start may update an existing registration of the worker without handling a failure: that
  // failure is a warning, not an uncaught error of the page (see workerUpdate.ts).
  guardMockWorkerUpdates(new URL(workerUrl, window.location.href).href);
  const worker = setupWorker(...handlerList(options.urls ?? DEMO_BASE_URLS));
  // A worker the browser stopped and started again (idle, a throttled tab) keeps mocking this page: msw 3's
  // worker script keeps its set of active pages in Cache Storage and restores it before answering the
  // request that woke it (msw 2's lost it and sent every request to the network until the page reloaded).
  await worker.start({
    onUnhandledFrame: 'bypass',
    quiet: true,
    serviceWorker: { url: workerUrl },
  });
  performance.mark(READY_MARK);
  return worker;
}
