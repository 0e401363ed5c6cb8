import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Tabs } from '@portal-fiscal/ui/Tabs';
import type { Permissions } from '@portal-fiscal/api-client';
import { useAccess, type Access } from '../../data/account';
import { useRolePart } from '../../shell/frame';
import * as shared from '../../shell/page.css';
import { SettingsHeader } from '../../shell/SettingsHeader';
import { canonicalAddress, isUsersAddress } from '../../links/addressAliases';
import { MANAGEMENT_TABS, type ManagementTab } from '../../links/settingsTabs';
import { AdminGate } from './AdminGate';
import { AppsTable } from './management/AppsTable';
import { DEFAULT_MANAGEMENT_TAB, managementListHref, parseManagementParams } from './management/params';
import { ProvidersTable } from './management/ProvidersTable';
import { UsersTable } from './management/UsersTable';

const TAB_LABELS = {
  'gerenciar-aplicativos': 'management.tabs.apps',
  'gerenciar-providers': 'management.tabs.providers',
  'gerenciar-usuarios': 'management.tabs.users',
} as const satisfies Record<ManagementTab, string>;

/** The apps tab is for who edits all (every app) or their own company (its apps). */
const mayManageApps = (access: Access) => access.canEditAll || access.canEditSelf;
/** Who manages only their own company's apps, whose subtitle says so. */
const managesOwn = (permissions: Permissions) => !permissions.canEditAll && permissions.canEditSelf;
const managesMore = (permissions: Permissions) => !managesOwn(permissions);

/**
 * /settings/management?tab= (spec 02 §2 'Administração do Marketplace'): Aplicativos
 * (gerenciar-aplicativos, the default), Providers and Usuários, the tab in the address. All three
 * with canEditAll; with canEditSelf only Aplicativos, listing the own company's apps; anyone else sees
 * AdminGate's not-allowed state. An unknown tab opens Aplicativos. The spec's users address
 * (/settings/management/providers/user) becomes `?tab=gerenciar-usuarios`: the start-up rewrites it
 * before the first render when it is loaded, and the page when the app navigates to it.
 */
export default function ManagementPage() {
  const { t } = useTranslation('management');
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const params = useMemo(() => parseManagementParams(search), [search]);
  const access = useAccess();
  const usersAddress = isUsersAddress(pathname);

  useEffect(() => {
    const canonical = canonicalAddress(pathname, search);
    if (canonical) navigate(canonical, { replace: true });
  }, [pathname, search, navigate]);

  const tabs: readonly ManagementTab[] = access.canEditAll ? MANAGEMENT_TABS : [DEFAULT_MANAGEMENT_TAB];
  const asked = usersAddress ? 'gerenciar-usuarios' : params.tab;
  const active: ManagementTab = asked !== null && tabs.includes(asked) ? asked : DEFAULT_MANAGEMENT_TAB;

  const content: Record<ManagementTab, () => ReactNode> = {
    'gerenciar-aplicativos': () => <AppsTable params={params} scope={access.canEditAll ? 'all' : 'own'} />,
    'gerenciar-providers': () => <ProvidersTable params={params} />,
    'gerenciar-usuarios': () => <UsersTable params={params} />,
  };

  // By the session's role until the account says (so a frame draws the role's own, and nothing moves when
  // the account comes); in a frame, both, each drawn for its roles (shell/frame.ts).
  const own = useRolePart(managesOwn);
  const more = useRolePart(managesMore);
  const subtitle =
    own && more ? (
      <>
        <span {...own}>{t('management.subtitleOwn')}</span>
        <span {...more}>{t('management.subtitle')}</span>
      </>
    ) : (access.pending ? own : managesOwn(access)) ? (
      t('management.subtitleOwn')
    ) : (
      t('management.subtitle')
    );

  return (
    <div className={shared.page} data-page="management">
      <SettingsHeader title={t('management.title')} subtitle={subtitle} />
      <AdminGate allow={mayManageApps}>
        <Tabs
          label={t('management.tabsLabel')}
          value={active}
          onValueChange={(value) => navigate(managementListHref(value as ManagementTab))}
          items={tabs.map((tab) => ({ value: tab, label: t(TAB_LABELS[tab]), content: tab === active ? content[tab]() : null }))}
        />
      </AdminGate>
    </div>
  );
}
