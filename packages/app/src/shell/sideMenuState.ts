import { atomWithStorage } from 'jotai/utils';

export const SIDE_MENU_COLLAPSED_KEY = 'portal-fiscal.sideMenu.collapsed';

/** Whether the desktop side menu is collapsed, kept across reloads. */
export const sideMenuCollapsedAtom = atomWithStorage<boolean>(SIDE_MENU_COLLAPSED_KEY, false, undefined, { getOnInit: true });
