import { describe, expect, it } from 'vitest';
import { addListItem, hasListItem } from './listItems';

describe('addListItem', () => {
  it('adds a trimmed value', () => {
    expect(addListItem(['SAP'], '  Totvs  ')).toEqual({ list: ['SAP', 'Totvs'], outcome: 'added' });
  });
  it('ignores blanks', () => {
    const list = ['SAP'];
    expect(addListItem(list, '   ')).toEqual({ list, outcome: 'blank' });
    expect(addListItem(list, '').list).toBe(list);
  });
  it('ignores duplicates regardless of case and spaces', () => {
    const list = ['Emissão de NF-e'];
    expect(addListItem(list, ' emissão de nf-e ')).toEqual({ list, outcome: 'duplicate' });
  });
  it('does not mutate the list', () => {
    const list = Object.freeze(['a']);
    expect(addListItem(list, 'b').list).toEqual(['a', 'b']);
    expect(list).toEqual(['a']);
  });
});

describe('hasListItem', () => {
  it('compares trimmed, case-insensitively', () => {
    expect(hasListItem(['Salesforce'], 'SALESFORCE ')).toBe(true);
    expect(hasListItem(['Salesforce'], 'Sales')).toBe(false);
  });
});
