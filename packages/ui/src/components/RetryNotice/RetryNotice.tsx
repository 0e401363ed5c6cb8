import type { ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button } from '../Button';
import { Notice } from '../Notice';

export interface RetryNoticeProps {
  /** What failed, such as 'Não foi possível carregar as notícias.' */
  children: ReactNode;
  /** The retry button's label, such as 'Tentar novamente'. */
  retryLabel: string;
  /** Called when the user asks to try again; without it no button is shown. */
  onRetry?: () => void;
  /** Announce at once (the failure followed a user action). */
  live?: boolean;
  /** Class for the Notice's root `div`. */
  className?: string;
}

/**
 * The error state of a widget whose data failed to load: a danger notice with a 'try again' button.
 * The rest of the page keeps working; only this widget shows the failure.
 */
export function RetryNotice({ children, retryLabel, onRetry, live = false, className }: RetryNoticeProps) {
  return (
    <Notice
      tone="danger"
      live={live}
      {...(className ? { className } : {})}
      action={
        onRetry ? (
          <Button variant="secondary" size="sm" icon={<RefreshCw aria-hidden size={16} />} onClick={onRetry}>
            {retryLabel}
          </Button>
        ) : undefined
      }
    >
      {children}
    </Notice>
  );
}
