import { describe, expect, it } from 'vitest';
import { filterPanelTexts, paginationTexts, resultsLine, type ListText } from './listTexts';

/** A list's dictionary as a lookup that shows which key and which values it was asked for. */
const text: ListText = (key, options) => (options ? `${key}(${Object.values(options).join(',')})` : key);

describe('resultsLine', () => {
  it('nothing when no row is shown', () => {
    expect(resultsLine(text, { total: 0, page: 1, pageCount: 1, from: 0, to: 0 })).toBeNull();
  });
  it('the count alone on a single page', () => {
    expect(resultsLine(text, { total: 7, page: 1, pageCount: 1, from: 1, to: 7 })).toBe('results(7)');
  });
  it('the count and the range of the page on several pages', () => {
    expect(resultsLine(text, { total: 26, page: 2, pageCount: 2, from: 25, to: 26 })).toBe('results(26) · range(25,26,26)');
  });
  it('no range for a page past the end', () => {
    expect(resultsLine(text, { total: 26, page: 3, pageCount: 2, from: 25, to: 26 })).toBe('results(26)');
  });
});

describe('the parts’ texts', () => {
  it('the filter panel reads each of its texts by the list’s names', () => {
    const { removeChipLabel, ...labels } = filterPanelTexts(text);
    const pairs = Object.entries(labels).map(([prop, key]) => `${prop}=${key}`);
    expect(pairs.sort().join(' ')).toBe(
      'applyLabel=apply closeLabel=closeFilters emptyGroupLabel=noOptions resetLabel=clear searchLabel=searchLabel searchPlaceholder=searchPlaceholder selectedLabel=selected title=filters',
    );
    expect(removeChipLabel('ICMS', 'Tags')).toBe('removeChip(ICMS)');
  });
  it('the pagination, its page buttons by number', () => {
    const props = paginationTexts(text);
    expect(props).toMatchObject({ label: 'pagination', previousLabel: 'previousPage', nextLabel: 'nextPage' });
    expect(props.pageLabel(3)).toBe('page(3)');
  });
});
