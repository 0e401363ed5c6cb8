import { useId, useMemo, type HTMLAttributes } from 'react';
import { MapPin, RefreshCw, Thermometer } from 'lucide-react';
import { VisuallyHidden } from 'radix-ui';
import * as s from './GreetingBanner.css';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { Skeleton } from '../Skeleton';

export const GREETING_BANNER_STATUSES = ['ready', 'loading', 'error'] as const;
export type GreetingBannerStatus = (typeof GREETING_BANNER_STATUSES)[number];

export interface GreetingBannerProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The greeting for the hour, such as 'Bom dia' (see `getGreetingPeriod`). */
  greeting: string;
  /** The user's name. */
  name: string;
  /** Closes the sentence after the name, such as '!' ('Bom dia, Ana Ribeiro!'); none by default. */
  punctuation?: string;
  /** The user's photo URL; the initials of `name` show when it is absent or fails to load. */
  avatarSrc?: string | null;
  /**
   * The name the avatar's initials come from, when it is not `name` (a page whose heading already shows a
   * name its avatar does not have yet); `name` by default.
   */
  avatarName?: string;
  /** Today, shown as a long date in America/Sao_Paulo; omit to hide the date. */
  today?: Date;
  /** Locale of the date and the temperature ('pt-BR', 'en'). */
  locale?: string;
  /** The weather lookup: `loading` shows placeholders, `error` the message and the retry button. */
  status?: GreetingBannerStatus;
  /** The city from the weather service (`name`). */
  city?: string | null;
  /** Degrees Celsius from the weather service (`Main.temp`). */
  temperature?: number | null;
  /** Names the city and temperature for screen readers, such as 'Clima agora'. */
  weatherLabel: string;
  /** Read while loading, such as 'Carregando clima...'. */
  loadingText: string;
  /** Shown on error, such as 'Não foi possível carregar o clima.'. */
  errorText: string;
  /** The retry button, such as 'Tentar novamente'. */
  retryLabel: string;
  /** Called by the retry button on error; without it no retry button shows. */
  onRetry?: () => void;
}

/**
 * The dashboard's greeting: avatar, 'Bom dia, {name}', today's date, and the city and temperature
 * from the weather service, with a loading placeholder and an error message with a retry button.
 */
export function GreetingBanner({
  greeting,
  name,
  punctuation = '',
  avatarSrc,
  avatarName = name,
  today,
  locale = 'pt-BR',
  status = 'ready',
  city,
  temperature,
  weatherLabel,
  loadingText,
  errorText,
  retryLabel,
  onRetry,
  className,
  ...rest
}: GreetingBannerProps) {
  const headingId = useId();
  const dateText = useMemo(
    () => (today ? new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'America/Sao_Paulo' }).format(today) : null),
    [today, locale],
  );
  const temperatureText = useMemo(
    () =>
      typeof temperature === 'number' && Number.isFinite(temperature)
        ? new Intl.NumberFormat(locale, { style: 'unit', unit: 'celsius', maximumFractionDigits: 0 }).format(temperature)
        : null,
    [temperature, locale],
  );

  return (
    <section className={[s.root, className].filter(Boolean).join(' ')} aria-labelledby={headingId} {...rest}>
      <Avatar name={avatarName} src={avatarSrc} size="xl" className={s.avatar} />
      <div className={s.text}>
        {/* The heading's texts and the date may differ from their server markup where a page's script wrote
            them before hydration (a signed-in frame's greeting slot, packages/app/src/shell/frame.ts): the
            structure is the same, and the page's hydration keeps what the script wrote. */}
        <h1 id={headingId} className={s.greeting} suppressHydrationWarning>
          {name ? (
            <>
              {greeting}
              {', '}
              <span className={s.name} suppressHydrationWarning>
                {name}
              </span>
              {punctuation}
            </>
          ) : (
            `${greeting}${punctuation}`
          )}
        </h1>
        {dateText ? (
          <p className={s.date} suppressHydrationWarning>
            {dateText}
          </p>
        ) : null}
      </div>
      <div className={s.weather} aria-busy={status === 'loading' || undefined}>
        {status === 'loading' ? (
          <>
            {/* The list's own rows and type, with placeholders for the words: the same height as the answer. */}
            <div aria-hidden className={s.weatherList}>
              <div className={s.weatherItem}>
                <MapPin size={18} />
                <span className={s.city}>
                  <Skeleton variant="inline" width="7em" />
                </span>
              </div>
              <div className={s.weatherItem}>
                <Thermometer size={18} />
                <span className={s.temperature}>
                  <Skeleton variant="inline" width="2.5em" />
                </span>
              </div>
            </div>
            <VisuallyHidden.Root role="status">{loadingText}</VisuallyHidden.Root>
          </>
        ) : status === 'error' ? (
          <div className={s.error} role="status">
            <p className={s.errorText}>{errorText}</p>
            {onRetry ? (
              <Button variant="secondary" size="sm" icon={<RefreshCw aria-hidden size={16} />} onClick={onRetry}>
                {retryLabel}
              </Button>
            ) : null}
          </div>
        ) : city || temperatureText ? (
          <ul className={s.weatherList} aria-label={weatherLabel}>
            {city ? (
              <li className={s.weatherItem}>
                <MapPin aria-hidden size={18} />
                <span className={s.city}>{city}</span>
              </li>
            ) : null}
            {temperatureText ? (
              <li className={s.weatherItem}>
                <Thermometer aria-hidden size={18} />
                <span className={s.temperature}>{temperatureText}</span>
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
