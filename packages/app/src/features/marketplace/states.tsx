import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../paths';
import { NotFoundState, RecordBackRow } from '../../shell/PageStates';

/** A record the address names that does not exist: the page's heading, and the way back to the marketplace. */
export function RecordNotFound(props: { icon: ReactNode; title: string; description: string }) {
  const { t } = useTranslation('marketplace');
  return <NotFoundState {...props} href={paths.appsList} linkLabel={t('marketplace.toMarketplace')} />;
}

/** The top of a record's page (an app, a provider): Home › Marketplace › `current`, and 'Voltar' (history, else the list). */
export function RecordHeader({ current }: { current: string }) {
  const { t } = useTranslation('marketplace');
  const items = [
    { label: t('marketplace.home'), href: paths.dashboard },
    { label: t('marketplace.marketplace'), href: paths.appsList },
    { label: current, current: true },
  ];
  return (
    <RecordBackRow
      breadcrumbLabel={t('marketplace.breadcrumb')}
      items={items}
      backLabel={t('marketplace.back')}
      fallback={paths.appsList}
    />
  );
}
