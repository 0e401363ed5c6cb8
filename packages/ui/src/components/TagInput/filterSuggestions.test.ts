import { describe, expect, it } from 'vitest';
import { filterSuggestions, INTEGRATION_SUGGESTIONS } from './filterSuggestions';

describe('filterSuggestions', () => {
  it('returns every suggestion for an empty query', () => {
    expect(filterSuggestions(INTEGRATION_SUGGESTIONS, '', [])).toEqual([...INTEGRATION_SUGGESTIONS]);
  });
  it('filters case-insensitively by substring', () => {
    expect(filterSuggestions(INTEGRATION_SUGGESTIONS, 'S', [])).toEqual(['SAP', 'Salesforce', 'Totvs', 'Hubspot', 'Zendesk', 'Outros']);
    expect(filterSuggestions(INTEGRATION_SUGGESTIONS, ' ORA ', [])).toEqual(['Oracle']);
  });
  it('excludes chosen values, whatever their case', () => {
    expect(filterSuggestions(INTEGRATION_SUGGESTIONS, 'sa', ['sap'])).toEqual(['Salesforce']);
  });
  it('returns nothing when nothing matches', () => {
    expect(filterSuggestions(INTEGRATION_SUGGESTIONS, 'xyz', [])).toEqual([]);
  });
});
