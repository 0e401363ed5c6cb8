import * as v from 'valibot';
import { decodeBase64Json, encodeBase64Json } from '@portal-fiscal/api-client';
import { db } from '../db';
import type { AccountRecord } from '../db/schemas';
import { getBehaviour, now } from '../state';

/** A JWT-shaped mock token: `mock.<base64 claims>.sig`. Only this backend reads it. */
const ClaimsSchema = v.object({ sub: v.string(), email: v.string(), iat: v.number(), exp: v.number() });

export function issueToken(account: Pick<AccountRecord, 'uuid' | 'email'>, ttlMs = getBehaviour().tokenTtlMs): string {
  const iat = now();
  return `mock.${encodeBase64Json({ sub: account.uuid, email: account.email, iat, exp: iat + ttlMs })}.sig`;
}

export type TokenCheck = { ok: true; account: AccountRecord } | { ok: false; reason: 'missing' | 'malformed' | 'expired' | 'unknown-account' };

export function checkToken(token: string | null | undefined): TokenCheck {
  if (!token) return { ok: false, reason: 'missing' };
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== 'mock' || !parts[1]) return { ok: false, reason: 'malformed' };
  let claims: v.InferOutput<typeof ClaimsSchema>;
  try {
    claims = v.parse(ClaimsSchema, decodeBase64Json(parts[1]));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (getBehaviour().expireAllTokens || claims.exp <= now()) return { ok: false, reason: 'expired' };
  const account = db.accounts.findFirst((q) => q.where({ uuid: claims.sub }));
  if (!account || account.accountsStatus !== 'ATIVO') return { ok: false, reason: 'unknown-account' };
  return { ok: true, account };
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
  expired: 'Token expirado.',
  'unknown-account': 'Conta do token não encontrada ou inativa.',
};
export const tokenFailureMessage = (check: Exclude<TokenCheck, { ok: true }>) => reasonText[check.reason];
