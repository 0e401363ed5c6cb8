import { hasListItem } from '../ListInput/listItems';

/** The spec's fixed integration suggestions. The app passes them (translated names stay as is). */
export const INTEGRATION_SUGGESTIONS = ['SAP', 'Salesforce', 'Oracle', 'Totvs', 'Hubspot', 'Zendesk', 'Outros'] as const;

/** Suggestions hide this long after the field loses focus, so a click on one still lands. */
export const SUGGESTIONS_HIDE_DELAY_MS = 200;

/** Suggestions containing `query` (case-insensitive, trimmed), minus the ones already chosen. */
export function filterSuggestions(suggestions: readonly string[], query: string, chosen: readonly string[]): string[] {
  const q = query.trim().toLocaleLowerCase('pt-BR');
  return suggestions.filter((s) => !hasListItem(chosen, s) && s.toLocaleLowerCase('pt-BR').includes(q));
}
