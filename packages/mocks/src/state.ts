import { seededRandom } from './lib/random';

/**
 * The demo's scenarios. `empty` and `large` change the data (only the demo accounts; 10,000 apps and
 * 1,000 accounts); `slow`, `flaky` and `expired-token` change the behaviour, on the default data.
 */
export const SCENARIOS = ['default', 'empty', 'slow', 'flaky', 'expired-token', 'large'] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

export const isScenarioName = (value: unknown): value is ScenarioName =>
  typeof value === 'string' && (SCENARIOS as readonly string[]).includes(value);

/**
 * The scenario asked for by `?scenario=` in a query string (`window.location.search`, with or
 * without the leading `?`), or undefined when absent or unknown.
 */
export function scenarioFromUrl(search: string): ScenarioName | undefined {
  const value = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('scenario');
  return isScenarioName(value) ? value : undefined;
}

/** Behaviour of the simulated backend that the demo panel, stories and tests can change at run time. */
export interface MockBehaviour {
  scenario: ScenarioName;
  /** Extra delay added to every answer, in ms. */
  latencyMs: number;
  /** Share of requests (0..1) answered with a 500, drawn from a seeded generator. */
  errorRate: number;
  /** Lifetime of a newly issued token, in ms (8 hours by default). */
  tokenTtlMs: number;
  /** When true, every token is treated as expired (401). */
  expireAllTokens: boolean;
}

export const DEFAULT_TOKEN_TTL_MS = 8 * 60 * 60 * 1000;

const defaults = (scenario: ScenarioName): MockBehaviour => ({
  scenario,
  latencyMs: scenario === 'slow' ? 1500 : 0,
  errorRate: scenario === 'flaky' ? 0.3 : 0,
  tokenTtlMs: DEFAULT_TOKEN_TTL_MS,
  expireAllTokens: scenario === 'expired-token',
});

let behaviour: MockBehaviour = defaults('default');
let random = seededRandom(20261116);

export const getBehaviour = (): Readonly<MockBehaviour> => behaviour;

/** Applies a scenario's behaviour (the data side is reset by `resetMockData`). */
export function applyScenarioBehaviour(scenario: ScenarioName): void {
  behaviour = defaults(scenario);
  random = seededRandom(20261116);
  notify();
}

type BehaviourListener = (behaviour: Readonly<MockBehaviour>) => void;
const listeners = new Set<BehaviourListener>();

/** Called after every behaviour change (the demo snapshot stores it). Returns the unsubscribe. */
export function onBehaviourChange(listener: BehaviourListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const notify = () => {
  for (const listener of listeners) listener(behaviour);
};

/** Fine-grained changes from the demo panel (latency, error rate, token expiry). */
export function updateBehaviour(patch: Partial<Omit<MockBehaviour, 'scenario'>>): void {
  const clean = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  behaviour = { ...behaviour, ...clean };
  if (!Number.isFinite(behaviour.latencyMs) || behaviour.latencyMs < 0) behaviour.latencyMs = 0;
  behaviour.errorRate = Math.min(1, Math.max(0, Number.isFinite(behaviour.errorRate) ? behaviour.errorRate : 0));
  notify();
}

/** Restores a stored behaviour (demo snapshot) as is. */
export function restoreBehaviour(stored: MockBehaviour): void {
  behaviour = { ...stored };
  random = seededRandom(20261116);
  notify();
}

export const nextRandom = (): number => random();

/** The backend's clock: the real clock (stories and tests fix it themselves). */
export const now = (): number => Date.now();
