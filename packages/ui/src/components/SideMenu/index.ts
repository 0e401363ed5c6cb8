export { SideMenu, type SideMenuProps } from './SideMenu';
export {
  defaultMenuRenderLink,
  isMenuGroup,
  isMenuItemAvailable,
  type MenuEntry,
  type MenuGroup,
  type MenuItem,
  type MenuRenderLink,
  type MenuRenderLinkProps,
} from './menuTypes';
