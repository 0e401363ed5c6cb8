import { describe, expect, it } from 'vitest';
import { formatBRL } from './formatBRL';

const nbsp = (s: string) => s.replace(/\s/g, ' ');

describe('formatBRL', () => {
  it('uses pt-BR grouping, comma and 2 decimals', () => {
    expect(nbsp(formatBRL(1250000))).toBe('R$ 1.250.000,00');
    expect(nbsp(formatBRL(0.5))).toBe('R$ 0,50');
    expect(nbsp(formatBRL(1234.567))).toBe('R$ 1.234,57');
  });
  it('follows another locale when asked', () => {
    expect(formatBRL(1250000, 'en-US')).toMatch(/^R\$\s?1,250,000\.00$/);
  });
});
