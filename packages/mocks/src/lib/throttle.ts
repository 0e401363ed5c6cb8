import { eachTable } from '../db';
import { now } from '../state';
import { errorResponse } from './responses';

/**
 * Throttling of the calls an attacker repeats: password guessing (login), reset-token guessing and
 * recovery mail flooding. Each rule counts events per key (an account, a client) in a sliding window
 * on the backend's clock (`now()`, so tests move it with fake timers); once a key holds `limit`
 * events inside the window, the call is refused with 429 until the oldest of them leaves it.
 *
 * Accounts and clients are counted apart, and only failures count for logins: a success never
 * clears a client's count, so an attacker cannot interleave their own good login to keep guessing
 * another account's password.
 */

/**
 * The header naming the caller. The msw handlers only see a Request, so the HTTP layer sets it from
 * the socket's remote address (after deleting any value the caller sent); in the browser demo there is
 * one client, the browser.
 */
export const CLIENT_HEADER = 'x-mock-client';
export const DEFAULT_CLIENT = 'browser';

/** The client a request comes from (see CLIENT_HEADER). */
export const clientOf = (request: Request): string => request.headers.get(CLIENT_HEADER) ?? DEFAULT_CLIENT;

export interface ThrottleRule {
  /** Events allowed inside the window; the next one is refused. */
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The rules of the auth calls: the reference a real backend copies. */
export const THROTTLE_RULES = {
  /** Wrong passwords for one account (the email as sent, lowercased, whether or not it has an account). */
  loginAccount: { limit: 10, windowMs: MINUTE },
  /**
   * The same, per hour: 10 a minute alone would still be 600 an hour; OWASP ASVS 2.2.1 asks for at most
   * 100 failed attempts an hour on one account.
   */
  loginAccountHour: { limit: 100, windowMs: HOUR },
  /** Wrong passwords from one client, whatever the account (password spraying). */
  loginClient: { limit: 30, windowMs: MINUTE },
  /** The same, per hour. */
  loginClientHour: { limit: 300, windowMs: HOUR },
  /** Failed reset attempts (unknown, used or expired token, refused password) from one client. */
  resetClient: { limit: 10, windowMs: MINUTE },
  /** Reset attempts on one account's tokens. */
  resetAccount: { limit: 10, windowMs: MINUTE },
  /** Recovery e-mails asked for one address (flooding someone's mailbox), existing or not. */
  recoveryAccount: { limit: 5, windowMs: 15 * MINUTE },
  /** Recovery e-mails asked by one client. */
  recoveryClient: { limit: 20, windowMs: 15 * MINUTE },
  /**
   * Sign-ups from one client without a token (`POST {server}/account`, `POST {apiNode}/accounts`), created or
   * 'Conta já existe' alike: the 409 says whether an email has an account, so asking must be slow.
   */
  signUpClient: { limit: 20, windowMs: HOUR },
} as const satisfies Record<string, ThrottleRule>;
export type ThrottleRuleName = keyof typeof THROTTLE_RULES;

/** Times of the counted events, oldest first, per `${rule}:${key}`. */
const events = new Map<string, number[]>();
/** Above this many keys, a count sweeps the expired ones (an attacker trying many emails must not grow memory forever). */
const SWEEP_ABOVE = 10_000;

const slot = (rule: ThrottleRuleName, key: string) => `${rule}:${key}`;

/** The events of a key still inside its window (drops the older ones). */
function live(rule: ThrottleRuleName, key: string, at: number): number[] {
  const id = slot(rule, key);
  const times = events.get(id);
  if (!times) return [];
  const from = at - THROTTLE_RULES[rule].windowMs;
  while (times.length > 0 && (times[0] ?? 0) <= from) times.shift();
  if (times.length === 0) events.delete(id);
  return times;
}

/** Milliseconds until `key` may act again under `rule`; 0 when it may now. */
export function waitMs(rule: ThrottleRuleName, key: string): number {
  const at = now();
  const times = live(rule, key, at);
  const { limit, windowMs } = THROTTLE_RULES[rule];
  if (times.length < limit) return 0;
  // The call is free again once enough of the oldest events have left the window.
  const freeing = times[times.length - limit] ?? at;
  return Math.max(1, freeing + windowMs - at);
}

/** Counts one event of `key` under `rule`. */
export function hit(rule: ThrottleRuleName, key: string): void {
  const at = now();
  if (events.size > SWEEP_ABOVE) sweep(at);
  const id = slot(rule, key);
  const times = live(rule, key, at);
  times.push(at);
  events.set(id, times);
}

/** Forgets the events of `key` under `rule` (a right password clears its account's count, never the client's). */
export function clearKey(rule: ThrottleRuleName, key: string): void {
  events.delete(slot(rule, key));
}

function sweep(at: number): void {
  for (const id of [...events.keys()]) {
    const rule = id.slice(0, id.indexOf(':')) as ThrottleRuleName;
    live(rule, id.slice(rule.length + 1), at);
  }
}

/** Forgets every count (a reset of the demo data starts clean). */
export function resetThrottles(): void {
  events.clear();
}

// The counts belong to the data: whenever a reset (a scenario switch, "Restaurar dados", a restored
// snapshot) puts fresh tables in place, they start over. `eachTable` calls back for each new table.
eachTable((name) => {
  if (name === 'accounts') resetThrottles();
});

/** "1 minuto", "15 minutos": the wait, rounded up to whole minutes. */
export function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
}

/** 429 in the one error shape, with `Retry-After` in whole seconds (RFC 9110 §10.2.3). */
export function tooManyRequests(ms: number): Response {
  const response = errorResponse(429, `Muitas tentativas. Tente novamente em ${waitText(ms)}.`, { code: 'too_many_requests' });
  response.headers.set('Retry-After', String(Math.max(1, Math.ceil(ms / 1000))));
  return response;
}

/**
 * The 429 to answer when any of `checks` is over its limit (the longest wait), or null. Checked
 * before the call does anything, so a throttled guess learns nothing about the password or token.
 */
export function throttled(...checks: Array<[ThrottleRuleName, string]>): Response | null {
  let longest = 0;
  for (const [rule, key] of checks) longest = Math.max(longest, waitMs(rule, key));
  return longest > 0 ? tooManyRequests(longest) : null;
}
