import { now } from '../state';

/**
 * A new id no outsider can guess or bracket: `${prefix}-` and 128 bits from the platform's cryptographic
 * random source, in hex. (Ids made of the time and a counter let two sign-ups around a victim's password
 * recovery bracket its reset token.) Lists never order by id: ties of time keep the order of creation.
 */
export const newId = (prefix: string): string =>
  `${prefix}-${Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;

/** The next numeric id of a table with numeric `id`s (max + 1). */
export const nextNumber = (ids: Iterable<number>): number => {
  let max = 0;
  for (const id of ids) if (id > max) max = id;
  return max + 1;
};

/** The backend's current time as ISO text. */
export const nowIso = (): string => new Date(now()).toISOString();
