import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../paths';
import { FullPageStatus } from './FullPageStatus';

export function NotFoundPage() {
  const { t } = useTranslation();
  return <FullPageStatus tone="info" title={t('notFound.title')} description={t('notFound.description')} action={<Link href={paths.root}>{t('notFound.action')}</Link>} />;
}
