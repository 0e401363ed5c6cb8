/**
 * What an id in the address is made of. Also the rule of the early-calls script (build/earlyCalls.ts),
 * which reads a record's id from the address before any of this code runs.
 */
export const ID_PATTERN = /^[\w-]{1,100}$/;

/** An id read from the address: trimmed, and only the characters ids are made of; anything else is not an id. */
export function idParam(search: string, name = 'id'): string | null {
  const value = new URLSearchParams(search).get(name)?.trim() ?? '';
  return ID_PATTERN.test(value) ? value : null;
}

/** The longest search an address may hold: a longer one is not something a user typed. */
export const MAX_QUERY_LENGTH = 200;
const PAGE = /^[1-9]\d{0,5}$/;

/**
 * The 1-based `page` of a list's address: 1 when absent, null when it is not a positive whole number
 * (up to six digits). Each list decides what null means (a not-found state, or page 1).
 */
export function pageParam(query: URLSearchParams): number | null {
  const text = query.get('page');
  if (text === null) return 1;
  return PAGE.test(text) ? Number(text) : null;
}

/** The search `q` of a list's address (trimmed unless told not to): '' when absent, null when absurdly long. */
export function searchParam(query: URLSearchParams, { trim = true }: { trim?: boolean } = {}): string | null {
  const raw = query.get('q') ?? '';
  const q = trim ? raw.trim() : raw;
  return q.length > MAX_QUERY_LENGTH ? null : q;
}
