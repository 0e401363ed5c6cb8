import * as v from 'valibot';
import type { Account, AuthSession } from '@portal-fiscal/api-client';
import type { Session } from './session';

// How sessions are made and completed: used by the screens that sign in (a chunk of their own), not by
// the start-up, which only reads the stored session (session.ts).

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

/**
 * A session from a bare token (social sign-in, `?token=`): identity fields come from the token's claims when
 * it has them. `remember`: 'Lembrar de mim' (localStorage) or this tab only (sessionStorage).
 */
export function sessionFromToken(token: string, now: Date = new Date(), remember = true): Session {
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
    remember,
  };
}

/** Reads `email`/`name` from a JWT-shaped token's payload; an opaque token gives nothing. */
export function readTokenClaims(token: string): { email?: string; name?: string } {
  const payload = token.split('.')[1];
  if (!payload) return {};
  try {
    const json: unknown = JSON.parse(
      new TextDecoder().decode(Uint8Array.from(atob(payload.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))),
    );
    const parsed = v.safeParse(v.object({ email: v.optional(v.string()), name: v.optional(v.string()) }), json);
    return parsed.success
      ? { ...(parsed.output.email ? { email: parsed.output.email } : {}), ...(parsed.output.name ? { name: parsed.output.name } : {}) }
      : {};
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
