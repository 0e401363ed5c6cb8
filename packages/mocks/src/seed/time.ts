import { SEED_NOW_ISO } from '../config';

/** The seed's fixed clock: its "now", a day, and the date of the rows that have no story of their own. */
export const NOW = Date.parse(SEED_NOW_ISO);
export const DAY = 24 * 60 * 60 * 1000;
export const SEED_CREATED_AT = '2025-01-02T12:00:00.000Z';

/** ISO text of a time; dates are cached per day (the 10,000-app catalogue formats ~100k times). */
const isoDays = new Map<number, string>();
const two = (n: number) => (n < 10 ? `0${n}` : String(n));
export function iso(ms: number): string {
  const day = Math.floor(ms / DAY);
  let date = isoDays.get(day);
  if (date === undefined) {
    date = new Date(day * DAY).toISOString().slice(0, 10);
    isoDays.set(day, date);
  }
  const rest = ms - day * DAY;
  const h = Math.floor(rest / 3_600_000);
  const m = Math.floor((rest % 3_600_000) / 60_000);
  const sec = Math.floor((rest % 60_000) / 1000);
  const milli = rest % 1000;
  return `${date}T${two(h)}:${two(m)}:${two(sec)}.${String(milli).padStart(3, '0')}Z`;
}
