import { atom, type SetStateAction } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import * as v from 'valibot';
import { RoleNameSchema, permissionsFor, type Permissions } from '@portal-fiscal/api-client';

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

/**
 * The browser's storage of that name, or null outside a browser. Each is touched only when used: a page's
 * first touch of `sessionStorage` costs 1–3 ms of its main thread (the storage is opened then), inside the
 * start chunk's evaluation, and reading a remembered session never needs it.
 */
const browserStorage = (name: 'localStorage' | 'sessionStorage'): Storage | null => (typeof window === 'undefined' ? null : window[name]);

/**
 * Reads the session from either storage and writes it to the one "remember me" chose, so a
 * remembered session survives closing the browser and an unremembered one does not.
 * Anything unreadable counts as signed out.
 */
const sessionStorageAdapter = {
  getItem(key: string, initialValue: Session | null): Session | null {
    const local = browserStorage('localStorage');
    if (!local) return initialValue;
    const raw = local.getItem(key) ?? browserStorage('sessionStorage')?.getItem(key);
    if (!raw) return initialValue;
    try {
      const parsed = v.safeParse(SessionSchema, JSON.parse(raw));
      return parsed.success ? parsed.output : initialValue;
    } catch {
      return initialValue;
    }
  },
  setItem(key: string, value: Session | null): void {
    const local = browserStorage('localStorage');
    const session = browserStorage('sessionStorage');
    if (!local || !session) return;
    local.removeItem(key);
    session.removeItem(key);
    if (value) (value.remember ? local : session).setItem(key, JSON.stringify(value));
  },
  removeItem(key: string): void {
    browserStorage('localStorage')?.removeItem(key);
    browserStorage('sessionStorage')?.removeItem(key);
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

/**
 * Whether a session says who is signed in (name and role): its screens show at once while its token is
 * checked. A session from a bare token (social sign-in) learns them only after the check.
 */
export const isSessionIdentified = (session: Session | null): session is Session =>
  session !== null && session.name.trim() !== '' && session.role !== null;

/** The session as stored (either storage, see `sessionStorageAdapter`). */
const storedSessionAtom = atomWithStorage<Session | null>(SESSION_KEY, null, sessionStorageAdapter, { getOnInit: true });

/**
 * True while the app renders a signed-in address's frame (ADR 0014): at build time (src/prerender.tsx), and
 * in the browser while that very markup is hydrated, until main.tsx ends it after the first commit. The
 * hydration's render must be the build's, which knew nobody, so the session then says nothing of anyone
 * (`sessionAtom`) and the screens leave out what depends on the hour or the day (shell/frame.ts `useIsFrame`; `useFrameEnd` lifts the frame's marks when it ends).
 */
export const frameViewAtom = atom(false);

/**
 * The signed-in user's session, or null. While `frameViewAtom` is on it reads as what a frame knows of it:
 * that there is one, and nothing of whom (no name, role or photo, what a screen shows of it);
 * writes always go to the stored session (an updater function is given the stored one), so the frame's
 * view is never written anywhere.
 */
export const sessionAtom = atom(
  (get) => {
    const session = get(storedSessionAtom);
    return session && get(frameViewAtom) ? { ...session, name: '', role: null, profilePicture: null } : session;
  },
  (get, set, update: SetStateAction<Session | null>) =>
    set(storedSessionAtom, typeof update === 'function' ? update(get(storedSessionAtom)) : update),
);

export const permissionsAtom = atom<Permissions>((get) => permissionsFor(get(sessionAtom)?.role));
