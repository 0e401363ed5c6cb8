import { useTranslation } from 'react-i18next';
import * as shared from '../../shell/page.css';
import { CompanyPanel } from './company/CompanyPanel';
import { SettingsHeader } from '../../shell/SettingsHeader';

/**
 * /settings/company (spec 02 §2 Company screen): the company form on a page of its own, the same one as
 * My Account's 'Empresa' tab. Reachable by anyone signed in; an account that may not edit sees its
 * company read only.
 */
export default function CompanyPage() {
  const { t } = useTranslation('company');
  return (
    <div className={shared.page} data-page="company">
      <SettingsHeader title={t('company.title')} subtitle={t('company.pageSubtitle')} />
      <CompanyPanel headingLevel={2} />
    </div>
  );
}
