/** The time zone every dashboard date is read in (spec §9). */
export const CALENDAR_TIME_ZONE = 'America/Sao_Paulo';

/** A civil date (no time, no zone): the calendar's unit. `month` is 1-12. */
export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

// Made on first use, not when the module loads (every screen loads this chunk; see Indicator/formatPercent.ts).
let partsFormatter: Intl.DateTimeFormat | undefined;
const parts = () =>
  (partsFormatter ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: CALENDAR_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }));

/** The civil date of an instant as seen in São Paulo. */
export function civilDateInSaoPaulo(instant: Date): CivilDate {
  const dateParts = parts().formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(dateParts.find((p) => p.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** Days since 1970-01-01 (a civil day count, no zone involved). */
export function toDayNumber(d: CivilDate): number {
  return Math.floor(Date.UTC(d.year, d.month - 1, d.day) / 86_400_000);
}

export function fromDayNumber(n: number): CivilDate {
  const utc = new Date(n * 86_400_000);
  return { year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate() };
}

export function addDays(d: CivilDate, days: number): CivilDate {
  return fromDayNumber(toDayNumber(d) + days);
}

/** Adds months, clamping the day to the target month's length (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(d: CivilDate, months: number): CivilDate {
  const index = d.year * 12 + (d.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(d.day, daysInMonth(year, month)) };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(d: CivilDate): number {
  return (toDayNumber(d) + 4) % 7; // 1970-01-01 was a Thursday
}

export function startOfWeek(d: CivilDate, weekStartsOn: number): CivilDate {
  return addDays(d, -((weekday(d) - weekStartsOn + 7) % 7));
}

export function sameDay(a: CivilDate, b: CivilDate): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

/** 'YYYY-MM-DD'. */
export function toIsoDate(d: CivilDate): string {
  return `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

export function parseIsoDate(iso: string): CivilDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return null;
  const [, y, m, d] = match;
  return { year: Number(y), month: Number(m), day: Number(d) };
}

/**
 * An instant inside the civil day everywhere from UTC-12 to UTC+9 (15:00 UTC), so formatting it
 * with `timeZone: 'America/Sao_Paulo'` always names this day.
 */
export function toInstant(d: CivilDate): Date {
  return new Date(Date.UTC(d.year, d.month - 1, d.day, 15));
}

/** The days shown: one week, or the whole weeks that cover the month. */
export function visibleWeeks(focus: CivilDate, view: 'week' | 'month', weekStartsOn: number): CivilDate[][] {
  const first = view === 'week' ? startOfWeek(focus, weekStartsOn) : startOfWeek({ ...focus, day: 1 }, weekStartsOn);
  const last = view === 'week' ? addDays(first, 6) : { ...focus, day: daysInMonth(focus.year, focus.month) };
  const weeks: CivilDate[][] = [];
  for (let n = toDayNumber(first); n <= toDayNumber(last); n += 7) {
    weeks.push(Array.from({ length: 7 }, (_, i) => fromDayNumber(n + i)));
  }
  return weeks;
}
