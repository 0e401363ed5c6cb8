import { clearDb, db } from './db';
import {
  clearSnapshot,
  isPersistenceEnabled,
  loadSnapshot,
  markDirty,
  primeAll,
  readSnapshot,
  withPersistenceSuspended,
  type SnapshotStorage,
} from './persistence';
import { loadSeed } from './seed';
import { seedOfScenario } from './seed/variants';
import { applyScenarioBehaviour, getBehaviour, type ScenarioName } from './state';

/**
 * Resets the whole backend to the seed of a scenario, awaiting every row. `empty` keeps only the
 * demo accounts (so one can still sign in) and the dashboard's single values (indicators, tax
 * counter, weather); every list is empty. `large` is the default data with 10,000 apps and 1,000
 * accounts. The other scenarios share the default data. Each seed is built once (seed/variants.ts).
 */
export async function resetMockData(scenario: ScenarioName = 'default'): Promise<void> {
  await withPersistenceSuspended(async () => {
    clearDb();
    await loadSeed(db, seedOfScenario(scenario));
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

/**
 * Loads the backend's data at start: the saved snapshot in `storage` when there is one of this version
 * (and of `scenario`, when one is asked for), else the seed of `scenario` (`default` when none). A
 * snapshot that cannot be used is forgotten. Shared by the demo (localStorage) and the HTTP server (its
 * data file); persistence is turned on afterwards by the caller.
 */
export async function restoreOrSeed(
  storage: SnapshotStorage | null,
  scenario?: ScenarioName,
): Promise<{ restored: boolean; scenario: ScenarioName }> {
  if (storage) {
    const snapshot = readSnapshot(storage);
    if (snapshot && (scenario === undefined || snapshot.scenario === scenario) && (await loadSnapshot(snapshot))) {
      return { restored: true, scenario: snapshot.scenario };
    }
    clearSnapshot(storage);
  }
  await setScenario(scenario ?? 'default');
  return { restored: false, scenario: scenario ?? 'default' };
}
