import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import * as v from 'valibot';
import { RoleNameSchema, permissionsFor, type Account, type AuthSession, type Permissions } from '@portal-fiscal/api-client';

/** What the portal keeps of a signed-in user (spec 01 §3 "Session data"). */
export const SessionSchema = v.object({
  token: v.pipe(v.string(), v.minLength(1)),
  email: v.string(),
  name: v.string(),
  role: v.nullable(RoleNameSchema),
  profilePicture: v.nullable(v.string()),
  accountFields: v.object({ name: v.string(), email: v.string(), role: v.nullable(RoleNameSchema), pfp: v.nullable(v.string()) }),
  /** ISO date of this sign-in. */
  lastLogin: v.string(),
  /** "Lembrar de mim": persistent storage when true, this browser session only when false. */
  remember: v.boolean(),
});
export type Session = v.InferOutput<typeof SessionSchema>;

export const SESSION_KEY = 'portal-fiscal.session';

const browserStorages = () =>
  typeof window === 'undefined' ? null : { local: window.localStorage, session: window.sessionStorage };

/**
 * Reads the session from either storage and writes it to the one "remember me" chose, so a
 * remembered session survives closing the browser and an unremembered one does not.
 * Anything unreadable counts as signed out.
 */
const sessionStorageAdapter = {
  getItem(key: string, initialValue: Session | null): Session | null {
    const stores = browserStorages();
    if (!stores) return initialValue;
    const raw = stores.local.getItem(key) ?? stores.session.getItem(key);
    if (!raw) return initialValue;
    try {
      const parsed = v.safeParse(SessionSchema, JSON.parse(raw));
      return parsed.success ? parsed.output : initialValue;
    } catch {
      return initialValue;
    }
  },
  setItem(key: string, value: Session | null): void {
    const stores = browserStorages();
    if (!stores) return;
    stores.local.removeItem(key);
    stores.session.removeItem(key);
    if (value) (value.remember ? stores.local : stores.session).setItem(key, JSON.stringify(value));
  },
  removeItem(key: string): void {
    const stores = browserStorages();
    stores?.local.removeItem(key);
    stores?.session.removeItem(key);
  },
  subscribe(key: string, callback: (value: Session | null) => void, initialValue: Session | null) {
    if (typeof window === 'undefined') return () => undefined;
    const listener = (event: StorageEvent) => {
      if (event.key === key) callback(sessionStorageAdapter.getItem(key, initialValue));
    };
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  },
};

export const sessionAtom = atomWithStorage<Session | null>(SESSION_KEY, null, sessionStorageAdapter, { getOnInit: true });

export const permissionsAtom = atom<Permissions>((get) => permissionsFor(get(sessionAtom)?.role));

/** Builds the stored session from a sign-in answer. */
export function sessionFromAuth(auth: AuthSession, remember: boolean, now: Date = new Date()): Session {
  return {
    token: auth.token,
    email: auth.email,
    name: auth.name,
    role: auth.role,
    profilePicture: auth.profilePicture,
    accountFields: { name: auth.name, email: auth.email, role: auth.role, pfp: auth.profilePicture },
    lastLogin: now.toISOString(),
    remember,
  };
}

/** A session from a bare token (social sign-in, `?token=`): identity fields come from the token's claims when it has them. */
export function sessionFromToken(token: string, now: Date = new Date()): Session {
  const claims = readTokenClaims(token);
  const email = claims.email ?? '';
  const name = claims.name ?? '';
  return {
    token,
    email,
    name,
    role: null,
    profilePicture: null,
    accountFields: { name, email, role: null, pfp: null },
    lastLogin: now.toISOString(),
    remember: true,
  };
}

/** Reads `email`/`name` from a JWT-shaped token's payload; an opaque token gives nothing. */
export function readTokenClaims(token: string): { email?: string; name?: string } {
  const payload = token.split('.')[1];
  if (!payload) return {};
  try {
    const json: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(payload.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))));
    const parsed = v.safeParse(v.object({ email: v.optional(v.string()), name: v.optional(v.string()) }), json);
    return parsed.success ? { ...(parsed.output.email ? { email: parsed.output.email } : {}), ...(parsed.output.name ? { name: parsed.output.name } : {}) } : {};
  } catch {
    return {};
  }
}

/** A session from a bare token lacks the name and role (and picture): true while they are still to be looked up. */
export const isSessionIncomplete = (session: Session | null): session is Session =>
  session !== null && session.email !== '' && (session.name.trim() === '' || session.role === null);

/** Fills what a bare-token session lacks from the account record; what the session already has wins. */
export function completeSession(session: Session, account: Pick<Account, 'name' | 'role' | 'profilePicture'>): Session {
  const name = session.name.trim() || account.name;
  const role = session.role ?? account.role;
  const profilePicture = session.profilePicture ?? account.profilePicture;
  return { ...session, name, role, profilePicture, accountFields: { name, email: session.email, role, pfp: profilePicture } };
}
