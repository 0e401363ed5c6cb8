import { paths } from '../paths';
import type { ManagementTab } from './settingsTabs';

// The start-up reads this module before its first render (main.tsx): it holds nothing else, so the
// initial load does not carry the settings' other links with it.

/** The spec's users address (`/settings/management/providers/user`), which is the administration's users tab. */
export const isUsersAddress = (pathname: string): boolean => pathname.replace(/\/+$/, '') === paths.adminUsers;

const USERS_TAB: ManagementTab = 'gerenciar-usuarios';

/**
 * The address the app writes for one the spec gives another way, or null: the users address becomes
 * `/settings/management?tab=gerenciar-usuarios`, keeping what else its query says (a search, the demo's
 * scenario). The start-up rewrites a loaded address before its first render (main.tsx), so the screen
 * renders once; the page rewrites one reached inside the app.
 */
export function canonicalAddress(pathname: string, search = ''): string | null {
  if (!isUsersAddress(pathname)) return null;
  const query = new URLSearchParams({ tab: USERS_TAB });
  for (const [key, value] of new URLSearchParams(search)) if (key !== 'tab') query.append(key, value);
  return `${paths.management}?${query.toString()}`;
}
