import type { ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { FullPageStatus } from './FullPageStatus';
import * as styles from './FullPageStatus.css';

/** A whole-screen error (the session check failed, the configuration is invalid), with its icon. */
export function FullPageError({ title, description, action }: { title: string; description?: string; action?: ReactNode }) {
  return (
    <FullPageStatus
      tone="error"
      title={title}
      description={description}
      action={action}
      icon={<TriangleAlert aria-hidden className={styles.errorIcon} size={32} />}
    />
  );
}
