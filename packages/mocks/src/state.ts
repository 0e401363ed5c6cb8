import { seededRandom } from './lib/random';

export const SCENARIOS = ['default', 'empty', 'slow', 'flaky', 'expired-token'] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

export const isScenarioName = (value: unknown): value is ScenarioName =>
  typeof value === 'string' && (SCENARIOS as readonly string[]).includes(value);

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
}

/** Fine-grained changes from the demo panel (latency, error rate, token expiry). */
export function updateBehaviour(patch: Partial<Omit<MockBehaviour, 'scenario'>>): void {
  behaviour = { ...behaviour, ...patch };
}

export const nextRandom = (): number => random();

/** The backend's clock: the real clock (stories and tests fix it themselves). */
export const now = (): number => Date.now();
