import { money } from './MoneyBRL.css';
import { formatBRL } from './formatBRL';

export const MONEY_EMPHASES = ['normal', 'strong'] as const;
export type MoneyEmphasis = (typeof MONEY_EMPHASES)[number];

export interface MoneyBRLProps {
  /** The amount in reais; `null`/`undefined`/NaN show `emptyLabel`. */
  value: number | null | undefined;
  /** Number formatting locale (default 'pt-BR': 'R$ 1.250.000,00'). */
  locale?: string;
  /** Text when there is no amount, such as 'Não informado'. Defaults to an em dash. */
  emptyLabel?: string;
  /** 'strong' sets the amount in bold text colour (totals, investment); 'normal' inherits. Defaults to 'normal'. */
  emphasis?: MoneyEmphasis;
  /** Class for the `data` element holding the amount (a `span` when there is none). */
  className?: string;
}

/** A BRL amount through `Intl.NumberFormat`: 2 decimals, comma separator in pt-BR. */
export function MoneyBRL({ value, locale = 'pt-BR', emptyLabel = '—', emphasis = 'normal', className }: MoneyBRLProps) {
  const hasValue = typeof value === 'number' && Number.isFinite(value);
  const cls = [money({ emphasis, muted: !hasValue }), className].filter(Boolean).join(' ');
  if (!hasValue) return <span className={cls}>{emptyLabel}</span>;
  return (
    <data className={cls} value={value.toFixed(2)}>
      {formatBRL(value, locale)}
    </data>
  );
}
