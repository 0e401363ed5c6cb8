import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beginSocialSignIn, SOCIAL_STATE_KEY, takeSocialSignIn } from './socialState';

/** A Storage in memory, standing for this tab's sessionStorage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

let storage: Storage;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('window', { sessionStorage: storage });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the mark of a social sign-in started in this tab', () => {
  it('is a fresh unguessable value each time, kept in sessionStorage with Lembrar de mim', () => {
    const first = beginSocialSignIn(false);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.parse(storage.getItem(SOCIAL_STATE_KEY) ?? '')).toEqual({ state: first, remember: false });
    const second = beginSocialSignIn(true);
    expect(second).not.toBe(first);
    expect(JSON.parse(storage.getItem(SOCIAL_STATE_KEY) ?? '')).toEqual({ state: second, remember: true });
  });

  it('matches only its own state, once', () => {
    const state = beginSocialSignIn(false);
    expect(takeSocialSignIn(state)).toEqual({ state, remember: false });
    // Served once: the same address again (a reload, a copy of it) asks.
    expect(takeSocialSignIn(state)).toBeNull();
  });

  it('a planted link (no state, another state) gets nothing, and spends the mark: the real return then asks too', () => {
    const state = beginSocialSignIn(true);
    expect(takeSocialSignIn(null)).toBeNull();
    expect(takeSocialSignIn(state)).toBeNull();
    const again = beginSocialSignIn(true);
    expect(takeSocialSignIn(`${again.slice(0, -1)}x`)).toBeNull();
    expect(storage.getItem(SOCIAL_STATE_KEY)).toBeNull();
  });

  it('nothing started in this tab, or a kept value that is not ours: nothing', () => {
    expect(takeSocialSignIn('qualquer-coisa-com-16-letras')).toBeNull();
    storage.setItem(SOCIAL_STATE_KEY, 'não é JSON');
    expect(takeSocialSignIn('qualquer-coisa-com-16-letras')).toBeNull();
    storage.setItem(SOCIAL_STATE_KEY, JSON.stringify({ state: 'curto', remember: true }));
    expect(takeSocialSignIn('curto')).toBeNull();
  });
});
