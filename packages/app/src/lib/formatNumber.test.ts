import { describe, expect, it } from 'vitest';
import { formatCount } from './formatNumber';

describe('formatCount', () => {
  it('writes a count as each language does, the same as toLocaleString', () => {
    for (const [locale, value] of [
      ['pt-BR', 570320],
      ['en', 570320],
      ['pt-BR', 0],
      ['en', 1234567],
    ] as const) {
      expect(formatCount(value, locale)).toBe(value.toLocaleString(locale));
    }
    expect(formatCount(570320, 'pt-BR')).toBe('570.320');
    expect(formatCount(570320, 'en')).toBe('570,320');
  });
});
