import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UserRoundSearch, UserRoundX } from 'lucide-react';
import { HistoryBackButton, LoadError, StateWithLink } from '../../../shell/PageStates';
import { SettingsHeader } from '../../../shell/SettingsHeader';
import { adminLinks } from '../links';

/** The top of the user screens: breadcrumb, title, subtitle and 'Voltar' (history, else the users tab). */
export function UserPageHeader({ title, subtitle }: { title: string; subtitle: string }) {
  const { t } = useTranslation('adminUsers');
  return (
    <SettingsHeader
      title={title}
      subtitle={subtitle}
      parents={[{ label: t('adminUsers.crumb'), href: adminLinks.users() }]}
      actions={<HistoryBackButton variant="secondary" label={t('adminUsers.back')} fallback={adminLinks.users()} />}
    />
  );
}

/** No user to show: what the address got wrong, and the way to the users tab. */
function ToUsers({ icon, title, description }: { icon: ReactNode; title: string; description: string }) {
  const { t } = useTranslation('adminUsers');
  const toList = { href: adminLinks.users(), linkLabel: t('adminUsers.toList') };
  return <StateWithLink icon={icon} title={title} description={description} headingLevel={2} {...toList} />;
}

/** The address names no user (no `?id=`, or not an id): 'Nenhum usuário selecionado.' and the way to the list. */
export function UserNotSelected() {
  const { t } = useTranslation('adminUsers');
  const texts = { title: t('adminUsers.noneSelected'), description: t('adminUsers.noneSelectedText') };
  return <ToUsers icon={<UserRoundSearch aria-hidden size={40} />} {...texts} />;
}

/** The address names a user that does not exist. */
export function UserNotFound() {
  const { t } = useTranslation('adminUsers');
  const texts = { title: t('adminUsers.notFound'), description: t('adminUsers.notFoundText') };
  return <ToUsers icon={<UserRoundX aria-hidden size={40} />} {...texts} />;
}

/** The load of the user failed: the message and 'Tentar novamente'. */
export function UserLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('adminUsers');
  return <LoadError onRetry={onRetry}>{t('adminUsers.loadError')}</LoadError>;
}
