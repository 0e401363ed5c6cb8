import { describe, expect, it } from 'vitest';
import { getGreetingPeriod, hourInSaoPaulo } from './greeting';

// São Paulo is UTC-3 all year (no daylight saving since 2019).
const at = (utc: string) => new Date(utc);

describe('getGreetingPeriod', () => {
  it('says good morning from 0 to 11 in São Paulo', () => {
    expect(getGreetingPeriod(at('2026-11-16T03:00:00Z'))).toBe('morning'); // 00:00
    expect(getGreetingPeriod(at('2026-11-16T13:00:00Z'))).toBe('morning'); // 10:00, the stories' clock
    expect(getGreetingPeriod(at('2026-11-16T14:59:59Z'))).toBe('morning'); // 11:59
  });
  it('says good afternoon from 12 to 17', () => {
    expect(getGreetingPeriod(at('2026-11-16T15:00:00Z'))).toBe('afternoon'); // 12:00
    expect(getGreetingPeriod(at('2026-11-16T20:59:00Z'))).toBe('afternoon'); // 17:59
  });
  it('says good evening from 18 to 23', () => {
    expect(getGreetingPeriod(at('2026-11-16T21:00:00Z'))).toBe('evening'); // 18:00
    expect(getGreetingPeriod(at('2026-11-17T02:59:00Z'))).toBe('evening'); // 23:59 on the 16th
  });
  it('reads the hour in São Paulo, not in UTC', () => {
    expect(hourInSaoPaulo(at('2026-11-17T01:00:00Z'))).toBe(22);
  });
});
