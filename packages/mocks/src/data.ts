import { clearDb, db } from './db';
import { seedAccounts } from './seed/accounts';
import { applyScenarioBehaviour, type ScenarioName } from './state';

/**
 * Resets the whole backend to the seed of a scenario. `empty` keeps only the demo accounts (so one
 * can still sign in) and empties every other table.
 */
export async function resetMockData(_scenario: ScenarioName = 'default'): Promise<void> {
  clearDb();
  await Promise.all(seedAccounts().map((account) => db.accounts.create(account)));
}

/** Switches the scenario: behaviour (latency, failures, token expiry) and data. */
export async function setScenario(scenario: ScenarioName): Promise<void> {
  applyScenarioBehaviour(scenario);
  await resetMockData(scenario);
}
