import { compactVerify, errors, SignJWT } from 'jose';
import * as v from 'valibot';
import { db } from '../db';
import type { AccountRecord } from '../db/schemas';
import { getBehaviour, now } from '../state';
import { newId } from './ids';

/**
 * The backend's tokens are JWTs signed with HMAC-SHA256 (`HS256`, by `jose`, the same in the browser and
 * in Node: Web Crypto underneath, hence async), with the account, its e-mail, the
 * time of issue and the expiry as claims, as a real backend issues them: a token whose claims or
 * signature were edited, or that was signed with another secret, is refused (401 'Token inválido.').
 *
 * The secret: in the browser demo a fixed one (the demo's stored session must survive a reload, and
 * the data behind it is on the user's own machine anyway); over HTTP (`npm run mock-server`) a random
 * one per start unless configured, so a token outlives neither a restart nor another server.
 */
export const DEMO_TOKEN_SECRET = 'portal-fiscal-demo-secret-known-to-everyone';

/**
 * The signing key, imported into Web Crypto once per secret (handed to jose as a `CryptoKey`: jose would
 * import raw bytes again at every signature and every check, and a page makes dozens of calls).
 */
const hmacKey = (value: string): Promise<CryptoKey> =>
  crypto.subtle.importKey('raw', new TextEncoder().encode(value), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

let secretText = DEMO_TOKEN_SECRET;
let secret: Promise<CryptoKey> | null = null;
/** The current secret's key, imported at its first use (not when this module loads). */
const signingKey = (): Promise<CryptoKey> => (secret ??= hmacKey(secretText));

/**
 * The shortest secret the HTTP server takes (`--secret`, `MOCK_TOKEN_SECRET`): 32 bytes, the HMAC-SHA256
 * key size RFC 7518 §3.2 asks for. A shorter one can be guessed offline from any token it signed.
 */
export const MIN_SECRET_BYTES = 32;

/** Sets the signing secret (the HTTP server's, per start or configured). Tokens signed before no longer pass. */
export function setTokenSecret(value: string): void {
  if (!value) throw new Error('The token secret must not be empty.');
  secretText = value;
  secret = null;
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

/** The only algorithm the backend signs with and accepts (jose refuses any other header, `none` included). */
const ALGORITHM = 'HS256';

/** Signs a token for `account`, valid for `ttlMs` from the backend's clock (the scenario's lifetime by default). */
export async function issueToken(account: Pick<AccountRecord, 'uuid' | 'email'>, ttlMs = getBehaviour().tokenTtlMs): Promise<string> {
  const iat = now();
  return signClaims({ sub: account.uuid, email: account.email, iat, exp: iat + ttlMs, jti: newId('tok') });
}

/**
 * Signs arbitrary claims with the current secret (issueToken, and tests that need an expired token).
 *
 * The times are the backend's clock in milliseconds (the demo's clock may be held still or moved), not
 * JWT's NumericDate in seconds: a password reset revokes the tokens issued before it to the millisecond.
 * So jose signs and checks the token (`SignJWT`, `compactVerify`: the signature and the algorithm) and
 * `checkToken` reads the claims and their times itself, against the backend's clock.
 */
export async function signClaims(claims: Claims): Promise<string> {
  const key = signingKey();
  return new SignJWT(claims).setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' }).sign(await key);
}

export type TokenCheck =
  | { ok: true; account: AccountRecord; jti: string; exp: number }
  | { ok: false; reason: 'missing' | 'malformed' | 'forged' | 'expired' | 'revoked' | 'unknown-account' };

/** The token's claims if its signature is ours, or why not: a signature or algorithm not ours is forged. */
async function verifiedClaims(token: string): Promise<Claims | 'malformed' | 'forged'> {
  const key = await signingKey();
  let payload: Uint8Array;
  try {
    ({ payload } = await compactVerify(token, key, { algorithms: [ALGORITHM] }));
  } catch (error) {
    if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JOSEAlgNotAllowed) return 'forged';
    return 'malformed';
  }
  try {
    return v.parse(ClaimsSchema, JSON.parse(new TextDecoder().decode(payload)));
  } catch {
    return 'malformed';
  }
}

export async function checkToken(token: string | null | undefined): Promise<TokenCheck> {
  if (!token) return { ok: false, reason: 'missing' };
  const claims = await verifiedClaims(token);
  if (typeof claims === 'string') return { ok: false, reason: claims };
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
