import type { ReactNode } from 'react';
import { LoaderCircle, TriangleAlert } from 'lucide-react';
import * as styles from './FullPageStatus.css';

/** A whole-screen state: session check, boot errors, not-found. */
export function FullPageStatus({ tone, title, description, action }: { tone: 'loading' | 'error' | 'info'; title: string; description?: string; action?: ReactNode }) {
  return (
    <main className={styles.page} aria-busy={tone === 'loading' || undefined}>
      <div className={styles.card} role={tone === 'error' ? 'alert' : 'status'}>
        {tone === 'loading' ? <LoaderCircle aria-hidden className={styles.spinner} size={32} /> : null}
        {tone === 'error' ? <TriangleAlert aria-hidden className={styles.errorIcon} size={32} /> : null}
        <h1 className={styles.title}>{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
        {action}
      </div>
    </main>
  );
}
