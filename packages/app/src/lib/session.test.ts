import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { readTokenClaims, sessionFromAuth, sessionFromToken } from './sessionFrom';

const b64 = (value: unknown) => btoa(JSON.stringify(value));

describe('session', () => {
  it('keeps every field the spec lists from a sign-in', () => {
    const session = sessionFromAuth(
      { token: 't', email: 'ana@x.br', name: 'Ana', profilePicture: null, role: 'MARKETPLACE_ADMIN' },
      true,
      new Date('2026-11-16T13:00:00Z'),
    );
    expect(session).toEqual({
      token: 't',
      email: 'ana@x.br',
      name: 'Ana',
      role: 'MARKETPLACE_ADMIN',
      profilePicture: null,
      accountFields: { name: 'Ana', email: 'ana@x.br', role: 'MARKETPLACE_ADMIN', pfp: null },
      lastLogin: '2026-11-16T13:00:00.000Z',
      remember: true,
    });
  });

  it('reads identity claims from a JWT-shaped token and nothing from an opaque one', () => {
    expect(readTokenClaims(`x.${b64({ email: 'a@b.br', sub: '1' })}.y`)).toEqual({ email: 'a@b.br' });
    expect(readTokenClaims('opaque-token')).toEqual({});
    expect(readTokenClaims('a.%%%.b')).toEqual({});
    expect(sessionFromToken('opaque').email).toBe('');
  });
});

describe('completing a bare-token session', () => {
  it('fills name, role and picture from the account, keeping what the session has', async () => {
    const { completeSession, isSessionIncomplete } = await import('./sessionFrom');
    const bare = sessionFromToken(`mock.${b64({ email: 'helena.prado@gmail.demo' })}.sig`, new Date('2026-11-16T13:00:00Z'));
    expect(isSessionIncomplete(bare)).toBe(true);
    const done = completeSession(bare, { name: 'Helena Prado', role: 'MARKETPLACE_USER', profilePicture: null });
    expect(done).toMatchObject({
      email: 'helena.prado@gmail.demo',
      name: 'Helena Prado',
      role: 'MARKETPLACE_USER',
      accountFields: { name: 'Helena Prado', email: 'helena.prado@gmail.demo', role: 'MARKETPLACE_USER', pfp: null },
    });
    expect(isSessionIncomplete(done)).toBe(false);
    expect(isSessionIncomplete(null)).toBe(false);
    expect(isSessionIncomplete(sessionFromToken('opaque'))).toBe(false);
  });
});

describe('a session that says who is signed in', () => {
  it('is one from a sign-in (name and role), not one from a bare token or none', async () => {
    const { isSessionIdentified } = await import('./session');
    const signedIn = sessionFromAuth({ token: 't', email: 'ana@x.br', name: 'Ana', profilePicture: null, role: 'MARKETPLACE_USER' }, true);
    expect(isSessionIdentified(signedIn)).toBe(true);
    expect(isSessionIdentified(sessionFromToken(`x.${b64({ email: 'a@b.br', name: 'Ana' })}.y`))).toBe(false);
    expect(isSessionIdentified({ ...signedIn, name: '  ' })).toBe(false);
    expect(isSessionIdentified(null)).toBe(false);
  });
});

describe('the stored session', () => {
  // Each test below loads the module anew in a stand-in window: the next file's tests get the real globals back.
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  /** A stand-in window whose two storages count how often each is touched. */
  function fakeWindow(local: Record<string, string>, session: Record<string, string>) {
    const touched = { localStorage: 0, sessionStorage: 0 };
    const storage = (values: Record<string, string>) => ({
      getItem: (key: string) => values[key] ?? null,
      setItem: (key: string, value: string) => void (values[key] = value),
      removeItem: (key: string) => void delete values[key],
    });
    const stores = { localStorage: storage(local), sessionStorage: storage(session) };
    const window = {
      get localStorage() {
        touched.localStorage += 1;
        return stores.localStorage;
      },
      get sessionStorage() {
        touched.sessionStorage += 1;
        return stores.sessionStorage;
      },
    };
    return { window, touched };
  }

  it('reads a remembered session at start-up without touching sessionStorage, and an unremembered one from it', async () => {
    const { SESSION_KEY } = await import('./session');
    const remembered = sessionFromAuth(
      { token: 't', email: 'ana@x.br', name: 'Ana', profilePicture: null, role: 'MARKETPLACE_USER' },
      true,
    );
    const once = sessionFromAuth({ token: 'u', email: 'bia@x.br', name: 'Bia', profilePicture: null, role: 'MARKETPLACE_USER' }, false);
    /** The module as a page's start loads it, in `window`: its session atom reads the storage when it is made. */
    const start = async (window: object) => {
      vi.resetModules();
      vi.stubGlobal('window', window);
      const { sessionAtom } = await import('./session');
      return { store: createStore(), sessionAtom };
    };

    const inLocal = fakeWindow({ [SESSION_KEY]: JSON.stringify(remembered) }, {});
    const first = await start(inLocal.window);
    expect(first.store.get(first.sessionAtom)).toEqual(remembered);
    expect(inLocal.touched).toEqual({ localStorage: 1, sessionStorage: 0 });

    const local: Record<string, string> = {};
    const session: Record<string, string> = { [SESSION_KEY]: JSON.stringify(once) };
    const inSession = fakeWindow(local, session);
    const second = await start(inSession.window);
    expect(second.store.get(second.sessionAtom)).toEqual(once);
    // A write goes to the storage "remember me" chose, and out of the other.
    second.store.set(second.sessionAtom, remembered);
    expect([Object.keys(local), Object.keys(session)]).toEqual([[SESSION_KEY], []]);
    second.store.set(second.sessionAtom, null);
    expect([Object.keys(local), Object.keys(session)]).toEqual([[], []]);
  });
});
