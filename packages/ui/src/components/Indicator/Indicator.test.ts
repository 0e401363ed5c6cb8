import { describe, expect, it } from 'vitest';
import { formatBRL } from '../MoneyBRL';
import { formatPercent } from './formatPercent';

const nbsp = '\u00a0';

describe('indicator formats', () => {
  it('shows reais with 2 decimals and a comma', () => {
    expect(formatBRL(5.3712)).toBe(`R$${nbsp}5,37`);
    expect(formatBRL(6.2)).toBe(`R$${nbsp}6,20`);
    expect(formatBRL(1234.5)).toBe(`R$${nbsp}1.234,50`);
  });
  it('shows the Selic rate in percent with 2 decimals', () => {
    expect(formatPercent(15)).toBe('15,00%');
    expect(formatPercent(10.5)).toBe('10,50%');
  });
});
