import { useTranslation } from 'react-i18next';
import * as shared from '../../shell/page.css';
import { ProfilePanel } from './profile/ProfilePanel';
import { SettingsHeader } from '../../shell/SettingsHeader';

/** /settings/user and /user (spec 02 §2): the signed-in user's profile on a page of its own. */
export default function ProfilePage() {
  const { t } = useTranslation('settings');
  return (
    <div className={shared.page} data-page="profile">
      <SettingsHeader title={t('settings.profile.pageTitle')} subtitle={t('settings.profile.pageSubtitle')} />
      <ProfilePanel headingLevel={2} />
    </div>
  );
}
