import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { Breadcrumb, type BreadcrumbItem } from '@portal-fiscal/ui/Breadcrumb';
import { Button } from '@portal-fiscal/ui/Button';
import { useBack } from '../../lib/history';
import { paths } from '../../paths';
import { StateWithLink } from '../../shell/PageStates';
import { routerLink } from '../../shell/RouterLink';
import * as shared from '../../shell/page.css';

/** The top of a lei's pages: Meus Projetos › Leis de Incentivo Fiscal › `trail`, and 'Voltar' (history, else `fallback`). */
export function LeiRecordHeader({ trail, fallback = paths.leis }: { trail: readonly BreadcrumbItem[]; fallback?: string }) {
  const { t } = useTranslation('leis');
  const back = useBack(fallback);
  return (
    <div className={shared.backRow}>
      <Breadcrumb
        label={t('leis.breadcrumb')}
        items={[{ label: t('leis.projects') }, { label: t('leis.leis'), href: paths.leis }, ...trail]}
        renderLink={routerLink}
      />
      <Button variant="ghost" size="sm" icon={<ArrowLeft aria-hidden size={18} />} onClick={back}>
        {t('leis.back')}
      </Button>
    </div>
  );
}

/** A record the address names that does not exist: the page's heading, and the way to the leis. */
export function LeiRecordNotFound({ icon, title, description }: { icon: ReactNode; title: string; description: string }) {
  const { t } = useTranslation('leis');
  return (
    <StateWithLink
      icon={icon}
      title={title}
      description={description}
      headingLevel={1}
      href={paths.leis}
      linkLabel={t('leis.view.toList')}
    />
  );
}
