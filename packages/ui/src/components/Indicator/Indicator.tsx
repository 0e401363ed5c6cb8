import { useId, useMemo, type HTMLAttributes } from 'react';
import { DollarSign, Euro, Percent, TrendingUp } from 'lucide-react';
import { VisuallyHidden } from 'radix-ui';
import * as s from './Indicator.css';
import { Skeleton } from '../Skeleton';
import { RetryNotice } from '../RetryNotice';
import { parseIsoDate, toInstant } from '../Calendar/calendarDates';
import { formatBRL } from '../MoneyBRL';
import { formatPercent } from './formatPercent';

export { formatPercent };

export const INDICATOR_STATUSES = ['ready', 'loading', 'error'] as const;
export type IndicatorStatus = (typeof INDICATOR_STATUSES)[number];

export interface IndicatorLabels {
  /** 'Taxa Selic'. */
  selic: string;
  /** Before the Selic's date, such as 'Atualizada em'. */
  selicDate: string;
  /** 'Dólar'. */
  dollar: string;
  /** 'Euro'. */
  euro: string;
}

export interface IndicatorProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> {
  /** The heading, such as 'Indicadores'. */
  title: string;
  /** The row labels, such as 'Taxa Selic', 'Dólar' and 'Euro', and the text before the Selic's date. */
  labels: IndicatorLabels;
  /** The lookup: `loading` shows placeholders, `error` the message and the retry button. Defaults to 'ready'. */
  status?: IndicatorStatus;
  /** The Selic rate in percent a year and its date ('YYYY-MM-DD'). */
  selic?: { value: number; date: string } | null;
  /** One US dollar in reais. */
  dollar?: number | null;
  /** One euro in reais. */
  euro?: number | null;
  /** Locale of the Selic's date ('pt-BR', 'en'); read in America/Sao_Paulo. Amounts are always pt-BR BRL. */
  locale?: string;
  /** Shown where a value is missing, such as 'Indisponível'. */
  unavailableText: string;
  /** Read while loading, such as 'Carregando indicadores...'. */
  loadingText: string;
  /** Shown on error, such as 'Não foi possível carregar os indicadores.'. */
  errorText: string;
  /** The retry button, such as 'Tentar novamente'. */
  retryLabel: string;
  /** Called by the retry button on error; without it no retry button shows. */
  onRetry?: () => void;
}

/**
 * The dashboard's economic indicators: the Selic rate with its date, and the dollar and the euro in
 * reais (pt-BR, 2 decimals, comma). Loading placeholders and an error with a retry button.
 */
export function Indicator({
  title,
  labels,
  status = 'ready',
  selic,
  dollar,
  euro,
  locale = 'pt-BR',
  unavailableText,
  loadingText,
  errorText,
  retryLabel,
  onRetry,
  className,
  ...rest
}: IndicatorProps) {
  const headingId = useId();
  const selicDate = useMemo(() => {
    if (!selic?.date) return null;
    const civil = parseIsoDate(selic.date);
    if (!civil) return { iso: selic.date, text: selic.date };
    return {
      iso: selic.date.slice(0, 10),
      text: new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(toInstant(civil)),
    };
  }, [selic?.date, locale]);

  const value = (text: string | null) => text ?? <span className={s.unavailable}>{unavailableText}</span>;
  const finite = (n?: number | null) => (typeof n === 'number' && Number.isFinite(n) ? n : null);
  const selicValue = finite(selic?.value);
  const dollarValue = finite(dollar);
  const euroValue = finite(euro);

  return (
    <section
      className={[s.root, className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      aria-busy={status === 'loading' || undefined}
      {...rest}
    >
      <h2 id={headingId} className={s.title}>
        <TrendingUp aria-hidden size={20} />
        {title}
      </h2>
      {status === 'loading' ? (
        <>
          <VisuallyHidden.Root role="status">{loadingText}</VisuallyHidden.Root>
          {/* The rows and labels of the answer, placeholders for the values: nothing moves when they arrive. */}
          <div aria-hidden className={s.list}>
            {(
              [
                { key: 'selic', Icon: Percent, label: labels.selic, note: true },
                { key: 'dollar', Icon: DollarSign, label: labels.dollar, note: false },
                { key: 'euro', Icon: Euro, label: labels.euro, note: false },
              ] as const
            ).map(({ key, Icon, label, note }) => (
              <div key={key} className={s.row}>
                <span className={s.label}>
                  <Icon size={16} className={s.icon} />
                  {label}
                </span>
                <span className={s.value}>
                  <span>
                    <Skeleton variant="inline" width="4.5em" />
                  </span>
                  {note ? (
                    <span className={s.note}>
                      <Skeleton variant="inline" width="11em" />
                    </span>
                  ) : null}
                </span>
              </div>
            ))}
          </div>
        </>
      ) : status === 'error' ? (
        <RetryNotice retryLabel={retryLabel} {...(onRetry ? { onRetry } : {})}>
          {errorText}
        </RetryNotice>
      ) : (
        <dl className={s.list}>
          <div className={s.row}>
            <dt className={s.label}>
              <Percent aria-hidden size={16} className={s.icon} />
              {labels.selic}
            </dt>
            <dd className={s.value}>
              {value(selicValue === null ? null : formatPercent(selicValue))}
              {selicDate ? (
                <span className={s.note}>
                  {labels.selicDate} <time dateTime={selicDate.iso}>{selicDate.text}</time>
                </span>
              ) : null}
            </dd>
          </div>
          <div className={s.row}>
            <dt className={s.label}>
              <DollarSign aria-hidden size={16} className={s.icon} />
              {labels.dollar}
            </dt>
            <dd className={s.value}>{value(dollarValue === null ? null : formatBRL(dollarValue))}</dd>
          </div>
          <div className={s.row}>
            <dt className={s.label}>
              <Euro aria-hidden size={16} className={s.icon} />
              {labels.euro}
            </dt>
            <dd className={s.value}>{value(euroValue === null ? null : formatBRL(euroValue))}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
