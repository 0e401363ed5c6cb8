export { SideMenu, type SideMenuProps } from './SideMenu';
export { isMenuGroup, isMenuItemAvailable, type MenuEntry, type MenuGroup, type MenuItem } from './menuTypes';
