import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Bell, Search } from 'lucide-react';
import * as s from './AppHeader.css';
import { IconButton } from '../IconButton';
import { TextField } from '../TextField';
import { ProfileMenu, type ProfileMenuProps } from '../ProfileMenu';
import { defaultRenderLink, type RenderLink } from '../renderLink';
import { filterMenuOptions, type HeaderSearchOption } from './filterMenuOptions';

export interface AppHeaderProps {
  /** The logo (an image or mark); it links to `homeHref`. */
  logo: ReactNode;
  /** The home route, '/dashboard'. */
  homeHref: string;
  /** The logo link's name, such as 'Portal Fiscal, página inicial'. */
  homeLabel: string;
  /** Renders internal links (the app passes its router's link). */
  renderLink?: RenderLink;
  /** The search field's label (visually hidden), such as 'Buscar no menu'. */
  searchLabel: string;
  /** The search field's placeholder, such as 'Buscar no menu...'. */
  searchPlaceholder?: string;
  /** The menu options the search filters by label. */
  searchOptions: HeaderSearchOption[];
  /** Shown when nothing matches, such as 'Nenhuma opção encontrada'. */
  noResultsText: string;
  /** Called with the chosen option's href. */
  onNavigate: (href: string) => void;
  /** The notification button's name; include the count when there are new ones ('Notificações, 3 novas'). */
  notificationsLabel: string;
  /** Unread notifications; a badge shows when above 0. */
  notificationCount?: number;
  /** Called when the notification button is clicked. */
  onNotificationsClick?: () => void;
  /** The profile menu behind the avatar. */
  profile: ProfileMenuProps;
  /** Before the logo: the app puts MobileMenu here at width 1024 or less. */
  menuSlot?: ReactNode;
}

/**
 * The portal's header: logo (link home), a search that filters the menu options by label and
 * navigates to the chosen one (a combobox: type, ArrowDown/ArrowUp, Enter; Escape closes), the
 * notification button and the avatar opening ProfileMenu. Hidden on the authentication screens.
 */
export function AppHeader({
  logo,
  homeHref,
  homeLabel,
  renderLink = defaultRenderLink,
  searchLabel,
  searchPlaceholder,
  searchOptions,
  noResultsText,
  onNavigate,
  notificationsLabel,
  notificationCount = 0,
  onNotificationsClick,
  profile,
  menuSlot,
}: AppHeaderProps) {
  return (
    <header className={s.root}>
      {menuSlot ? <div className={s.menuSlot}>{menuSlot}</div> : null}
      <div className={s.logo}>{renderLink({ href: homeHref, className: s.logoLink, 'aria-label': homeLabel, children: logo })}</div>
      <MenuSearch
        label={searchLabel}
        placeholder={searchPlaceholder}
        options={searchOptions}
        noResultsText={noResultsText}
        onNavigate={onNavigate}
      />
      <div className={s.actions}>
        <span className={s.notification}>
          <IconButton icon={<Bell size={20} />} label={notificationsLabel} onClick={onNotificationsClick} />
          {notificationCount > 0 ? (
            <span className={s.badge} aria-hidden>
              {notificationCount > 99 ? '99+' : notificationCount}
            </span>
          ) : null}
        </span>
        <ProfileMenu {...profile} />
      </div>
    </header>
  );
}

interface MenuSearchProps {
  label: string;
  placeholder?: string;
  options: HeaderSearchOption[];
  noResultsText: string;
  onNavigate: (href: string) => void;
}

function MenuSearch({ label, placeholder, options, noResultsText, onNavigate }: MenuSearchProps) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const results = filterMenuOptions(options, query);
  const expanded = open && query.trim() !== '';
  const activeOption = expanded ? results[active] : undefined;

  const pick = (option: HeaderSearchOption) => {
    setQuery('');
    setOpen(false);
    setActive(-1);
    onNavigate(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        setActive((i) => (results.length === 0 ? -1 : (i + 1) % results.length));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActive((i) => (results.length === 0 ? -1 : i <= 0 ? results.length - 1 : i - 1));
        break;
      case 'Enter': {
        const chosen = activeOption ?? (expanded && results.length === 1 ? results[0] : undefined);
        if (chosen) {
          event.preventDefault();
          pick(chosen);
        }
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (query) {
          event.preventDefault();
          setQuery('');
        }
        break;
      default:
    }
  };

  return (
    <div className={s.search}>
      <TextField
        label={label}
        visuallyHideLabel
        // A combobox is a text input (ARIA in HTML allows role=combobox on type=text, not on type=search);
        // the phone keyboard still offers a search key.
        type="text"
        enterKeyHint="search"
        placeholder={placeholder}
        startIcon={<Search aria-hidden size={18} />}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeOption ? optionId(active) : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
      />
      <div className={s.popup} hidden={!expanded}>
        <ul id={listboxId} role="listbox" aria-label={label} className={s.listbox} hidden={results.length === 0}>
          {results.map((option, index) => (
            <li
              key={option.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={s.option}
              // Keep the focus in the input while clicking.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
              onMouseMove={() => setActive(index)}
            >
              {option.label}
            </li>
          ))}
        </ul>
        {expanded && results.length === 0 ? (
          <p role="status" className={s.empty}>
            {noResultsText}
          </p>
        ) : null}
      </div>
    </div>
  );
}
