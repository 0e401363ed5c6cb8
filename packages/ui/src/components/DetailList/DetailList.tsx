import type { ReactNode } from 'react';
import { VisuallyHidden } from 'radix-ui';
import { Skeleton } from '../Skeleton';
import { EmptyState, type EmptyStateHeadingLevel } from '../EmptyState';
import * as styles from './DetailList.css';

export const DETAIL_LIST_COLUMNS = [1, 2, 3] as const;
export type DetailListColumns = (typeof DETAIL_LIST_COLUMNS)[number];

export interface DetailItem {
  /** A stable key; defaults to `label`. */
  id?: string;
  /** The term, e.g. 'Criado em'. */
  label: string;
  /** The value, already formatted by the caller (dates as dd/MM/yyyy HH:mm), or any node (a badge, a link). */
  value: ReactNode;
}

export interface DetailListProps {
  /** The term-value pairs, in order, such as 'Criado em' and '05/03/2024 14:30'. */
  items: readonly DetailItem[];
  /** Shown for an item whose value is null, undefined or blank, e.g. 'Campo não definido'. */
  emptyValue?: string;
  /** Shown instead of the list when there are no items at all, e.g. 'Nenhum usuário selecionado.'. */
  emptyText?: string;
  /** A decorative icon over `emptyText`. */
  emptyIcon?: ReactNode;
  /** Heading level of `emptyText`. Defaults to 2. */
  emptyHeadingLevel?: EmptyStateHeadingLevel;
  /** Columns on desktop; 2 and 3 collapse on mobile (≤ 1024 px). Defaults to 2. */
  columns?: DetailListColumns;
  /** Skeleton lines instead of the items while the record loads. */
  loading?: boolean;
  /** Announced while loading, e.g. 'Carregando...'. */
  loadingLabel?: string;
  /** How many skeleton items. Defaults to 6. */
  skeletonItems?: number;
  /** Names the list for assistive technology when no heading precedes it. */
  'aria-label'?: string;
}

const isBlank = (value: ReactNode) =>
  value === null || value === undefined || value === false || (typeof value === 'string' && value.trim() === '');

/**
 * A key-value list (`<dl>`) for the user and provider views. The caller formats values; blank ones
 * read `emptyValue`, and with no items at all `emptyText` is shown.
 */
export function DetailList({
  items,
  emptyValue,
  emptyText,
  emptyIcon,
  emptyHeadingLevel = 2,
  loading = false,
  loadingLabel,
  skeletonItems = 6,
  columns = 2,
  'aria-label': ariaLabel,
}: DetailListProps) {
  if (loading) {
    return (
      <div>
        <div className={`${styles.list} ${styles.columns[columns]}`} aria-hidden>
          {Array.from({ length: skeletonItems }, (_, index) => (
            <div key={index} className={styles.item}>
              <Skeleton variant="text" lines={2} />
            </div>
          ))}
        </div>
        {loadingLabel ? <VisuallyHidden.Root role="status">{loadingLabel}</VisuallyHidden.Root> : null}
      </div>
    );
  }
  if (items.length === 0) {
    return emptyText ? <EmptyState title={emptyText} icon={emptyIcon} headingLevel={emptyHeadingLevel} /> : null;
  }
  return (
    <dl className={`${styles.list} ${styles.columns[columns]}`} aria-label={ariaLabel}>
      {items.map((item) => (
        <div key={item.id ?? item.label} className={styles.item}>
          <dt className={styles.term}>{item.label}</dt>
          <dd className={styles.description}>
            {isBlank(item.value) ? <span className={styles.missing}>{emptyValue ?? '—'}</span> : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
