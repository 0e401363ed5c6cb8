/**
 * The mark of a social sign-in started in this tab: 'Entrar com Google' or 'Entrar com LinkedIn' keeps a
 * fresh random value, and the user's 'Lembrar de mim', in `sessionStorage` (this tab only) and sends the
 * value as `state`; the backend sends it back beside the token (`/login?token=…&state=…`). Only a token
 * that comes back with the value kept here signs in without a question, once: any other `?token=` (a
 * link someone planted) asks first (TokenParam). The value is read once and forgotten, found or not.
 */

export const SOCIAL_STATE_KEY = 'portal-fiscal.social-sign-in';

/** What a started sign-in keeps: the `state` it sent, and 'Lembrar de mim' at the click. */
export interface SocialStart {
  state: string;
  remember: boolean;
}

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

/** 32 random bytes in base64url (43 characters): what `state` carries. */
function randomState(): string {
  let binary = '';
  for (const byte of crypto.getRandomValues(new Uint8Array(32))) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Starts a social sign-in: a new `state` (replacing any earlier one) kept for this tab with `remember`. */
export function beginSocialSignIn(remember: boolean): string {
  const state = randomState();
  storage()?.setItem(SOCIAL_STATE_KEY, JSON.stringify({ state, remember } satisfies SocialStart));
  return state;
}

/**
 * The sign-in this tab started, when `state` (from the address) is its value: then its 'Lembrar de mim';
 * null otherwise. Whatever the answer, the kept value is forgotten: it serves once.
 */
export function takeSocialSignIn(state: string | null): SocialStart | null {
  const store = storage();
  const raw = store?.getItem(SOCIAL_STATE_KEY) ?? null;
  store?.removeItem(SOCIAL_STATE_KEY);
  if (!raw || !state) return null;
  try {
    const kept: unknown = JSON.parse(raw);
    if (typeof kept !== 'object' || kept === null) return null;
    const { state: value, remember } = kept as Record<string, unknown>;
    if (typeof value !== 'string' || value.length < 16 || typeof remember !== 'boolean') return null;
    return sameText(value, state) ? { state: value, remember } : null;
  } catch {
    return null;
  }
}

/** Compares in time independent of where the texts differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
