import { ChevronLeft, ChevronRight } from 'lucide-react';
import * as styles from './Pagination.css';

export type PaginationEntry = number | 'ellipsis-start' | 'ellipsis-end';

/** The pages to show: first, last, the current one and `siblings` on each side, with ellipses between. */
export function paginationRange(page: number, pageCount: number, siblings = 1): PaginationEntry[] {
  const total = siblings * 2 + 5;
  if (pageCount <= total) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const start = Math.max(page - siblings, 2);
  const end = Math.min(page + siblings, pageCount - 1);
  const showStart = start > 3;
  const showEnd = end < pageCount - 2;
  const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
  if (!showStart) return [...range(1, siblings * 2 + 3), 'ellipsis-end', pageCount];
  if (!showEnd) return [1, 'ellipsis-start', ...range(pageCount - (siblings * 2 + 2), pageCount)];
  return [1, 'ellipsis-start', ...range(start, end), 'ellipsis-end', pageCount];
}

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are; with 1 or fewer nothing renders. */
  pageCount: number;
  /** Called with the chosen page (clamped to 1..`pageCount`) when it differs from `page`. */
  onPageChange: (page: number) => void;
  /** The landmark's name, such as 'Paginação'. */
  label: string;
  /** 'Anterior'. */
  previousLabel: string;
  /** 'Próxima'. */
  nextLabel: string;
  /** The accessible name of a page button, such as `(n) => \`Página ${n}\``. */
  pageLabel: (page: number) => string;
  /** Pages shown on each side of the current one. */
  siblings?: number;
  /** Disables every button (e.g. while the page loads). Defaults to false. */
  disabled?: boolean;
  /** Class for the `nav` landmark. */
  className?: string;
}

/**
 * Page navigation: previous / next and numbered page buttons (with ellipses for long ranges) in a
 * `nav` landmark; the current page has `aria-current="page"`. All buttons are reachable with Tab and
 * pressed with Enter or Space. Hidden when there is a single page.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
  siblings = 1,
  disabled = false,
  className,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const go = (target: number) => {
    const next = Math.min(Math.max(target, 1), pageCount);
    if (next !== page) onPageChange(next);
  };
  return (
    <nav aria-label={label} className={[styles.nav, className].filter(Boolean).join(' ')}>
      <ul className={styles.list}>
        <li>
          <button type="button" className={styles.step} onClick={() => go(page - 1)} disabled={disabled || page <= 1}>
            <ChevronLeft aria-hidden size={18} />
            <span className={styles.stepLabel}>{previousLabel}</span>
          </button>
        </li>
        {paginationRange(page, pageCount, siblings).map((entry) =>
          typeof entry === 'number' ? (
            <li key={entry} className={styles.pageItem}>
              <button
                type="button"
                className={styles.page}
                aria-label={pageLabel(entry)}
                aria-current={entry === page ? 'page' : undefined}
                disabled={disabled}
                onClick={() => go(entry)}
              >
                {entry}
              </button>
            </li>
          ) : (
            <li key={entry} aria-hidden className={[styles.ellipsis, styles.pageItem].join(' ')}>
              …
            </li>
          ),
        )}
        <li className={styles.compactStatus} aria-hidden>
          {page} / {pageCount}
        </li>
        <li>
          <button type="button" className={styles.step} onClick={() => go(page + 1)} disabled={disabled || page >= pageCount}>
            <span className={styles.stepLabel}>{nextLabel}</span>
            <ChevronRight aria-hidden size={18} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
