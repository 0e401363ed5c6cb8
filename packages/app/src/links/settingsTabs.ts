import { paths } from '../paths';

/** The tabs of My Account with a button, in order (spec 02 §2), as the address writes them (`?tab=`). */
export const MY_ACCOUNT_TABS = ['profile', 'products', 'products-list', 'company'] as const;
export type MyAccountTab = (typeof MY_ACCOUNT_TABS)[number];
/** Panels reached only by address: the images uploader and the two placeholders. */
export const MY_ACCOUNT_PANELS = ['images', 'billing', 'security'] as const;
export type MyAccountPanel = (typeof MY_ACCOUNT_PANELS)[number];

/** What `?tab=` opens: a tab, a panel without a tab, or Perfil for anything else (unknown or missing). */
export function myAccountView(tab: string | null): MyAccountTab | MyAccountPanel {
  const all: readonly string[] = [...MY_ACCOUNT_TABS, ...MY_ACCOUNT_PANELS];
  return tab !== null && all.includes(tab) ? (tab as MyAccountTab | MyAccountPanel) : 'profile';
}

export const myAccountHref = (tab: MyAccountTab | MyAccountPanel) => `${paths.myAccount}?tab=${tab}`;

/** The marketplace administration's tabs (spec 02 §2), for the settings home's cards. */
export const MANAGEMENT_TABS = ['gerenciar-aplicativos', 'gerenciar-providers', 'gerenciar-usuarios'] as const;
export type ManagementTab = (typeof MANAGEMENT_TABS)[number];
export const managementHref = (tab: ManagementTab) => `${paths.management}?tab=${tab}`;
