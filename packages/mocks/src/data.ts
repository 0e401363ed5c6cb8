import { clearDb, db } from './db';
import { clearSnapshot, isPersistenceEnabled, markDirty, primeAll, withPersistenceSuspended } from './persistence';
import { createSeed, loadSeed, type SeedData } from './seed';
import { applyScenarioBehaviour, getBehaviour, type ScenarioName } from './state';

/**
 * The seed is deterministic, so each variant is built once per page and reused by every reset
 * (stories reset before each story). Safe to share: the collections copy rows on create (schema
 * output) and Blobs are immutable.
 */
const seeds = new Map<'default' | 'empty', SeedData>();
function seedFor(variant: 'default' | 'empty'): SeedData {
  let seed = seeds.get(variant);
  if (!seed) {
    seed = createSeed({ variant });
    seeds.set(variant, seed);
  }
  return seed;
}

/**
 * Resets the whole backend to the seed of a scenario, awaiting every create. `empty` keeps only the
 * demo accounts (so one can still sign in) and the dashboard's single values (indicators, tax
 * counter, weather); every list is empty. The other scenarios share the default data.
 */
export async function resetMockData(scenario: ScenarioName = 'default'): Promise<void> {
  await withPersistenceSuspended(async () => {
    clearDb();
    await loadSeed(db, seedFor(scenario === 'empty' ? 'empty' : 'default'));
  });
}

/** Switches the scenario: behaviour (latency, failures, token expiry) and data. */
export async function setScenario(scenario: ScenarioName): Promise<void> {
  applyScenarioBehaviour(scenario);
  await resetMockData(scenario);
  // In the demo the new scenario, with its fresh data, becomes the saved state.
  if (isPersistenceEnabled()) {
    clearSnapshot();
    markDirty();
    await primeAll();
  }
}

/**
 * "Restaurar dados da demonstração": forgets the saved demo data and reloads the seed of the current
 * scenario, keeping the current behaviour (latency, error rate...) as the panel set it.
 */
export async function resetDemoData(): Promise<void> {
  clearSnapshot();
  await resetMockData(getBehaviour().scenario);
  // Save the fresh state so a reload keeps the scenario and the panel's settings.
  if (isPersistenceEnabled()) {
    markDirty();
    await primeAll();
  }
}
