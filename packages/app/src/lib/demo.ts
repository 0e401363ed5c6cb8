import type { RoleName } from '@portal-fiscal/api-client';

export type DemoScenario = 'default' | 'empty' | 'slow' | 'flaky' | 'expired-token';

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

/**
 * What the app knows of the mock backend, given to it by its start-up (bootstrap/mocks.ts) when
 * mocks are on, and null otherwise. The app never imports the mocks package itself.
 */
export interface DemoInfo {
  accounts: ReadonlyArray<{ email: string; role: RoleName; name: string; description: string }>;
  password: string;
  /**
   * Follows a browser redirect served by the mock backend (social sign-in): a page navigation
   * never reaches the mock service worker, so the demo fetches it and goes where it points.
   */
  openExternal: (url: string) => Promise<void>;
  controls: DemoControls;
}
