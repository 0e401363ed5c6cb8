import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { SearchX, SlidersHorizontal } from 'lucide-react';
import { FilterSidebar, type FilterSidebarProps, type FilterValue } from '@portal-fiscal/ui/FilterSidebar';
import { Breadcrumb, type BreadcrumbItem } from '@portal-fiscal/ui/Breadcrumb';
import { Button } from '@portal-fiscal/ui/Button';
import { Pagination } from '@portal-fiscal/ui/Pagination';
import { routerLink } from './RouterLink';
import { LoadError, StateWithLink } from './PageStates';
import { filterPanelTexts, paginationTexts, type ListPageKey, type ListText } from './listTexts';
import { badge, body, pagination, results, summary } from './listPage.css';
import { visuallyHidden } from '@portal-fiscal/ui/theme';
import * as shared from './page.css';
import { frameDesktopOnly, frameForm, useIsFrame } from './frame';

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
  // A frame's hydration renders the panel as the frame carries it, for no width (`openAtFirst` then says
  // so); once the frame's view ends (main.tsx), the panel is as the screen opens it on arrival at this width.
  const frame = useIsFrame();
  const [framed, setFramed] = useState(frame);
  if (framed !== frame) {
    setFramed(frame);
    if (!frame) setOpen(openAtFirst);
  }
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

/** A list's filter panel: its texts from the list's dictionary, and the id and close of `useFilterPanel`. */
export function ListFilterSidebar({
  text,
  panel,
  ...props
}: { text: ListText; panel: Pick<ReturnType<typeof useFilterPanel>, 'panelId' | 'close'> } & Omit<
  FilterSidebarProps,
  keyof ReturnType<typeof filterPanelTexts> | 'id' | 'onClose'
> &
  Partial<Pick<FilterSidebarProps, 'emptyGroupLabel'>>) {
  return <FilterSidebar {...filterPanelTexts(text)} id={panel.panelId} onClose={panel.close} {...props} />;
}

/**
 * The panel of a list whose ticks wait for 'Aplicar filtros' (the marketplace, the company's products): the
 * value it shows, put back to what the address holds whenever that changes (apply, back, forward, a link).
 */
export function useFilterDraft<Params>(params: Params, toValue: (params: Params) => FilterValue) {
  const [value, onChange] = useState<FilterValue>(() => toValue(params));
  useEffect(() => onChange(toValue(params)), [params, toValue]);
  return { value, onChange };
}

/** The toggle of a filter panel, as `useFilterPanel` gives it and the list's texts name it. */
export const filterToggle = (
  panel: Pick<ReturnType<typeof useFilterPanel>, 'open' | 'toggle' | 'toggleRef' | 'panelId'>,
  text: ListText,
  count: number,
): FilterToggle => ({
  label: text('filters'),
  countLabel: text('activeFilters', { count }),
  count,
  open: panel.open,
  onToggle: panel.toggle,
  toggleRef: panel.toggleRef,
  panelId: panel.panelId,
});

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
 * 'Filtros', pressed while the panel is open, with a badge counting the filters applied. In a frame, a
 * panel open is open on desktop only (`FilterListBody`): the toggle is carried pressed and not, each shown
 * at its widths.
 */
export function FilterToggleButton({ filter }: { filter: FilterToggle }) {
  const frame = useIsFrame();
  if (frame && filter.open)
    return (
      <>
        <span className={frameForm.desktop}>
          <FilterToggleControl filter={filter} />
        </span>
        <span className={frameForm.mobile}>
          <FilterToggleControl filter={{ ...filter, open: false }} />
        </span>
      </>
    );
  return <FilterToggleControl filter={filter} />;
}

function FilterToggleControl({ filter }: { filter: FilterToggle }) {
  return (
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
  );
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
            {filter ? <FilterToggleButton filter={filter} /> : null}
          </div>
        ) : null}
      </div>
    </>
  );
}

/**
 * The body of a list page: the filter panel (when open; Escape closes it) beside the results, whose
 * hidden heading takes the focus after a page change and whose status line announces the count.
 *
 * In a frame (ADR 0014: rendered at build time for the address without a query, so for no width) a panel
 * open is one its page opens on arrival on desktop (the leis): the frame carries it, and below 1025 px,
 * where the screen renders it closed, CSS leaves it out (`frameDesktopOnly`), so at every width the frame
 * lays the results out where the screen does.
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
  const frame = useIsFrame();
  return (
    <div className={body} data-filters-open={open}>
      {open ? (
        <div ref={panelRef} onKeyDown={onPanelKeyDown} className={frame ? frameDesktopOnly : undefined}>
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

/** The pages of a list, centred below it; nothing when it has one page. */
export function ListPagination({
  text,
  page,
  pageCount,
  onPageChange,
  label,
}: {
  text: ListText;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The navigation's name, when it is not the list's own ('Páginas de resultados'). */
  label?: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <div className={pagination}>
      <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} {...paginationTexts(text)} {...(label ? { label } : {})} />
    </div>
  );
}

/**
 * A list whose rows have not come yet: the failed load and 'Tentar novamente', else the skeleton cards
 * (`children`) in the list's grid, marked busy.
 */
export function ListLoading({
  text,
  query,
  grid,
  children,
}: {
  text: ListText;
  query: { isError: boolean; refetch: () => unknown };
  grid: string;
  children: ReactNode;
}) {
  if (query.isError) return <LoadError onRetry={() => void query.refetch()}>{text('error')}</LoadError>;
  return (
    <div className={grid} aria-busy="true">
      {children}
    </div>
  );
}

/** 'Limpar filtros' where a search finds nothing. */
export function ClearFiltersButton({ text, onClear }: { text: ListText; onClear: () => void }) {
  return (
    <Button variant="secondary" onClick={onClear}>
      {text('clear')}
    </Button>
  );
}

/** An address whose filters or page cannot be read: say so, and link to the whole list. */
export function BadListAddress({ text, href }: { text: ListText<ListPageKey>; href: string }) {
  const texts = { title: text('badAddressTitle'), description: text('badAddressDescription'), linkLabel: text('showAll') };
  return <StateWithLink icon={<SearchX aria-hidden size={40} />} {...texts} href={href} />;
}

/** A page past the list's last one: say how many there are, and link to the first (`href`). */
export function ListPageMissing({
  text,
  page,
  pageCount,
  href,
}: {
  text: ListText<ListPageKey>;
  page: number;
  pageCount: number;
  href: string;
}) {
  const texts = {
    title: text('pageMissingTitle', { page }),
    description: text('pageMissingDescription', { count: pageCount }),
    linkLabel: text('firstPage'),
  };
  return <StateWithLink icon={<SearchX aria-hidden size={40} />} {...texts} href={href} />;
}
