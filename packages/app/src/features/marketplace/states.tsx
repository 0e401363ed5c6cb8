import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { Breadcrumb } from '@portal-fiscal/ui/Breadcrumb';
import { Button } from '@portal-fiscal/ui/Button';
import { useBack } from '../../lib/history';
import { paths } from '../../paths';
import { StateWithLink } from '../../shell/PageStates';
import { routerLink } from '../../shell/RouterLink';
import * as shared from '../../shell/page.css';

/** A record the address names that does not exist: the page's heading, and the way back to the marketplace. */
export function RecordNotFound({ icon, title, description }: { icon: ReactNode; title: string; description: string }) {
  const { t } = useTranslation('marketplace');
  return (
    <StateWithLink
      icon={icon}
      title={title}
      description={description}
      headingLevel={1}
      href={paths.appsList}
      linkLabel={t('marketplace.toMarketplace')}
    />
  );
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
