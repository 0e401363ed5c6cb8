import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldOff } from 'lucide-react';
import { paths } from '../../paths';
import { useAccess, type Access } from '../../data/account';
import { StateWithLink, CardSkeleton } from '../../shell/PageStates';

/**
 * The marketplace administration's screens are for who can edit all (spec 02 §6): anyone else who types
 * their address sees 'Acesso restrito' (the backend answers their calls with 403 all the same). `allow`
 * widens it for a screen that also serves others (the apps tab for a provider admin).
 */
export function AdminGate({
  children,
  allow = (access) => access.canEditAll,
  pending,
}: {
  children: ReactNode;
  allow?: (access: Access) => boolean;
  /** What shows while the account is checked, if not a card's skeleton: the screen's own loading state. */
  pending?: ReactNode;
}) {
  const { t } = useTranslation('settings');
  const access = useAccess();
  // The screen behind the gate renders from a deferred flag: when the account arrives, React renders
  // the whole screen in slices it can interrupt (one long task on a phone otherwise); the skeleton stays
  // until then. A flag, not the access object, which is new at every render.
  const checked = useDeferredValue(!access.pending);
  if (access.pending || !checked) {
    if (pending) return pending;
    return <CardSkeleton label={t('settings.adminOnly.checking')} />;
  }
  if (!allow(access)) {
    return (
      <StateWithLink
        icon={<ShieldOff aria-hidden size={32} />}
        title={t('settings.adminOnly.title')}
        description={t('settings.adminOnly.text')}
        href={paths.settings}
        linkLabel={t('settings.adminOnly.link')}
        headingLevel={2}
      />
    );
  }
  return children;
}
