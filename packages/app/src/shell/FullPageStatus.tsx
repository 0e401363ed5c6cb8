import type { ReactNode } from 'react';
import * as styles from './FullPageStatus.css';

/**
 * A whole-screen state: the start-up's loading screen, the session check, not-found. Part of the
 * entry, so it draws its spinner in CSS and takes any icon from the caller (FullPageError).
 */
export function FullPageStatus({
  tone,
  title,
  description,
  action,
  icon,
}: {
  tone: 'loading' | 'error' | 'info';
  title: string;
  description?: string;
  action?: ReactNode;
  /** Shown above the title (not with `loading`, which has its spinner). */
  icon?: ReactNode;
}) {
  return (
    <main className={styles.page} aria-busy={tone === 'loading' || undefined}>
      <div className={styles.card} role={tone === 'error' ? 'alert' : 'status'}>
        {tone === 'loading' ? <span aria-hidden className={styles.spinner} /> : icon}
        <h1 className={styles.title}>{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
        {action}
      </div>
    </main>
  );
}
