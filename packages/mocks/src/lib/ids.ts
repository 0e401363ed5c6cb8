import { now } from '../state';

let counter = 0;
/** A new readable id: `${prefix}-${time36}-${n}`; unique within a page/process and across reloads. */
export const newId = (prefix: string): string => `${prefix}-${now().toString(36)}-${(++counter).toString(36)}`;

/** The next numeric id of a table with numeric `id`s (max + 1). */
export const nextNumber = (ids: Iterable<number>): number => {
  let max = 0;
  for (const id of ids) if (id > max) max = id;
  return max + 1;
};

/** The backend's current time as ISO text. */
export const nowIso = (): string => new Date(now()).toISOString();
