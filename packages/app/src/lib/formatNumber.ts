/**
 * A whole count as the page's language writes it (570.320 in pt-BR, 570,320 in English). One
 * `Intl.NumberFormat` per language, kept: `toLocaleString(locale)` builds a new one at every call, and building
 * one costs far more than using it (on the facilitator page, a fifth of the render that shows its figures).
 */
const formatters = new Map<string, Intl.NumberFormat>();

export function formatCount(value: number, locale: string): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale);
    formatters.set(locale, formatter);
  }
  return formatter.format(value);
}
