import { describe, expect, it } from 'vitest';
import { splitTaxCounter, splitTaxCounterCents, toCents } from './splitTaxCounter';

const digits = (value: number) =>
  splitTaxCounter(value)
    .map((g) => `${g.key}:${g.digits}`)
    .join(' ');

describe('splitTaxCounter', () => {
  it('splits an amount into TRI, BI, MI, MIL, REAIS and CENT', () => {
    expect(digits(3_456_789_012_345.67)).toBe('tri:003 bi:456 mi:789 mil:012 reais:345 cent:67');
  });

  it('pads every group with zeros', () => {
    expect(digits(0)).toBe('tri:000 bi:000 mi:000 mil:000 reais:000 cent:00');
    expect(digits(1_000_001.05)).toBe('tri:000 bi:000 mi:001 mil:000 reais:001 cent:05');
  });

  it('rounds to two decimals', () => {
    expect(digits(12.345)).toBe('tri:000 bi:000 mi:000 mil:000 reais:012 cent:35');
    expect(digits(0.999)).toBe('tri:000 bi:000 mi:000 mil:000 reais:001 cent:00');
    expect(digits(0.1 + 0.2)).toBe('tri:000 bi:000 mi:000 mil:000 reais:000 cent:30');
  });

  it('keeps every leading digit in TRI beyond a thousand trillion', () => {
    expect(splitTaxCounterCents(1_234_000_000_000_000_00)[0]).toEqual({ key: 'tri', digits: '1234' });
  });

  it('reads negative and non-finite amounts as zero', () => {
    expect(digits(-10)).toBe(digits(0));
    expect(digits(Number.NaN)).toBe(digits(0));
    expect(digits(Number.POSITIVE_INFINITY)).toBe(digits(0));
    expect(toCents(-1)).toBe(0);
  });

  it('returns the groups in display order', () => {
    expect(splitTaxCounter(1).map((g) => g.key)).toEqual(['tri', 'bi', 'mi', 'mil', 'reais', 'cent']);
  });
});
