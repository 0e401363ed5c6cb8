import { useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { Circle, Hourglass, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { VisuallyHidden } from 'radix-ui';
import * as s from './SideMenu.css';
import { isMenuGroup, isMenuItemAvailable, type MenuEntry, type MenuItem } from './menuTypes';
import { defaultRenderLink, type RenderLink } from '../renderLink';

export interface SideMenuProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The menu: items and categories (groups of items), in display order. */
  entries: MenuEntry[];
  /** The navigation landmark's name, such as 'Menu principal'. */
  label: string;
  /** The current route; the item with this href is marked `aria-current="page"`. */
  currentHref?: string;
  /** Controlled collapsed state. */
  collapsed?: boolean;
  /** Initial collapsed state when uncontrolled. */
  defaultCollapsed?: boolean;
  /** Called with the new collapsed state when the toggle is pressed. */
  onCollapsedChange?: (collapsed: boolean) => void;
  /** The toggle's label while collapsed, such as 'Expandir menu'. */
  expandLabel: string;
  /** The toggle's label while expanded, such as 'Recolher menu'. */
  collapseLabel: string;
  /** Read after an unavailable item's label, such as 'em breve'. */
  unavailableHint: string;
  /** Renders internal links (the app passes its router's link). Defaults to a plain `<a>`. */
  renderLink?: RenderLink;
  /** Content under the list, such as a version note. */
  footer?: ReactNode;
}

/**
 * The desktop side menu (the app shows MobileMenu at width 1024 or less). Items with a route are
 * links (through `renderLink`); items without one are not yet available: an hourglass, not
 * clickable, `aria-disabled`, with `unavailableHint` read after the label. The current route is
 * marked `aria-current="page"`. Collapsing keeps the icons and hides the labels visually only.
 */
export function SideMenu({
  entries,
  label,
  currentHref,
  collapsed: collapsedProp,
  defaultCollapsed = false,
  onCollapsedChange,
  expandLabel,
  collapseLabel,
  unavailableHint,
  renderLink = defaultRenderLink,
  footer,
  className,
  ...rest
}: SideMenuProps) {
  const [innerCollapsed, setInnerCollapsed] = useState(defaultCollapsed);
  const collapsed = collapsedProp ?? innerCollapsed;
  const listId = useId();
  const groupId = useId();

  const toggle = () => {
    const next = !collapsed;
    if (collapsedProp === undefined) setInnerCollapsed(next);
    onCollapsedChange?.(next);
  };

  const renderItem = (item: MenuItem) => {
    const Icon = item.icon ?? Circle;
    const content = (
      <>
        <Icon aria-hidden className={s.icon} size={20} />
        <span className={s.label}>{item.label}</span>
      </>
    );
    if (isMenuItemAvailable(item)) {
      const current = currentHref === item.href;
      return (
        <li key={item.id} className={s.listItem}>
          {renderLink({
            href: item.href,
            className: s.item,
            'aria-current': current ? 'page' : undefined,
            title: collapsed ? item.label : undefined,
            children: content,
          })}
        </li>
      );
    }
    return (
      <li key={item.id} className={s.listItem}>
        <span
          role="link"
          aria-disabled="true"
          className={s.item}
          data-unavailable=""
          title={collapsed ? `${item.label} (${unavailableHint})` : undefined}
        >
          {content}
          <Hourglass aria-hidden className={s.hourglass} size={16} />
          <VisuallyHidden.Root> ({unavailableHint})</VisuallyHidden.Root>
        </span>
      </li>
    );
  };

  return (
    <nav aria-label={label} className={[s.root, className].filter(Boolean).join(' ')} data-collapsed={collapsed || undefined} {...rest}>
      <button
        type="button"
        className={s.toggle}
        aria-expanded={!collapsed}
        aria-controls={listId}
        aria-label={collapsed ? expandLabel : collapseLabel}
        title={collapsed ? expandLabel : collapseLabel}
        onClick={toggle}
      >
        {collapsed ? <PanelLeftOpen aria-hidden size={20} /> : <PanelLeftClose aria-hidden size={20} />}
      </button>
      <ul id={listId} className={s.list}>
        {entries.map((entry) =>
          isMenuGroup(entry) ? (
            <li key={entry.id} className={s.group}>
              <span id={`${groupId}-${entry.id}`} className={s.groupLabel}>
                {entry.label}
              </span>
              <ul aria-labelledby={`${groupId}-${entry.id}`} className={s.list}>
                {entry.items.map(renderItem)}
              </ul>
            </li>
          ) : (
            renderItem(entry)
          ),
        )}
      </ul>
      {footer ? <div className={s.footer}>{footer}</div> : null}
    </nav>
  );
}
