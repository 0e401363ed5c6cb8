import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { Link as UiLink } from '@portal-fiscal/ui/Link';
import { Skeleton } from '@portal-fiscal/ui/Skeleton';
import { Tabs } from '@portal-fiscal/ui/Tabs';
import { useAccess } from '../../data/account';
import * as shared from '../../shell/page.css';
import { CompanyPanel } from './company/CompanyPanel';
import { ProductImagesPanel } from './images/ProductImagesPanel';
import { ProductListPanel } from './products/ProductListPanel';
import { ProductRegistrationPanel } from './products/ProductRegistrationPanel';
import { ProfilePanel } from './profile/ProfilePanel';
import { SettingsHeader } from '../../shell/SettingsHeader';
import { MY_ACCOUNT_TABS, myAccountHref, myAccountView, type MyAccountTab } from '../../links/settingsTabs';
import * as styles from '../../shell/settings.css';
import { BusyRegion } from '../../shell/PageStates';

const TAB_LABELS = {
  profile: 'settings.myAccount.tabs.profile',
  products: 'settings.myAccount.tabs.products',
  'products-list': 'settings.myAccount.tabs.productsList',
  company: 'settings.myAccount.tabs.company',
} as const satisfies Record<MyAccountTab, string>;

/** A panel without a tab button (billing, security: the spec's placeholders; images: the uploader). */
function LoosePanel({ children }: { children: ReactNode }) {
  const { t } = useTranslation('settings');
  return (
    <div className={styles.loosePanel}>
      <UiLink asChild variant="standalone">
        <Link href={myAccountHref('profile')} className={styles.backLink}>
          <ArrowLeft aria-hidden size={16} />
          {t('settings.myAccount.backToProfile')}
        </Link>
      </UiLink>
      {children}
    </div>
  );
}

function Placeholder({ which }: { which: 'billing' | 'security' }) {
  const { t } = useTranslation('settings');
  return (
    <section className={shared.panel} aria-labelledby={`my-account-${which}`}>
      <h2 id={`my-account-${which}`} className={styles.panelTitle}>
        {t(`settings.myAccount.${which}.title`)}
      </h2>
      <p className={shared.subtitle}>{t(`settings.myAccount.${which}.text`)}</p>
    </section>
  );
}

/**
 * /settings/my-account?tab= (spec 02 §2 My Account): Perfil, Cadastrar produto, Listar Produtos and
 * Empresa, the active one in the address (back and forward move between them; an unknown tab opens
 * Perfil). Without permission to edit all or their own company, only Perfil. `images`, `billing` and
 * `security` open panels that have no tab button.
 */
export default function MyAccountPage() {
  const { t } = useTranslation('settings');
  const [, navigate] = useLocation();
  const view = myAccountView(new URLSearchParams(useSearch()).get('tab'));
  const access = useAccess();
  const mayEdit = access.canEditAll || access.canEditSelf;
  const tabs: readonly MyAccountTab[] = mayEdit ? MY_ACCOUNT_TABS : ['profile'];

  let body: ReactNode;
  if (access.pending) {
    body = (
      <BusyRegion className={styles.tabsSkeleton} label={t('settings.home.loading')}>
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="card" height="240px" />
      </BusyRegion>
    );
  } else if (view === 'billing' || view === 'security') {
    body = (
      <LoosePanel>
        <Placeholder which={view} />
      </LoosePanel>
    );
  } else if (view === 'images' && mayEdit) {
    body = (
      <LoosePanel>
        <ProductImagesPanel headingLevel={2} />
      </LoosePanel>
    );
  } else {
    const active: MyAccountTab = (tabs as readonly string[]).includes(view) ? (view as MyAccountTab) : 'profile';
    const content: Record<MyAccountTab, ReactNode> = {
      profile: <ProfilePanel headingLevel={2} />,
      products: <ProductRegistrationPanel headingLevel={2} />,
      'products-list': <ProductListPanel headingLevel={2} />,
      company: <CompanyPanel headingLevel={2} />,
    };
    body = (
      <Tabs
        label={t('settings.myAccount.tabsLabel')}
        value={active}
        onValueChange={(value) => navigate(myAccountHref(value as MyAccountTab))}
        items={tabs.map((tab) => ({ value: tab, label: t(TAB_LABELS[tab]), content: tab === active ? content[tab] : null }))}
      />
    );
  }

  return (
    <div className={shared.page} data-page="my-account">
      <SettingsHeader title={t('settings.myAccount.title')} subtitle={t('settings.myAccount.subtitle')} />
      {body}
    </div>
  );
}
