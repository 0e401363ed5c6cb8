import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Building2, LayoutGrid, ListChecks, PackagePlus, Store, UserRound, Users } from 'lucide-react';
import { Notice } from '@portal-fiscal/ui/Notice';
import { SettingsCard, SettingsCardGrid } from '@portal-fiscal/ui/SettingsCard';
import { useAccess } from '../../data/account';
import { routerLink } from '../../shell/RouterLink';
import * as shared from '../../shell/page.css';
import { SettingsHeader } from '../../shell/SettingsHeader';
import { managementHref, myAccountHref } from '../../links/settingsTabs';

type CardKey = 'account' | 'products' | 'productsList' | 'company' | 'apps' | 'providers' | 'users';
interface CardDef {
  key: CardKey;
  href: string;
  icon: ReactNode;
}

const ACCOUNT: CardDef = { key: 'account', href: myAccountHref('profile'), icon: <UserRound aria-hidden size={22} /> };
const OWN: CardDef[] = [
  ACCOUNT,
  { key: 'products', href: myAccountHref('products'), icon: <PackagePlus aria-hidden size={22} /> },
  { key: 'productsList', href: myAccountHref('products-list'), icon: <ListChecks aria-hidden size={22} /> },
  { key: 'company', href: myAccountHref('company'), icon: <Building2 aria-hidden size={22} /> },
];
const ADMIN: CardDef[] = [
  ...OWN,
  { key: 'apps', href: managementHref('gerenciar-aplicativos'), icon: <LayoutGrid aria-hidden size={22} /> },
  { key: 'providers', href: managementHref('gerenciar-providers'), icon: <Store aria-hidden size={22} /> },
  { key: 'users', href: managementHref('gerenciar-usuarios'), icon: <Users aria-hidden size={22} /> },
];

/**
 * /settings (spec 02 §2 Settings home): the admin area's welcome and one card per place the user may
 * manage: seven for who can edit all, four for who can edit their own company, My Account for anyone
 * else, and for everyone when the account lookup fails or the session lacks a token or an email.
 */
export default function SettingsHomePage() {
  const { t } = useTranslation('settings');
  const access = useAccess();
  const cards = access.canEditAll ? ADMIN : access.canEditSelf ? OWN : [ACCOUNT];
  const limited = cards.length === 1;
  return (
    <div className={shared.page} data-page="settings-home">
      <SettingsHeader title={t('settings.home.title')} />
      {!access.pending && !access.account ? <Notice tone="warning">{t('settings.home.lookupFailed')}</Notice> : null}
      <SettingsCardGrid
        aria-label={t('settings.home.title')}
        description={limited && !access.pending ? t('settings.home.welcomeLimited') : t('settings.home.welcome')}
        loading={access.pending}
        loadingLabel={t('settings.home.loading')}
      >
        {cards.map((card) => (
          <SettingsCard
            key={card.key}
            title={t(`settings.home.cards.${card.key}.title`)}
            description={t(`settings.home.cards.${card.key}.description`)}
            href={card.href}
            icon={card.icon}
            headingLevel={2}
            renderLink={routerLink}
          />
        ))}
      </SettingsCardGrid>
    </div>
  );
}
