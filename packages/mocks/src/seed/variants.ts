import { createSeed, type SeedData } from './index';
import type { ScenarioName } from '../state';

/** The data variants of the scenarios: `empty` and `large` have their own, every other scenario the default. */
export type SeedVariant = 'default' | 'empty' | 'large';
export const seedVariantOf = (scenario: ScenarioName): SeedVariant => (scenario === 'empty' || scenario === 'large' ? scenario : 'default');

/** The `large` scenario's size: 10,000 apps, 1,000 accounts, 1,000 leis (a change here changes the seed: bump SEED_VERSION). */
export const LARGE_SEED = { appCount: 10_000, accountCount: 1_000, leiCount: 1_000 } as const;

/**
 * The seed is deterministic, so each variant is built once per page and reused by every reset
 * (stories reset before each story) and by the demo's persistence, which saves only what differs from
 * it. Safe to share: the tables copy rows on load (schema output) and Blobs are immutable.
 */
const seeds = new Map<SeedVariant, SeedData>();
export function seedFor(variant: SeedVariant): SeedData {
  let seed = seeds.get(variant);
  if (!seed) {
    seed = variant === 'large' ? createSeed(LARGE_SEED) : createSeed({ variant });
    seeds.set(variant, seed);
  }
  return seed;
}

/** The seed a scenario starts from. */
export const seedOfScenario = (scenario: ScenarioName): SeedData => seedFor(seedVariantOf(scenario));
