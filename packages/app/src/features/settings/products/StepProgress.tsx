import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Circle, CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { visuallyHidden } from '@portal-fiscal/ui/theme';
import type { StepStatus } from './createProduct';
import * as styles from './products.css';

export interface ProgressItem {
  id: string;
  label: string;
  status: StepStatus;
}

const ICONS = { pending: Circle, current: LoaderCircle, done: CircleCheck, failed: CircleX } as const;

/**
 * A long save shown step by step: each step waiting, running, done or failed (icon, colour and words),
 * and the latest change said politely to screen readers.
 */
export function StepProgress({ title, items, headingLevel }: { title: string; items: readonly ProgressItem[]; headingLevel: 3 | 4 }) {
  const { t } = useTranslation('products');
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const statusText = (status: StepStatus) => t(`products.progress.${status}`);
  const latest = [...items].reverse().find((item) => item.status !== 'pending');
  return (
    <section className={styles.progress} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.progressTitle}>
        {title}
      </Heading>
      <ol className={styles.steps}>
        {items.map((item) => {
          const Icon = ICONS[item.status];
          return (
            <li key={item.id} className={styles.step} data-status={item.status}>
              <Icon aria-hidden className={[styles.stepIcon, item.status === 'current' ? styles.spin : ''].join(' ')} />
              <span>
                {item.label}
                <span className={visuallyHidden}>{`: ${statusText(item.status)}`}</span>
              </span>
            </li>
          );
        })}
      </ol>
      <p role="status" className={visuallyHidden}>
        {latest ? `${latest.label}: ${statusText(latest.status)}` : ''}
      </p>
    </section>
  );
}
