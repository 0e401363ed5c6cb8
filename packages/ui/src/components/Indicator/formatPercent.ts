// Made on first use, not when the module loads: every screen loads this chunk, few format a rate, and
// the first `Intl` formatter of a page costs tens of milliseconds on a phone.
let percent: Intl.NumberFormat | undefined;
const percentFormat = () =>
  (percent ??= new Intl.NumberFormat('pt-BR', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** A rate given in percent (the Selic's `valor`), pt-BR with 2 decimals: 15 -> '15,00%'. */
export function formatPercent(value: number): string {
  return percentFormat().format(value / 100);
}
