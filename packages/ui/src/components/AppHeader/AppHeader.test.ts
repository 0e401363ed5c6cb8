import { describe, expect, it } from 'vitest';
import { filterMenuOptions, normalizeSearchText } from './filterMenuOptions';

const options = [
  { id: 'home', label: 'Home', href: '/dashboard' },
  { id: 'apps', label: 'Apps', href: '/apps/list' },
  { id: 'news', label: 'Notícias', href: '/noticias' },
  { id: 'calc', label: 'Calculadora da Reforma', href: '/calculadora' },
  { id: 'leis', label: 'Leis de Incentivo', href: '/leis/incentivo' },
  { id: 'tenders', label: 'Licitações', href: '/licitacoes' },
];
const labels = (query: string) => filterMenuOptions(options, query).map((o) => o.label);

describe('filterMenuOptions', () => {
  it('matches a case-insensitive substring anywhere in the label', () => {
    expect(labels('app')).toEqual(['Apps']);
    expect(labels('REFORMA')).toEqual(['Calculadora da Reforma']);
    expect(labels('ti')).toEqual(['Notícias', 'Leis de Incentivo']);
  });

  it('ignores accents both ways', () => {
    expect(labels('noticias')).toEqual(['Notícias']);
    expect(labels('licitações')).toEqual(['Licitações']);
    expect(labels('LICITACOES')).toEqual(['Licitações']);
  });

  it('keeps the original order and returns nothing for a blank query or no match', () => {
    expect(labels('l')).toEqual(['Calculadora da Reforma', 'Leis de Incentivo', 'Licitações']);
    expect(labels('')).toEqual([]);
    expect(labels('   ')).toEqual([]);
    expect(labels('xyz')).toEqual([]);
  });

  it('trims the query', () => {
    expect(labels('  home ')).toEqual(['Home']);
    expect(normalizeSearchText('  Ação ')).toBe('acao');
  });
});
