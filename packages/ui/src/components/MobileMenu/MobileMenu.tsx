import { useEffect, useId, useRef, useState, type HTMLAttributes, type KeyboardEvent } from 'react';
import { ChevronDown, Circle, Hourglass, Menu, X } from 'lucide-react';
import { VisuallyHidden } from 'radix-ui';
import * as s from './MobileMenu.css';
import { isMenuGroup, isMenuItemAvailable, type MenuEntry, type MenuItem } from '../SideMenu/menuTypes';
import { defaultRenderLink, type RenderLink } from '../renderLink';

export interface MobileMenuProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The menu: items and categories (dropdown sections), in display order. */
  entries: MenuEntry[];
  /** The navigation landmark's name, such as 'Menu principal'. */
  label: string;
  /** The visible text of the button that opens the collapsed menu, such as 'Menu'. */
  toggleLabel: string;
  /** The current route; its item is marked `aria-current="page"`. */
  currentHref?: string;
  /** Read after an unavailable item's label, such as 'em breve'. */
  unavailableHint: string;
  /** Renders internal links (the app passes its router's link). Defaults to a plain `<a>`. */
  renderLink?: RenderLink;
  /** Controlled open state of the collapsed menu. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called with the new open state: the toggle button, Escape, a click outside or following a link. */
  onOpenChange?: (open: boolean) => void;
  /** The dropdown section open at first (its group id), for stories. */
  defaultOpenSection?: string;
}

/**
 * The menu at width 1024 or less: a button opens the collapsed menu, whose categories are dropdown
 * sections. Only one dropdown is open at a time; a click outside closes them (and the menu);
 * Escape closes the open dropdown, then the menu, returning focus to the button that opened it.
 * Following a link closes the menu.
 */
export function MobileMenu({
  entries,
  label,
  toggleLabel,
  currentHref,
  unavailableHint,
  renderLink = defaultRenderLink,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  defaultOpenSection,
  className,
  ...rest
}: MobileMenuProps) {
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const open = openProp ?? innerOpen;
  const [openSection, setOpenSection] = useState<string | null>(defaultOpenSection ?? null);
  const rootRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const sectionId = useId();

  const setOpen = (next: boolean) => {
    if (!next) setOpenSection(null);
    if (openProp === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };
  const setOpenRef = useRef(setOpen);
  useEffect(() => {
    setOpenRef.current = setOpen;
  });

  useEffect(() => {
    if (!open && openSection === null) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      setOpenRef.current(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, openSection]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    if (openSection !== null) {
      event.preventDefault();
      const button = rootRef.current?.querySelector<HTMLButtonElement>(`[data-section="${openSection}"]`);
      setOpenSection(null);
      button?.focus();
    } else if (open) {
      event.preventDefault();
      setOpen(false);
      toggleRef.current?.focus();
    }
  };

  const renderItem = (item: MenuItem) => {
    const Icon = item.icon ?? Circle;
    const content = (
      <>
        <Icon aria-hidden size={18} className={s.icon} />
        <span className={s.label}>{item.label}</span>
      </>
    );
    if (isMenuItemAvailable(item)) {
      return (
        <li key={item.id}>
          {renderLink({
            href: item.href,
            className: s.item,
            'aria-current': currentHref === item.href ? 'page' : undefined,
            onClick: () => setOpen(false),
            children: content,
          })}
        </li>
      );
    }
    return (
      <li key={item.id}>
        <span role="link" aria-disabled="true" className={s.item}>
          {content}
          <Hourglass aria-hidden size={16} className={s.hourglass} />
          <VisuallyHidden.Root> ({unavailableHint})</VisuallyHidden.Root>
        </span>
      </li>
    );
  };

  return (
    <nav ref={rootRef} aria-label={label} className={[s.root, className].filter(Boolean).join(' ')} onKeyDown={onKeyDown} {...rest}>
      <button
        ref={toggleRef}
        type="button"
        className={s.toggle}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        {open ? <X aria-hidden size={20} className={s.toggleIcon} /> : <Menu aria-hidden size={20} className={s.toggleIcon} />}
        <span className={s.toggleText}>{toggleLabel}</span>
      </button>
      {/* Closed, the panel is not rendered at all: every page of the portal carries this menu, and a few
          hundred hidden elements are a cost of each first render on a phone. */}
      {open ? (
        <div id={panelId} className={s.panel}>
          <ul className={s.list}>
            {entries.map((entry) => {
              if (!isMenuGroup(entry)) return renderItem(entry);
              const expanded = openSection === entry.id;
              const Icon = entry.icon ?? Circle;
              const listId = `${sectionId}-${entry.id}`;
              return (
                <li key={entry.id} className={s.section}>
                  <button
                    type="button"
                    className={s.sectionButton}
                    data-section={entry.id}
                    aria-expanded={expanded}
                    aria-controls={expanded ? listId : undefined}
                    onClick={() => setOpenSection(expanded ? null : entry.id)}
                  >
                    <Icon aria-hidden size={18} className={s.icon} />
                    <span className={s.label}>{entry.label}</span>
                    <ChevronDown aria-hidden size={18} className={s.chevron} />
                  </button>
                  {expanded ? (
                    <ul id={listId} className={s.dropdown}>
                      {entry.items.map(renderItem)}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </nav>
  );
}
