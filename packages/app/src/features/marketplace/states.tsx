import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { RefreshCw } from 'lucide-react';
import { Button } from '@portal-fiscal/ui/Button';
import { EmptyState } from '@portal-fiscal/ui/EmptyState';
import { Link as UiLink } from '@portal-fiscal/ui/Link';
import { Notice } from '@portal-fiscal/ui/Notice';
import { paths } from '../../paths';

/** A load that failed: the message and 'Tentar novamente' (the spec only logs these errors). */
export function LoadError({ children, onRetry, tone = 'danger' }: { children: ReactNode; onRetry: () => void; tone?: 'danger' | 'warning' }) {
  const { t } = useTranslation('marketplace');
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

/** A record the address names that does not exist: the page's heading, and the way back to the marketplace. */
export function RecordNotFound({ icon, title, description }: { icon: ReactNode; title: string; description: string }) {
  const { t } = useTranslation('marketplace');
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={description}
      headingLevel={1}
      action={
        <UiLink asChild variant="standalone">
          <Link href={paths.appsList}>{t('marketplace.toMarketplace')}</Link>
        </UiLink>
      }
    />
  );
}
