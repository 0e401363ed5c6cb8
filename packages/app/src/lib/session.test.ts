import { describe, expect, it } from 'vitest';
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
