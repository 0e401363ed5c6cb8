import { describe, expect, it } from 'vitest';
import { addMonths, civilDateInSaoPaulo, startOfWeek, toIsoDate, visibleWeeks, weekday } from './calendarDates';

describe('calendar dates', () => {
  it('reads the civil date in São Paulo', () => {
    expect(civilDateInSaoPaulo(new Date('2026-11-16T13:00:00Z'))).toEqual({ year: 2026, month: 11, day: 16 });
    // 01:00 UTC on the 17th is still the 16th in São Paulo.
    expect(civilDateInSaoPaulo(new Date('2026-11-17T01:00:00Z'))).toEqual({ year: 2026, month: 11, day: 16 });
  });

  it('knows 2026-11-16 is a Monday and weeks start on Sunday', () => {
    const d = { year: 2026, month: 11, day: 16 };
    expect(weekday(d)).toBe(1);
    expect(toIsoDate(startOfWeek(d, 0))).toBe('2026-11-15');
    expect(toIsoDate(startOfWeek(d, 1))).toBe('2026-11-16');
  });

  it('clamps the day when adding months', () => {
    expect(toIsoDate(addMonths({ year: 2027, month: 1, day: 31 }, 1))).toBe('2027-02-28');
    expect(toIsoDate(addMonths({ year: 2026, month: 1, day: 15 }, -1))).toBe('2025-12-15');
  });

  it('lists whole weeks covering the month', () => {
    const weeks = visibleWeeks({ year: 2026, month: 11, day: 16 }, 'month', 0);
    expect(weeks).toHaveLength(5);
    expect(toIsoDate(weeks[0]![0]!)).toBe('2026-11-01');
    expect(toIsoDate(weeks[4]![6]!)).toBe('2026-12-05');
    const week = visibleWeeks({ year: 2026, month: 11, day: 16 }, 'week', 0);
    expect(week.map((w) => w.map(toIsoDate))).toEqual([
      ['2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21'],
    ]);
  });
});
