import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { Breadcrumb, type BreadcrumbItem } from '@portal-fiscal/ui/Breadcrumb';
import { Button } from '@portal-fiscal/ui/Button';
import { routerLink } from './RouterLink';
import { badge, body, results, summary } from './listPage.css';
import { visuallyHidden } from '@portal-fiscal/ui/theme';
import * as shared from './page.css';

/**
 * The filter panel of a list page (the marketplace, the leis): open or closed, its toggle, and the
 * keyboard rules. Opening with the toggle moves focus into the panel's first field; Escape or the
 * close control closes it and gives focus back to the toggle.
 */
export function useFilterPanel(openAtFirst: boolean) {
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(openAtFirst);
  const focusPanel = useRef(false);
  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  const toggle = () => {
    if (open) close();
    else {
      focusPanel.current = true;
      setOpen(true);
    }
  };
  useEffect(() => {
    if (!open || !focusPanel.current) return;
    focusPanel.current = false;
    panelRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [open]);
  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };
  return { panelId, toggleRef, panelRef, open, setOpen, close, toggle, onPanelKeyDown };
}

export interface FilterToggle {
  /** 'Filtros'. */
  label: string;
  /** Spoken after the badge, such as '(2 filtros aplicados)'. */
  countLabel: string;
  count: number;
  open: boolean;
  onToggle: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
  panelId: string;
}

/**
 * The top of a list page: breadcrumb, title and subtitle, and its actions with the filter toggle
 * (its badge counts the filters applied). Without `filter` (a malformed address) no toggle shows.
 */
export function ListPageHeader({
  breadcrumbLabel,
  trail,
  title,
  subtitle,
  actions,
  filter,
}: {
  breadcrumbLabel: string;
  trail: readonly BreadcrumbItem[];
  title: string;
  subtitle: string;
  actions?: ReactNode;
  filter?: FilterToggle;
}) {
  return (
    <>
      <Breadcrumb label={breadcrumbLabel} items={trail} renderLink={routerLink} />
      <div className={shared.header}>
        <div className={shared.headerText}>
          <h1 className={shared.title}>{title}</h1>
          <p className={shared.subtitle}>{subtitle}</p>
        </div>
        {actions || filter ? (
          <div className={shared.actions}>
            {actions}
            {filter ? (
              <Button
                ref={filter.toggleRef}
                variant={filter.open ? 'primary' : 'secondary'}
                icon={<SlidersHorizontal aria-hidden size={18} />}
                aria-expanded={filter.open}
                aria-controls={filter.open ? filter.panelId : undefined}
                onClick={filter.onToggle}
              >
                {filter.label}
                {filter.count > 0 ? (
                  <>
                    {' '}
                    <span className={badge} aria-hidden>
                      {filter.count}
                    </span>
                    <span className={visuallyHidden}>({filter.countLabel})</span>
                  </>
                ) : null}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </>
  );
}

/**
 * The body of a list page: the filter panel (when open; Escape closes it) beside the results, whose
 * hidden heading takes the focus after a page change and whose status line announces the count.
 */
export function FilterListBody({
  panel,
  panelRef,
  onPanelKeyDown,
  panelId,
  resultsRef,
  resultsHeading,
  status,
  children,
}: {
  /** The open panel, or null when it is closed. */
  panel: ReactNode;
  panelRef: RefObject<HTMLDivElement | null>;
  onPanelKeyDown: (event: KeyboardEvent) => void;
  panelId: string;
  resultsRef: RefObject<HTMLHeadingElement | null>;
  resultsHeading: string;
  /** The count line ('26 leis encontradas · 1–24 de 26'), announced politely. */
  status: ReactNode;
  children: ReactNode;
}) {
  const open = panel !== null;
  return (
    <div className={body} data-filters-open={open}>
      {open ? (
        <div ref={panelRef} onKeyDown={onPanelKeyDown}>
          {panel}
        </div>
      ) : null}
      <section className={results} aria-labelledby={`${panelId}-results`}>
        <div className={summary}>
          <h2 id={`${panelId}-results`} ref={resultsRef} tabIndex={-1} className={visuallyHidden}>
            {resultsHeading}
          </h2>
          <span role="status">{status}</span>
        </div>
        {children}
      </section>
    </div>
  );
}
