const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A rate given in percent (the Selic's `valor`), pt-BR with 2 decimals: 15 -> '15,00%'. */
export function formatPercent(value: number): string {
  return percent.format(value / 100);
}
