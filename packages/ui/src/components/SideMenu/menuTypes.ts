import type { LucideIcon } from 'lucide-react';

/** One entry of the portal's menu. Without `href` (or with `unavailable`) it is shown as not yet available. */
export interface MenuItem {
  id: string;
  label: string;
  /** A lucide-react icon component, such as `House`. */
  icon?: LucideIcon;
  /** The route, such as '/dashboard'. Omit it for a feature that is not available yet. */
  href?: string;
  /** Marks an item as not yet available even when it has a route (hourglass icon, not clickable). */
  unavailable?: boolean;
}

/** A category of the menu, such as 'Serviços' or 'Tecnologias', with its items. */
export interface MenuGroup {
  id: string;
  label: string;
  icon?: LucideIcon;
  items: MenuItem[];
}

export type MenuEntry = MenuItem | MenuGroup;

export function isMenuGroup(entry: MenuEntry): entry is MenuGroup {
  return 'items' in entry;
}

/** Whether an item can be followed: it has a route and is not marked unavailable. */
export function isMenuItemAvailable(item: MenuItem): item is MenuItem & { href: string } {
  return Boolean(item.href) && !item.unavailable;
}
