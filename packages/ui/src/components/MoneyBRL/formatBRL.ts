/** Formats a BRL amount with 2 decimals, e.g. 1250000 -> 'R$ 1.250.000,00' in pt-BR (spec §9). */
export function formatBRL(value: number, locale = 'pt-BR'): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'BRL',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}
