/**
 * Every path of the portal, named once (spec 01 §2 and spec 02 §2). Pure data: pages and menus
 * import it without importing the route table, which imports the pages.
 */
export const paths = {
  root: '/',
  login: '/login',
  createAccount: '/create/account',
  createAccountSuccess: '/create/account/success',
  passwordRecovery: '/password/recovery',
  newPassword: '/new/password',
  dashboard: '/dashboard',
  createShortcut: '/create/atalho',
  appsList: '/apps/list',
  appView: '/app/view',
  createApp: '/create/app',
  calculator: '/calculadora',
  leis: '/leis/incentivo',
  leiView: '/leis/incentivo/view',
  leiFacilitator: '/leis/incentivo/facilitador',
  providerView: '/fornecedor/view',
  settings: '/settings',
  myAccount: '/settings/my-account',
  productImages: '/settings/product-image',
  company: '/settings/company',
  generalSettings: '/settings/settings',
  settingsUser: '/settings/user',
  management: '/settings/management',
  productEdit: '/settings/management/app/edit',
  adminProviderView: '/settings/management/providers/view',
  adminProviderEdit: '/settings/management/providers/edit',
  adminProviderCreate: '/settings/management/providers/create-provider',
  adminUsers: '/settings/management/providers/user',
  adminUserView: '/settings/management/providers/user-view',
  adminUserEdit: '/settings/management/providers/user-edit',
  adminUserCreate: '/settings/management/providers/user-create',
  user: '/user',
} as const;
export type PathName = keyof typeof paths;
