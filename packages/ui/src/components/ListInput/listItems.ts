const key = (value: string) => value.trim().toLocaleLowerCase('pt-BR');

/** Whether `list` already holds `value`, ignoring surrounding spaces and letter case. */
export function hasListItem(list: readonly string[], value: string): boolean {
  const k = key(value);
  return list.some((item) => key(item) === k);
}

export const ADD_ITEM_OUTCOMES = ['added', 'blank', 'duplicate'] as const;
export type AddItemOutcome = (typeof ADD_ITEM_OUTCOMES)[number];

/**
 * Adds `raw` to `list` the way the spec wants features and integrations added: trimmed, blanks
 * ignored, duplicates (case-insensitive) ignored. Returns the new list (the same array when
 * nothing was added) and what happened.
 */
export function addListItem(list: readonly string[], raw: string): { list: readonly string[]; outcome: AddItemOutcome } {
  const value = raw.trim();
  if (!value) return { list, outcome: 'blank' };
  if (hasListItem(list, value)) return { list, outcome: 'duplicate' };
  return { list: [...list, value], outcome: 'added' };
}
