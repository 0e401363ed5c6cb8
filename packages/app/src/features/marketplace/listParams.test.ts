import { describe, expect, it } from 'vitest';
import { activeFilterCount, listFilters, listSearch, pageCountOf, parseListParams } from './listParams';

describe('marketplace list address', () => {
  it('reads search, categories and page', () => {
    expect(parseListParams('?q=%20icms%20&category=cat-1,cat-2,cat-1&page=3')).toEqual({
      q: 'icms',
      categories: ['cat-1', 'cat-2'],
      page: 3,
    });
    expect(parseListParams('')).toEqual({ q: '', categories: [], page: 1 });
  });

  it('refuses malformed values instead of guessing', () => {
    for (const search of [
      '?page=0',
      '?page=-1',
      '?page=abc',
      '?page=1.5',
      '?page=',
      '?category=',
      '?category=a,,b',
      '?category=%3Cscript%3E',
      `?q=${'x'.repeat(201)}`,
    ]) {
      expect(parseListParams(search), search).toBeNull();
    }
  });

  it('writes only what differs from the plain list, and reads back what it wrote', () => {
    expect(listSearch({ q: '', categories: [], page: 1 })).toBe('');
    const params = { q: 'apuração icms', categories: ['cat-0002-solucoes-fiscais'], page: 2 };
    const search = listSearch(params);
    expect(search).toBe('?q=apura%C3%A7%C3%A3o+icms&category=cat-0002-solucoes-fiscais&page=2');
    expect(parseListParams(search)).toEqual(params);
  });

  it('turns the state into backend filters and counts them', () => {
    expect(listFilters({ q: '', categories: [], page: 4 })).toEqual({});
    expect(listFilters({ q: 'nfe', categories: ['a', 'b'], page: 1 })).toEqual({ q: 'nfe', category: ['a', 'b'] });
    expect(activeFilterCount({ q: 'nfe', categories: ['a', 'b'], page: 1 })).toBe(3);
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(41)).toBe(3);
  });
});
