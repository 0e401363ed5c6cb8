import { useId, useMemo, type HTMLAttributes } from 'react';
import { ExternalLink, Newspaper } from 'lucide-react';
import { VisuallyHidden } from 'radix-ui';
import * as s from './NewsList.css';
import { Link } from '../Link';
import { safeExternalHref } from '../../lib/safeExternalHref';
import { Skeleton } from '../Skeleton';
import { RetryNotice } from '../RetryNotice';
import { NEWS_TITLE_MAX, truncateTitle } from './truncateTitle';

export { NEWS_TITLE_MAX, truncateTitle };

export const NEWS_LIST_STATUSES = ['ready', 'loading', 'error'] as const;
export type NewsListStatus = (typeof NEWS_LIST_STATUSES)[number];
/** Items shown; at width 1300 px or less only the first `NEWS_LIST_NARROW_ITEMS` (CSS hides the rest). */
export const NEWS_LIST_MAX_ITEMS = 5;
export const NEWS_LIST_NARROW_ITEMS = 3;
export const NEWS_LIST_NARROW_WIDTH = 1300;

export interface NewsItem {
  id: string;
  title: string;
  /** The post's address on the news site; opens in a new tab. */
  href: string;
  /** ISO date-time of publication (`published_at`). */
  publishedAt?: string | null;
  /** The post's image (`feature_image`); decorative. */
  imageSrc?: string | null;
}

export interface NewsListProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> {
  /** The heading, such as 'Notícias'. */
  title: string;
  /** The latest posts, newest first; only the first 5 show (3 at width 1300 px or less). */
  items: NewsItem[];
  /** The lookup: `loading` shows placeholders, `error` the message and the retry button. Defaults to 'ready'. */
  status?: NewsListStatus;
  /** The link to the news site, such as 'ver mais'. */
  moreLabel: string;
  /** The news site's address behind `moreLabel`; opens in a new tab. */
  moreHref: string;
  /** Read after each external link, such as 'abre em nova aba'. */
  newTabHint: string;
  /** Locale of the publication dates ('pt-BR', 'en'); read in America/Sao_Paulo. */
  locale?: string;
  /** Read while loading, such as 'Carregando notícias...'. */
  loadingText: string;
  /** Shown when there is no news, such as 'Nenhuma notícia no momento.'. */
  emptyText: string;
  /** Shown on error, such as 'Não foi possível carregar as notícias.'. */
  errorText: string;
  /** The retry button, such as 'Tentar novamente'. */
  retryLabel: string;
  /** Called by the retry button on error; without it no retry button shows. */
  onRetry?: () => void;
}

/**
 * The dashboard's news: the latest 5 posts (3 at width 1300 px or less, by CSS), each title cut at
 * 50 characters with '…' (the full title is still read by screen readers), each an external link,
 * and 'ver mais' to the news site. Loading placeholders, an empty message, and an error with retry.
 */
export function NewsList({
  title,
  items,
  status = 'ready',
  moreLabel,
  moreHref,
  newTabHint,
  locale = 'pt-BR',
  loadingText,
  emptyText,
  errorText,
  retryLabel,
  onRetry,
  className,
  ...rest
}: NewsListProps) {
  const headingId = useId();
  const dateFormat = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'America/Sao_Paulo' }), [locale]);
  const formatDate = (iso?: string | null) => {
    if (!iso) return null;
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? null : { iso, text: dateFormat.format(date) };
  };

  return (
    <section
      className={[s.root, className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      aria-busy={status === 'loading' || undefined}
      {...rest}
    >
      <header className={s.header}>
        <h2 id={headingId} className={s.title}>
          <Newspaper aria-hidden size={20} />
          {title}
        </h2>
        <Link href={moreHref} external externalLabel={newTabHint} variant="standalone" className={s.more}>
          {moreLabel}
        </Link>
      </header>
      {status === 'loading' ? (
        <>
          <VisuallyHidden.Root role="status">{loadingText}</VisuallyHidden.Root>
          <div className={s.list}>
            {Array.from({ length: NEWS_LIST_MAX_ITEMS }, (_, i) => (
              // A row of the answer with placeholders for its words: the list keeps its height when it arrives.
              <div key={i} className={s.item} aria-hidden>
                <div className={s.placeholderRow}>
                  <span className={s.thumb} />
                  <span className={s.body}>
                    <span className={s.itemTitle}>
                      <Skeleton variant="inline" width="85%" />
                    </span>
                    <span className={s.date}>
                      <Skeleton variant="inline" width="9em" />
                    </span>
                  </span>
                </div>
              </div>
            ))}
          </div>
        </>
      ) : status === 'error' ? (
        <RetryNotice retryLabel={retryLabel} {...(onRetry ? { onRetry } : {})}>
          {errorText}
        </RetryNotice>
      ) : items.length === 0 ? (
        <p className={s.empty}>{emptyText}</p>
      ) : (
        <ul className={s.list}>
          {items.slice(0, NEWS_LIST_MAX_ITEMS).map((item) => {
            const date = formatDate(item.publishedAt);
            const short = truncateTitle(item.title);
            const body = (
              <span className={s.body}>
                {/* The cut title is what sighted users see; screen readers get the whole title. */}
                <span aria-hidden className={s.itemTitle}>
                  {short}
                </span>
                <VisuallyHidden.Root>{item.title}</VisuallyHidden.Root>
                {date ? (
                  <time dateTime={date.iso} className={s.date}>
                    {date.text}
                  </time>
                ) : null}
              </span>
            );
            const thumb = item.imageSrc ? <img src={item.imageSrc} alt="" className={s.thumb} loading="lazy" decoding="async" /> : null;
            const title = short !== item.title.trim() ? item.title : undefined;
            // A post's address is the news service's data: only http(s) becomes a link, anything else shows as text.
            const href = safeExternalHref(item.href);
            return (
              <li key={item.id} className={s.item}>
                {href ? (
                  <a href={href} target="_blank" rel="noopener noreferrer" className={s.link} title={title}>
                    {thumb}
                    {body}
                    <ExternalLink aria-hidden size={14} className={s.externalIcon} />
                    <VisuallyHidden.Root> ({newTabHint})</VisuallyHidden.Root>
                  </a>
                ) : (
                  <span className={s.link} title={title} data-variant="news-unlinked">
                    {thumb}
                    {body}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
