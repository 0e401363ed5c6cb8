import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BreadcrumbItem } from '@portal-fiscal/ui/Breadcrumb';
import { paths } from '../../paths';
import { NotFoundState, RecordBackRow } from '../../shell/PageStates';

/** The top of a lei's pages: Meus Projetos › Leis de Incentivo Fiscal › `trail`, and 'Voltar' (history, else `fallback`). */
export function LeiRecordHeader({ trail, fallback = paths.leis }: { trail: readonly BreadcrumbItem[]; fallback?: string }) {
  const { t } = useTranslation('leis');
  const items = [{ label: t('leis.projects') }, { label: t('leis.leis'), href: paths.leis }, ...trail];
  return <RecordBackRow breadcrumbLabel={t('leis.breadcrumb')} items={items} backLabel={t('leis.back')} fallback={fallback} />;
}

/** A record the address names that does not exist: the page's heading, and the way to the leis. */
export function LeiRecordNotFound(props: { icon: ReactNode; title: string; description: string }) {
  const { t } = useTranslation('leis');
  return <NotFoundState {...props} href={paths.leis} linkLabel={t('leis.view.toList')} />;
}
