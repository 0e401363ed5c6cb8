import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import * as styles from './Notice.css';

export const NOTICE_TONES = ['info', 'warning', 'success', 'danger'] as const;
export type NoticeTone = (typeof NOTICE_TONES)[number];

const icons = { info: Info, warning: TriangleAlert, success: CircleCheck, danger: CircleAlert } as const;

export interface NoticeProps {
  /** Semantic tone, with its colours and icon: 'info', 'warning', 'success' or 'danger'. Defaults to 'info'. */
  tone?: NoticeTone;
  /** A short heading, such as 'Sessão expirada'. */
  title?: string;
  /** The body: a sentence or two, or richer content (a link to act on). */
  children?: ReactNode;
  /**
   * Urgent: `role="alert"` (announced at once, interrupting). Use it for a notice that appears in
   * answer to an action (a failed login). Otherwise `role="status"` (polite).
   */
  live?: boolean;
  /** An action under the body, such as a Button or Link. */
  action?: ReactNode;
  /** Shows a close button; called when it is pressed. Needs `dismissLabel`. */
  onDismiss?: () => void;
  /** Accessible label of the close button, such as 'Fechar aviso'. */
  dismissLabel?: string;
  /** Class for the notice's root `div` (the status or alert). */
  className?: string;
}

/**
 * An inline message in a semantic tone (info, warning, success, danger) with an icon, an optional
 * title and a body. `live` makes it an alert (assertive) for errors that follow an action; otherwise
 * it is a polite status. For transient feedback at the corner of the screen use Toaster instead.
 */
export function Notice({ tone = 'info', title, children, live = false, action, onDismiss, dismissLabel, className }: NoticeProps) {
  const Icon = icons[tone];
  return (
    <div role={live ? 'alert' : 'status'} data-tone={tone} className={[styles.notice[tone], className].filter(Boolean).join(' ')}>
      <Icon aria-hidden className={styles.icon} />
      <div className={styles.content}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div className={styles.body}>{children}</div> : null}
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
      {onDismiss && dismissLabel ? (
        <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label={dismissLabel} title={dismissLabel}>
          <X aria-hidden size={18} />
        </button>
      ) : null}
    </div>
  );
}
