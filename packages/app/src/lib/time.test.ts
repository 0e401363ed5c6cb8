import { describe, expect, it } from 'vitest';
import { greetingKey, saoPauloDay, saoPauloHour } from './time';

// São Paulo is UTC−3 all year (no daylight saving since 2019).
const at = (utc: string) => new Date(utc);

describe('greetingKey (by the hour in São Paulo)', () => {
  it.each([
    ['2026-11-16T03:00:00Z', 'morning'], // 00:00
    ['2026-11-16T13:00:00Z', 'morning'], // 10:00
    ['2026-11-16T14:59:59Z', 'morning'], // 11:59
    ['2026-11-16T15:00:00Z', 'afternoon'], // 12:00
    ['2026-11-16T20:59:00Z', 'afternoon'], // 17:59
    ['2026-11-16T21:00:00Z', 'evening'], // 18:00
    ['2026-11-17T02:59:00Z', 'evening'], // 23:59
  ])('%s → %s', (utc, expected) => {
    expect(greetingKey(at(utc))).toBe(expected);
  });

  it('does not depend on the machine time zone', () => {
    expect(saoPauloHour(at('2026-11-16T01:30:00Z'))).toBe(22);
    expect(saoPauloDay(at('2026-11-16T01:30:00Z'))).toBe('2026-11-15');
  });
});
