/** One formatter per locale: building an `Intl.NumberFormat` costs far more than using one (the tax counter formats every 500 ms). */
const formatters = new Map<string, Intl.NumberFormat>();

/** Formats a BRL amount with 2 decimals, e.g. 1250000 -> 'R$ 1.250.000,00' in pt-BR (spec §9). */
export function formatBRL(value: number, locale = 'pt-BR'): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(locale, formatter);
  }
  return formatter.format(value);
}
