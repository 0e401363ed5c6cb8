import { describe, expect, it } from 'vitest';
import { NEWS_TITLE_MAX, truncateTitle } from './truncateTitle';

describe('truncateTitle', () => {
  it('keeps titles of 50 characters or fewer', () => {
    const fifty = 'a'.repeat(50);
    expect(NEWS_TITLE_MAX).toBe(50);
    expect(truncateTitle(fifty)).toBe(fifty);
    expect(truncateTitle('Receita Federal prorroga prazo')).toBe('Receita Federal prorroga prazo');
  });

  it('cuts longer titles at 50 characters and appends an ellipsis', () => {
    const title = 'Reforma tributária: o que muda para as empresas do Simples Nacional em 2027';
    const result = truncateTitle(title);
    expect(result).toBe('Reforma tributária: o que muda para as empresas do…');
    expect(Array.from(result)).toHaveLength(51);
    expect(truncateTitle('b'.repeat(51))).toBe(`${'b'.repeat(50)}…`);
  });

  it('drops spaces before the ellipsis', () => {
    expect(truncateTitle(`${'c'.repeat(49)}  depois`)).toBe(`${'c'.repeat(49)}…`);
  });

  it('counts accented letters and emoji as one character and never splits them', () => {
    expect(truncateTitle(`${'ç'.repeat(50)}ão`)).toBe(`${'ç'.repeat(50)}…`);
    const emoji = `${'d'.repeat(49)}📈📈`;
    expect(truncateTitle(emoji)).toBe(`${'d'.repeat(49)}📈…`);
  });

  it('takes another limit and trims the input', () => {
    expect(truncateTitle('  Imposto de Renda  ', 7)).toBe('Imposto…');
    expect(truncateTitle('  curto  ')).toBe('curto');
    expect(truncateTitle('')).toBe('');
  });
});
