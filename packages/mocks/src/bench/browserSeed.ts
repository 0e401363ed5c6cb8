/**
 * Loaded by `bench/browser-seed.mjs` in real Chromium: times the default seed the way the demo's
 * start-up pays it (`resetMockData`: build the seed data, images included, then load every table),
 * first cold, then warm. Results land on `window.__seedBench`.
 */
import { resetMockData } from '../data';
import { createSeed, loadSeed } from '../seed';
import { createTables } from '../db';

export interface SeedBenchResult {
  /** The demo's first start: createSeed (cached afterwards) + loadSeed. */
  coldMs: number;
  /** Later resets (the data built once, loaded again). */
  warmMs: number[];
  /** createSeed alone, from scratch (images and all), after warm-up. */
  buildMs: number[];
  /** loadSeed into fresh collections, after warm-up. */
  loadMs: number[];
}

declare global {
  interface Window {
    __seedBench?: SeedBenchResult | { error: string };
  }
}

async function time(fn: () => Promise<unknown> | unknown): Promise<number> {
  const began = performance.now();
  await fn();
  return performance.now() - began;
}

async function run(): Promise<SeedBenchResult> {
  const coldMs = await time(() => resetMockData('default'));
  const warmMs: number[] = [];
  for (let i = 0; i < 5; i++) warmMs.push(await time(() => resetMockData('default')));
  const buildMs: number[] = [];
  const loadMs: number[] = [];
  for (let i = 0; i < 5; i++) {
    const began = performance.now();
    const data = createSeed();
    buildMs.push(performance.now() - began);
    loadMs.push(await time(() => loadSeed(createTables(), data)));
  }
  return { coldMs, warmMs, buildMs, loadMs };
}

run().then(
  (result) => (window.__seedBench = result),
  (error: unknown) => (window.__seedBench = { error: String(error) }),
);
