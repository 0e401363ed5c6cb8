import { afterEach, describe, expect, it } from 'vitest';
import { applyScenarioBehaviour, DEFAULT_TOKEN_TTL_MS, getBehaviour, onBehaviourChange, scenarioFromUrl, updateBehaviour } from './state';

describe('scenarios and behaviour', () => {
  afterEach(() => applyScenarioBehaviour('default'));

  it('reads ?scenario= from a query string', () => {
    expect(scenarioFromUrl('?scenario=empty')).toBe('empty');
    expect(scenarioFromUrl('scenario=slow&x=1')).toBe('slow');
    expect(scenarioFromUrl('?a=1&scenario=expired-token')).toBe('expired-token');
    expect(scenarioFromUrl('?scenario=large')).toBe('large');
    expect(scenarioFromUrl('?scenario=unknown')).toBeUndefined();
    expect(scenarioFromUrl('')).toBeUndefined();
  });

  it('gives each scenario its behaviour', () => {
    applyScenarioBehaviour('slow');
    expect(getBehaviour().latencyMs).toBeGreaterThan(0);
    applyScenarioBehaviour('flaky');
    expect(getBehaviour().errorRate).toBeGreaterThan(0);
    applyScenarioBehaviour('expired-token');
    expect(getBehaviour().expireAllTokens).toBe(true);
    applyScenarioBehaviour('default');
    expect(getBehaviour()).toEqual({
      scenario: 'default',
      latencyMs: 0,
      errorRate: 0,
      tokenTtlMs: DEFAULT_TOKEN_TTL_MS,
      expireAllTokens: false,
    });
    // `large` changes the data only: it behaves as the default.
    applyScenarioBehaviour('large');
    expect(getBehaviour()).toEqual({
      scenario: 'large',
      latencyMs: 0,
      errorRate: 0,
      tokenTtlMs: DEFAULT_TOKEN_TTL_MS,
      expireAllTokens: false,
    });
  });

  it('updates behaviour from the demo panel, clamping nonsense and notifying listeners', () => {
    const seen: number[] = [];
    const stop = onBehaviourChange((b) => seen.push(b.latencyMs));
    updateBehaviour({ latencyMs: 800, errorRate: 2, tokenTtlMs: 60_000 });
    expect(getBehaviour()).toMatchObject({ scenario: 'default', latencyMs: 800, errorRate: 1, tokenTtlMs: 60_000 });
    updateBehaviour({ latencyMs: -5, errorRate: Number.NaN, expireAllTokens: true });
    expect(getBehaviour()).toMatchObject({ latencyMs: 0, errorRate: 0, expireAllTokens: true });
    updateBehaviour({ latencyMs: undefined });
    expect(getBehaviour().latencyMs).toBe(0);
    stop();
    updateBehaviour({ latencyMs: 10 });
    expect(seen).toEqual([800, 0, 0]);
  });
});
