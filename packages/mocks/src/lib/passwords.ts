import { scryptAsync } from '@noble/hashes/scrypt.js';

/**
 * Passwords are kept only as salted scrypt hashes (RFC 7914), computed by `@noble/hashes`: the same code
 * in the browser demo and in Node, asynchronous so a hash never blocks the page or the server for its
 * whole duration (it yields every few milliseconds).
 *
 * Stored as a PHC-style string that names its own parameters, so they can be raised later without
 * invalidating older hashes: `$scrypt$ln=15,r=8,p=1$<salt>$<hash>` (salt 16 random bytes, hash 32 bytes,
 * both base64 without padding).
 *
 * The parameters: N = 2^15, r = 8, p = 1 (32 MB and about 100 ms per hash on a 2-core machine, in Node and
 * in Chromium alike). They are chosen for the in-browser demo, which hashes on the page's own thread
 * within the login's 600 ms budget (docs/performance.md). OWASP's current minimum for scrypt is
 * N = 2^17 (docs/security.md): a real backend, hashing on its own machine, should use that or more.
 */
export const PASSWORD_HASH_PARAMS = { logN: 15, r: 8, p: 1, dkLen: 32 } as const;

const SALT_BYTES = 16;
/** Refused when read from a stored hash: a corrupt or hostile value must not make a verify take minutes. */
const MAX_LOG_N = 20;

const encoder = new TextEncoder();

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/=+$/, '');
}

function fromBase64(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]+$/.test(text)) return null;
  try {
    return Uint8Array.from(atob(text + '='.repeat((4 - (text.length % 4)) % 4)), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

interface ParsedHash {
  logN: number;
  r: number;
  p: number;
  salt: Uint8Array;
  hash: Uint8Array;
}

const HASH_PATTERN = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

function parseHash(stored: string): ParsedHash | null {
  const match = HASH_PATTERN.exec(stored);
  if (!match) return null;
  const [logN, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const salt = fromBase64(match[4] ?? '');
  const hash = fromBase64(match[5] ?? '');
  if (logN < 1 || logN > MAX_LOG_N || r < 1 || p < 1 || !salt || !hash || hash.length < 16) return null;
  return { logN, r, p, salt, hash };
}

const derive = (password: string, salt: Uint8Array, { logN, r, p }: { logN: number; r: number; p: number }, dkLen: number) =>
  scryptAsync(encoder.encode(password.normalize('NFC')), salt, { N: 2 ** logN, r, p, dkLen });

/** A new salted hash of `password` (a fresh random salt each time). */
export async function hashPassword(
  password: string,
  params: { logN: number; r: number; p: number } = PASSWORD_HASH_PARAMS,
): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, params, PASSWORD_HASH_PARAMS.dkLen);
  return `$scrypt$ln=${params.logN},r=${params.r},p=${params.p}$${toBase64(salt)}$${toBase64(hash)}`;
}

/** Compares in time independent of where the bytes differ. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/** Whether `password` is the one `stored` was made from. A malformed stored value matches nothing. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const hash = await derive(password, parsed.salt, parsed, parsed.hash.length);
  return sameBytes(hash, parsed.hash);
}

/** Whether a value has the shape of a stored hash (never a plain password). */
export const isPasswordHash = (value: string): boolean => parseHash(value) !== null;

/**
 * A hash of no account's password, with the same parameters, checked when a sign-in names an email that
 * has no account: the answer then takes as long as for a wrong password, so its timing tells nothing
 * about which emails exist.
 */
export const NO_ACCOUNT_HASH = '$scrypt$ln=15,r=8,p=1$3kD2OHLr9gTf4bx3bQpW7A$6rJp9xW1zOvz8b4M6eS2Jm3mS3qY1oY9v2mHkV6x0tI';
