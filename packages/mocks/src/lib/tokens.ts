import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import * as v from 'valibot';
import { db } from '../db';
import type { AccountRecord } from '../db/schemas';
import { getBehaviour, now } from '../state';
import { newId } from './ids';

/**
 * The backend's tokens are JWTs signed with HMAC-SHA256 (`HS256`), with the account, its e-mail, the
 * time of issue and the expiry as claims, as a real backend issues them: a token whose claims or
 * signature were edited, or that was signed with another secret, is refused (401 'Token inválido.').
 *
 * The secret: in the browser demo a fixed one (the demo's stored session must survive a reload, and
 * the data behind it is on the user's own machine anyway); over HTTP (`npm run mock-server`) a random
 * one per start unless configured, so a token outlives neither a restart nor another server.
 */
export const DEMO_TOKEN_SECRET = 'portal-fiscal-demo-secret-known-to-everyone';

let secret: Uint8Array = new TextEncoder().encode(DEMO_TOKEN_SECRET);

/**
 * The shortest secret the HTTP server takes (`--secret`, `MOCK_TOKEN_SECRET`): 32 bytes, the HMAC-SHA256
 * key size RFC 7518 §3.2 asks for. A shorter one can be guessed offline from any token it signed.
 */
export const MIN_SECRET_BYTES = 32;

/** Sets the signing secret (the HTTP server's, per start or configured). Tokens signed before no longer pass. */
export function setTokenSecret(value: string): void {
  if (!value) throw new Error('The token secret must not be empty.');
  secret = new TextEncoder().encode(value);
}

/**
 * `jti`: the token's own id (128 random bits), by which 'Sair' revokes that one session and no other
 * (`revokeToken`). A token without one is malformed.
 */
const ClaimsSchema = v.object({
  sub: v.string(),
  email: v.string(),
  iat: v.number(),
  exp: v.number(),
  jti: v.pipe(v.string(), v.minLength(16)),
});
type Claims = v.InferOutput<typeof ClaimsSchema>;

const HEADER = base64Url(new TextEncoder().encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' })));

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

const signature = (signed: string): string => base64Url(hmac(sha256, secret, new TextEncoder().encode(signed)));

/** Compares two strings in time independent of where they differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** Signs a token for `account`, valid for `ttlMs` from the backend's clock (the scenario's lifetime by default). */
export function issueToken(account: Pick<AccountRecord, 'uuid' | 'email'>, ttlMs = getBehaviour().tokenTtlMs): string {
  const iat = now();
  return signClaims({ sub: account.uuid, email: account.email, iat, exp: iat + ttlMs, jti: newId('tok') });
}

/** Signs arbitrary claims with the current secret (issueToken, and tests that need an expired token). */
export function signClaims(claims: Claims): string {
  const body = `${HEADER}.${base64Url(new TextEncoder().encode(JSON.stringify(claims)))}`;
  return `${body}.${signature(body)}`;
}

export type TokenCheck =
  | { ok: true; account: AccountRecord; jti: string; exp: number }
  | { ok: false; reason: 'missing' | 'malformed' | 'forged' | 'expired' | 'revoked' | 'unknown-account' };

export function checkToken(token: string | null | undefined): TokenCheck {
  if (!token) return { ok: false, reason: 'missing' };
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[0] || !parts[1] || !parts[2]) return { ok: false, reason: 'malformed' };
  if (!sameText(parts[2], signature(`${parts[0]}.${parts[1]}`))) return { ok: false, reason: 'forged' };
  let claims: Claims;
  try {
    claims = v.parse(ClaimsSchema, JSON.parse(new TextDecoder().decode(fromBase64Url(parts[1]))));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (getBehaviour().expireAllTokens || claims.exp <= now()) return { ok: false, reason: 'expired' };
  const account = db.accounts.findFirst((q) => q.where({ uuid: claims.sub }));
  if (!account || account.accountsStatus !== 'ATIVO') return { ok: false, reason: 'unknown-account' };
  // A password reset revokes the tokens issued before it. Strictly earlier: a token issued in the
  // same millisecond as the reset (after it, by the handler's order) must keep working.
  if (account.tokensValidAfter !== undefined && claims.iat < account.tokensValidAfter) return { ok: false, reason: 'revoked' };
  // Ended by 'Sair' (POST {server}/auth/logout).
  if (account.revokedSessions?.some((s) => s.jti === claims.jti)) return { ok: false, reason: 'revoked' };
  return { ok: true, account, jti: claims.jti, exp: claims.exp };
}

/**
 * Ends the session of a valid token: its `jti` joins its account's `revokedSessions` until it would have
 * expired anyway (the list drops the ones past their `exp` at each write), so the token gets 401
 * 'Token revogado.' on every call from now on, whatever the transport. The account's other sessions stay.
 */
export async function revokeToken(check: Extract<TokenCheck, { ok: true }>): Promise<void> {
  const at = now();
  await db.accounts.update((q) => q.where({ uuid: check.account.uuid }), {
    data(account) {
      const kept = (account.revokedSessions ?? []).filter((s) => s.exp > at && s.jti !== check.jti);
      account.revokedSessions = [...kept, { jti: check.jti, exp: check.exp }];
    },
  });
}

/** Reads `Authorization: Bearer <token>` from a request. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1] ?? null;
}

const reasonText: Record<Exclude<TokenCheck, { ok: true }>['reason'], string> = {
  missing: 'Token ausente.',
  malformed: 'Token malformado.',
  forged: 'Token inválido.',
  expired: 'Token expirado.',
  revoked: 'Token revogado.',
  'unknown-account': 'Conta do token não encontrada ou inativa.',
};
export const tokenFailureMessage = (check: Exclude<TokenCheck, { ok: true }>) => reasonText[check.reason];
