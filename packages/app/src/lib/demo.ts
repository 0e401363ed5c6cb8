import type { RoleName } from '@portal-fiscal/api-client';

export type DemoScenario = 'default' | 'empty' | 'slow' | 'flaky' | 'expired-token' | 'large';

export interface DemoBehaviour {
  scenario: DemoScenario;
  latencyMs: number;
  errorRate: number;
  tokenTtlMs: number;
  expireAllTokens: boolean;
}

export interface DemoEmail {
  to: string;
  subject: string;
  body: string;
  /** App-relative link, e.g. `/new/password?jwt=...`. */
  link: string;
  createdAt: string;
}

/** What the demo panel can do to the in-browser backend. */
export interface DemoControls {
  scenarios: readonly DemoScenario[];
  getBehaviour: () => Readonly<DemoBehaviour>;
  setScenario: (scenario: DemoScenario) => Promise<void>;
  updateBehaviour: (patch: Partial<Omit<DemoBehaviour, 'scenario'>>) => void;
  /** Drops the saved demo data and reloads the seed of the current scenario. */
  resetDemoData: () => Promise<void>;
  /** The demo's e-mail outbox (password recovery messages), newest first. */
  readOutbox: () => DemoEmail[];
  startInfo: () => { restored: boolean; scenario: DemoScenario; loadMs: number } | null;
}

/** The demo accounts and their shared password: what the login page's hint lists. */
export interface DemoAccounts {
  accounts: ReadonlyArray<{ email: string; role: RoleName; name: string; description: string }>;
  password: string;
}

/** The running mock backend, as the demo panel and the recovery page's outbox use it. */
export interface DemoBackend {
  /**
   * Follows a browser redirect served by the mock backend (social sign-in): a page navigation
   * never reaches the mock service worker, so the demo fetches it and goes where it points.
   */
  openExternal: (url: string) => Promise<void>;
  controls: DemoControls;
}

/**
 * What the app knows of the mock backend, given to it by its start-up (main.tsx) when mocks are on,
 * and null otherwise. The app never imports the mocks package itself, and never waits for it before
 * its first render: both halves are promises, settled while the first screen is already on show.
 */
export interface DemoInfo {
  /** A small chunk, fetched beside the first screen's: the login page waits for it (no layout shift). */
  accounts: Promise<DemoAccounts>;
  /** Resolves once the mock backend answers (its chunk downloaded, its data loaded, its worker running). */
  backend: Promise<DemoBackend>;
}

/**
 * A promise React's `use` reads without suspending: for values that are there from the start
 * (stories and tests build the demo synchronously).
 */
export function settled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}
