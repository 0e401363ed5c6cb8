import { useEffect, useId, useState, type HTMLAttributes } from 'react';
import { VisuallyHidden } from 'radix-ui';
import * as s from './TaxCounter.css';
import { RetryNotice } from '../RetryNotice';
import { Skeleton } from '../Skeleton';
import { formatBRL } from '../MoneyBRL';
import { splitTaxCounterCents, toCents, TAX_COUNTER_GROUPS, TAX_COUNTER_INTERVAL_MS, type TaxCounterGroupKey } from './splitTaxCounter';

export { TAX_COUNTER_GROUPS, TAX_COUNTER_INTERVAL_MS, type TaxCounterGroupKey };

export const TAX_COUNTER_STATUSES = ['ready', 'loading', 'error'] as const;
export type TaxCounterStatus = (typeof TAX_COUNTER_STATUSES)[number];

export interface TaxCounterProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The heading, such as 'Impostômetro'. */
  title: string;
  /** The accessible name of the ticking number, such as 'Total de impostos pagos no ano'. */
  label: string;
  /** The group captions, in the app's language: TRI, BI, MI, MIL, REAIS, CENT. */
  groupLabels: Record<TaxCounterGroupKey, string>;
  /** The starting amount in reais (the API's `Valor`). A new value restarts the count from it. */
  value: number;
  /** Reais added at every tick of 500 ms (the API's `Incremento`). */
  increment: number;
  /** Whether the counter ticks. Stories and tests pause it with `false`. */
  running?: boolean;
  /** An optional caption under the number, such as the source of the data. */
  caption?: string;
  /** The lookup of `Valor`/`Incremento`: `loading` shows a placeholder, `error` the message and retry. */
  status?: TaxCounterStatus;
  /** Read while loading, such as 'Carregando impostômetro...'. */
  loadingText?: string;
  /** Shown on error, such as 'Não foi possível carregar o impostômetro.'. */
  errorText?: string;
  /** The retry button, such as 'Tentar novamente'; without it no retry button shows. */
  retryLabel?: string;
  /** Called by the retry button on error; the button shows only with both it and `retryLabel`. */
  onRetry?: () => void;
}

/**
 * The live tax counter. The ticking state lives here, so each tick re-renders only this
 * component and never the dashboard around it.
 */
export function TaxCounter({
  title,
  label,
  groupLabels,
  value,
  increment,
  running = true,
  caption,
  status = 'ready',
  loadingText,
  errorText,
  retryLabel,
  onRetry,
  className,
  ...rest
}: TaxCounterProps) {
  const [start, setStart] = useState(value);
  const [cents, setCents] = useState(() => toCents(value));
  if (start !== value) {
    // A new starting value from the server restarts the count (React's "adjust state on prop change").
    setStart(value);
    setCents(toCents(value));
  }

  const step = toCents(increment);
  useEffect(() => {
    if (!running || step === 0 || status !== 'ready') return undefined;
    const id = setInterval(() => setCents((c) => c + step), TAX_COUNTER_INTERVAL_MS);
    return () => clearInterval(id);
  }, [running, step, status]);

  const titleId = useId();
  const groups = splitTaxCounterCents(cents);
  return (
    <section className={[s.root, className].filter(Boolean).join(' ')} aria-labelledby={titleId} {...rest}>
      <h2 id={titleId} className={s.title}>
        {title}
      </h2>
      {status === 'loading' ? (
        <div aria-busy="true" className={s.counter}>
          {loadingText ? <VisuallyHidden.Root role="status">{loadingText}</VisuallyHidden.Root> : null}
          {/* The counter's own groups and labels, placeholders for the digits: nothing moves when they arrive. */}
          <div className={s.groups} aria-hidden>
            {groups.map((group) => (
              <div key={group.key} className={group.key === 'cent' ? s.groupCents : s.group} data-group={group.key}>
                <span className={s.digits}>
                  <Skeleton variant="inline" width={`${group.digits.length}ch`} />
                </span>
                <span className={s.groupLabel}>{groupLabels[group.key]}</span>
              </div>
            ))}
          </div>
        </div>
      ) : status === 'error' ? (
        <RetryNotice retryLabel={retryLabel ?? ''} {...(onRetry && retryLabel ? { onRetry } : {})}>
          {errorText}
        </RetryNotice>
      ) : (
        <div role="timer" aria-live="off" aria-atomic="true" aria-label={label} className={s.counter} data-running={running || undefined}>
          <VisuallyHidden.Root>{formatBRL(cents / 100)}</VisuallyHidden.Root>
          <div className={s.groups} aria-hidden>
            {groups.map((group) => (
              <div key={group.key} className={group.key === 'cent' ? s.groupCents : s.group} data-group={group.key}>
                <span className={s.digits}>{group.digits}</span>
                <span className={s.groupLabel}>{groupLabels[group.key]}</span>
              </div>
            ))}
          </div>
        </div>
      )}
      {caption ? <p className={s.caption}>{caption}</p> : null}
    </section>
  );
}
