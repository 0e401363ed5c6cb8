import { describe, expect, it } from 'vitest';
import { countSelected, emptyFilterValue, FILTER_GROUP_MAX_VALUES, limitOptions, setOptionSelected } from './filterValue';

describe('filter sidebar rules', () => {
  it('lists at most 10 distinct values per group', () => {
    const many = Array.from({ length: 15 }, (_, i) => `Cidade ${i % 12}`);
    const limited = limitOptions(many);
    expect(limited).toHaveLength(FILTER_GROUP_MAX_VALUES);
    expect(new Set(limited.map((o) => o.value)).size).toBe(10);
    expect(limited[0]).toEqual({ value: 'Cidade 0', label: 'Cidade 0' });
  });

  it('drops empty values and keeps labels of object options', () => {
    expect(limitOptions(['', ' ', { value: 'sp', label: 'São Paulo' }, { value: 'sp', label: 'Dup' }])).toEqual([
      { value: 'sp', label: 'São Paulo' },
    ]);
  });

  it('selects and unselects without mutating', () => {
    const start = emptyFilterValue([{ id: 'tags' }, { id: 'cidades' }]);
    expect(start).toEqual({ search: '', selected: { tags: [], cidades: [] } });
    const one = setOptionSelected(start, 'tags', 'Esporte', true);
    expect(one.selected.tags).toEqual(['Esporte']);
    expect(start.selected.tags).toEqual([]);
    expect(setOptionSelected(one, 'tags', 'Esporte', true)).toBe(one);
    const two = setOptionSelected(one, 'impostos', 'ICMS', true);
    expect(countSelected(two)).toBe(2);
    expect(setOptionSelected(two, 'tags', 'Esporte', false).selected.tags).toEqual([]);
  });
});
