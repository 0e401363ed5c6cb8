import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ArrowLeft, RefreshCw } from 'lucide-react';
import { Breadcrumb } from '@portal-fiscal/ui/Breadcrumb';
import { Button } from '@portal-fiscal/ui/Button';
import { EmptyState, type EmptyStateHeadingLevel } from '@portal-fiscal/ui/EmptyState';
import { Link as UiLink } from '@portal-fiscal/ui/Link';
import { Notice } from '@portal-fiscal/ui/Notice';
import { useBack } from '../../lib/history';
import { paths } from '../../paths';
import { routerLink } from '../layout/RouterLink';
import * as shared from './marketplace.css';

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

/** A record the address names that does not exist: the page's heading, and the way back to the marketplace. */
export function RecordNotFound({ icon, title, description }: { icon: ReactNode; title: string; description: string }) {
  const { t } = useTranslation('marketplace');
  return <StateWithLink icon={icon} title={title} description={description} headingLevel={1} href={paths.appsList} linkLabel={t('marketplace.toMarketplace')} />;
}

/** The top of a record's page (an app, a provider): Home › Marketplace › `current`, and 'Voltar' (history, else the list). */
export function RecordHeader({ current }: { current: string }) {
  const { t } = useTranslation('marketplace');
  const back = useBack(paths.appsList);
  return (
    <div className={shared.backRow}>
      <Breadcrumb
        label={t('marketplace.breadcrumb')}
        items={[
          { label: t('marketplace.home'), href: paths.dashboard },
          { label: t('marketplace.marketplace'), href: paths.appsList },
          { label: current, current: true },
        ]}
        renderLink={routerLink}
      />
      <Button variant="ghost" size="sm" icon={<ArrowLeft aria-hidden size={18} />} onClick={back}>
        {t('marketplace.back')}
      </Button>
    </div>
  );
}
