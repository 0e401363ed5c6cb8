import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { RefreshCw } from 'lucide-react';
import { Button } from '@portal-fiscal/ui/Button';
import { EmptyState, type EmptyStateHeadingLevel } from '@portal-fiscal/ui/EmptyState';
import { Link as UiLink } from '@portal-fiscal/ui/Link';
import { Notice } from '@portal-fiscal/ui/Notice';

/** A load that failed: the message and 'Tentar novamente' (the spec only logs these errors). */
export function LoadError({ children, onRetry, tone = 'danger' }: { children: ReactNode; onRetry: () => void; tone?: 'danger' | 'warning' }) {
  const { t } = useTranslation();
  return (
    <Notice
      tone={tone}
      live={tone === 'danger'}
      action={
        <Button variant="secondary" size="sm" icon={<RefreshCw aria-hidden size={16} />} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {children}
    </Notice>
  );
}

/** Nothing to show here, and the one link that gets the user on (not found, not allowed, a bad address...). */
export function StateWithLink({
  icon,
  title,
  description,
  href,
  linkLabel,
  headingLevel,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  href: string;
  linkLabel: string;
  headingLevel?: EmptyStateHeadingLevel;
}) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={description}
      {...(headingLevel ? { headingLevel } : {})}
      action={
        <UiLink asChild variant="standalone">
          <Link href={href}>{linkLabel}</Link>
        </UiLink>
      }
    />
  );
}
