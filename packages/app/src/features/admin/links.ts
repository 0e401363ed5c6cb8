import { paths } from '../../paths';
import { managementHref } from '../../links/settingsTabs';

/** The administration's addresses: records travel in `?id=` (a reload or a shared link opens the same one). */
export const adminLinks = {
  apps: () => managementHref('gerenciar-aplicativos'),
  providers: () => managementHref('gerenciar-providers'),
  users: () => managementHref('gerenciar-usuarios'),
  providerView: (uuid: string) => `${paths.adminProviderView}?id=${encodeURIComponent(uuid)}`,
  providerEdit: (uuid: string) => `${paths.adminProviderEdit}?id=${encodeURIComponent(uuid)}`,
  providerCreate: () => paths.adminProviderCreate,
  /** Users are addressed by their uuid. */
  userView: (uuid: string) => `${paths.adminUserView}?id=${encodeURIComponent(uuid)}`,
  userEdit: (uuid: string) => `${paths.adminUserEdit}?id=${encodeURIComponent(uuid)}`,
  userCreate: () => paths.adminUserCreate,
  appEdit: (appUuid: string) => `${paths.productEdit}?id=${encodeURIComponent(appUuid)}`,
};
