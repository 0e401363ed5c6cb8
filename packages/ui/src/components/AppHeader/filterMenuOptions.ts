/** An option of the header's menu search: a menu label and the route it leads to. */
export interface HeaderSearchOption {
  id: string;
  label: string;
  href: string;
}

/** Lower-cases and strips accents, so 'noticias' finds 'Notícias' and 'LICITACOES' finds 'Licitações'. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLocaleLowerCase('pt-BR')
    .trim();
}

/**
 * The options whose label contains the query (case-insensitive substring, also ignoring accents),
 * in their original order. A blank query matches nothing: the list opens only once the user types.
 */
export function filterMenuOptions<T extends { label: string }>(options: readonly T[], query: string): T[] {
  const needle = normalizeSearchText(query);
  if (!needle) return [];
  return options.filter((option) => normalizeSearchText(option.label).includes(needle));
}
