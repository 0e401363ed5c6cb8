import { useTranslation } from 'react-i18next';
import { ArrowLeft, UserRoundSearch, UserRoundX } from 'lucide-react';
import { Button } from '@portal-fiscal/ui/Button';
import { useBack } from '../../../lib/history';
import { LoadError, StateWithLink } from '../../../shell/PageStates';
import { SettingsHeader } from '../../../shell/SettingsHeader';
import { adminLinks } from '../links';

/** The top of the user screens: breadcrumb, title, subtitle and 'Voltar' (history, else the users tab). */
export function UserPageHeader({ title, subtitle }: { title: string; subtitle: string }) {
  const { t } = useTranslation('adminUsers');
  const back = useBack(adminLinks.users());
  return (
    <SettingsHeader
      title={title}
      subtitle={subtitle}
      parents={[{ label: t('adminUsers.crumb'), href: adminLinks.users() }]}
      actions={
        <Button variant="secondary" icon={<ArrowLeft aria-hidden size={18} />} onClick={back}>
          {t('adminUsers.back')}
        </Button>
      }
    />
  );
}

/** The address names no user (no `?id=`, or not an id): 'Nenhum usuário selecionado.' and the way to the list. */
export function UserNotSelected() {
  const { t } = useTranslation('adminUsers');
  return (
    <StateWithLink
      icon={<UserRoundSearch aria-hidden size={40} />}
      title={t('adminUsers.noneSelected')}
      description={t('adminUsers.noneSelectedText')}
      href={adminLinks.users()}
      linkLabel={t('adminUsers.toList')}
      headingLevel={2}
    />
  );
}

/** The address names a user that does not exist. */
export function UserNotFound() {
  const { t } = useTranslation('adminUsers');
  return (
    <StateWithLink
      icon={<UserRoundX aria-hidden size={40} />}
      title={t('adminUsers.notFound')}
      description={t('adminUsers.notFoundText')}
      href={adminLinks.users()}
      linkLabel={t('adminUsers.toList')}
      headingLevel={2}
    />
  );
}

/** The load of the user failed: the message and 'Tentar novamente'. */
export function UserLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('adminUsers');
  return <LoadError onRetry={onRetry}>{t('adminUsers.loadError')}</LoadError>;
}
