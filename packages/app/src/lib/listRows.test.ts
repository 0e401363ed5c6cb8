import { describe, expect, it } from 'vitest';
import { filterByName, pageOf, sortFor, sortRows, type SortKeys } from './listRows';
import { fold } from './text';

interface Row {
  name: string;
  score: number | null;
}
const row = (name: string, score: number | null = null): Row => ({ name, score });
const names = (rows: ReadonlyArray<{ name: string }>) => rows.map((r) => r.name);
const KEYS: SortKeys<Row> = { name: (r) => r.name, score: (r) => r.score };

describe('fold', () => {
  it('lower case, without accents', () => {
    expect(fold('João ÁVILA Çé')).toBe('joao avila ce');
  });
});

describe('sortRows and sortFor (any list: the administration tables test them with their own columns)', () => {
  const rows = [row('Zeta 10', 2), row('Álvaro 2'), row('zeta 9', 5)];
  it('text by the locale, numbers as numbers, empty values last both ways', () => {
    expect(names(sortRows(rows, { columnId: 'name', direction: 'asc' }, KEYS, 'pt-BR'))).toEqual(['Álvaro 2', 'zeta 9', 'Zeta 10']);
    expect(names(sortRows(rows, { columnId: 'score', direction: 'asc' }, KEYS, 'pt-BR'))).toEqual(['Zeta 10', 'zeta 9', 'Álvaro 2']);
    expect(names(sortRows(rows, { columnId: 'score', direction: 'desc' }, KEYS, 'pt-BR'))).toEqual(['zeta 9', 'Zeta 10', 'Álvaro 2']);
  });
  it('the collator’s order, ties in the rows’ own order, whether a name has a collation key or not', () => {
    const mixed = ['Straße 2', 'strasse 10', 'Ágil', 'agil', 'a\u2013b', 'a-b', 'Zeta 9', 'zeta 009', 'Ωmega', 'Beta', 'beta'].map((name) =>
      row(name),
    );
    const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
    for (const direction of ['asc', 'desc'] as const) {
      const sign = direction === 'asc' ? 1 : -1;
      const expected = names([...mixed].sort((a, b) => sign * collator.compare(a.name, b.name)));
      expect(names(sortRows(mixed, { columnId: 'name', direction }, KEYS, 'pt-BR'))).toEqual(expected);
    }
  });
  it('sortFor keeps only the list’s columns', () => {
    expect(sortFor({ columnId: 'score', direction: 'asc' }, KEYS)).toEqual({ columnId: 'score', direction: 'asc' });
    expect(sortFor({ columnId: 'email', direction: 'asc' }, KEYS)).toBeNull();
  });
});

describe('filterByName', () => {
  const users = [row('João Pedro Almeida'), row('Otávio Pereira'), row('Ana Ribeiro')];
  const byName = (q: string) => names(filterByName(users, q, (u) => u.name));

  it('ignores case and accents, both ways', () => {
    expect(byName('joao')).toEqual(['João Pedro Almeida']);
    expect(byName('JOÃO')).toEqual(['João Pedro Almeida']);
    expect(byName('otavio')).toEqual(['Otávio Pereira']);
    expect(byName('Otávio')).toEqual(['Otávio Pereira']);
  });

  it('needs every word, in any order; blank is everyone; nothing matches nothing', () => {
    expect(byName('almeida joão')).toEqual(['João Pedro Almeida']);
    expect(byName('  ')).toEqual(names(users));
    expect(byName('zzz')).toEqual([]);
  });

  it('a row renamed in place is searched by its new name', () => {
    const renamed = row('Ana Ribeiro');
    expect(filterByName([renamed], 'ana', (u) => u.name)).toEqual([renamed]);
    renamed.name = 'Beatriz Souza';
    expect(filterByName([renamed], 'ana', (u) => u.name)).toEqual([]);
    expect(filterByName([renamed], 'beatriz', (u) => u.name)).toEqual([renamed]);
  });
});

describe('pageOf', () => {
  const rows = Array.from({ length: 45 }, (_, i) => i + 1);
  it('pages of 20, the last page shorter, a page past the end shows the last', () => {
    expect(pageOf(rows, 1)).toMatchObject({ page: 1, pageCount: 3, from: 1, to: 20, total: 45 });
    expect(pageOf(rows, 3)).toMatchObject({ items: [41, 42, 43, 44, 45], page: 3, from: 41, to: 45 });
    expect(pageOf(rows, 9).page).toBe(3);
    expect(pageOf([], 2)).toMatchObject({ items: [], page: 1, pageCount: 1, from: 0, to: 0, total: 0 });
  });
  it('another page size', () => {
    expect(pageOf(rows, 2, 12)).toMatchObject({ page: 2, pageCount: 4, from: 13, to: 24 });
  });
});
