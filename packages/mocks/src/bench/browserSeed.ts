/**
 * Loaded by `bench/browser-seed.ts` in real Chromium, once per scenario (`?scenario=default|large`).
 * Gives the runner the steps of the demo's start-up to time one by one (it reads the main thread's
 * CPU time around each, through the DevTools protocol): `resetMockData` (build the seed data, images
 * included, then load every table), first cold, then warm; the first page of the marketplace list
 * after it (`GET {server}/apps/1/20` through the real handlers, msw's `getResponse`, without a service
 * worker); createSeed and loadSeed alone. Each step resolves to its wall time in ms.
 */
import { getResponse } from 'msw';
import { DEMO_BASE_URLS } from '../config';
import { resetMockData } from '../data';
import { createTables, db } from '../db';
import { handlerList } from '../handlers';
import { issueToken } from '../lib/tokens';
import { createSeed, loadSeed, type SeedData } from '../seed';
import { LARGE_SEED } from '../seed/variants';
import { isScenarioName, type ScenarioName } from '../state';

export interface SeedBenchSteps {
  scenario: ScenarioName;
  /** resetMockData(scenario): the first call builds the seed (cached afterwards), every call loads it. */
  reset(): Promise<number>;
  /** GET {server}/apps/1/20, answered and read (the first after a reset builds the list's lookups). */
  firstPage(): Promise<number>;
  /** createSeed alone, from scratch (images and all). */
  build(): Promise<number>;
  /** loadSeed of the last built seed into fresh collections (its first load keys and freezes it). */
  load(): Promise<number>;
  /** Rows and apps in the database. */
  counts(): { rows: number; apps: number };
}

declare global {
  interface Window {
    __seedBench?: SeedBenchSteps;
  }
}

async function time(fn: () => Promise<unknown> | unknown): Promise<number> {
  const began = performance.now();
  await fn();
  return performance.now() - began;
}

const handlers = handlerList(DEMO_BASE_URLS);

async function firstPage(): Promise<void> {
  const account = db.accounts.findFirst((q) => q.where({ email: 'usuario@portalfiscal.demo' }));
  if (!account) throw new Error('no demo account');
  const request = new Request(`${DEMO_BASE_URLS.server}/apps/1/20`, { headers: { Authorization: `Bearer ${await issueToken(account)}` } });
  const response = await getResponse(handlers, request);
  const body = (await response?.json()) as { apps?: unknown[]; total?: number } | undefined;
  if (response?.status !== 200 || body?.apps?.length !== 20 || body.total !== db.apps.count())
    throw new Error(`first page: ${response?.status}`);
}

const asked = new URLSearchParams(window.location.search).get('scenario');
const scenario: ScenarioName = isScenarioName(asked) ? asked : 'default';
let built: SeedData | null = null;
window.__seedBench = {
  scenario,
  reset: () => time(() => resetMockData(scenario)),
  firstPage: () => time(firstPage),
  build: () => time(() => (built = scenario === 'large' ? createSeed(LARGE_SEED) : createSeed())),
  load: () => time(() => loadSeed(createTables(), built ?? createSeed())),
  counts: () => ({ rows: Object.values(db).reduce((n, table) => n + table.count(), 0), apps: db.apps.count() }),
};
