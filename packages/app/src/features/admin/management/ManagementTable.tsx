import { useDeferredValue, useMemo, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Search, SearchX } from 'lucide-react';
import { Button } from '@portal-fiscal/ui/Button';
import { DataTable, type DataTableAction, type DataTableColumn, type DataTableSort } from '@portal-fiscal/ui/DataTable';
import { Pagination } from '@portal-fiscal/ui/Pagination';
import { TextField } from '@portal-fiscal/ui/TextField';
import { LoadError } from '../../../shell/PageStates';
import type { ManagementTab } from '../../../links/settingsTabs';
import { managementListHref, type ManagementParams } from './params';
import { filterByName, pageOf, sortFor, sortRows, type SortKeys } from '../../../lib/listRows';
import * as styles from './tables.css';

/** What a table needs of its query: the rows once loaded, whether the load failed, and a retry. */
export interface RowsQuery<Row> {
  data: readonly Row[] | undefined;
  isError: boolean;
  refetch: () => unknown;
}

/** The users tab's 'Buscar por nome...'. */
export interface NameSearch<Row> {
  label: string;
  placeholder: string;
  nameOf: (row: Row) => string;
  noResultsTitle: string;
  noResultsDescription: (query: string) => string;
}

export interface ManagementTableProps<Row> {
  tab: ManagementTab;
  /** The address's state: search, order, page. */
  params: ManagementParams;
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  sortKeys: SortKeys<Row>;
  query: RowsQuery<Row>;
  errorText: string;
  /** '45 aplicativos' (`total` is `count` written in the page's language: '10.000'). */
  countText: (count: number, total: string) => string;
  paginationLabel: string;
  search?: NameSearch<Row>;
  getRowId: (row: Row) => string;
  getRowLabel: (row: Row) => string;
  onView: (row: Row) => void;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
  actionDisabledReason?: (row: Row, action: DataTableAction) => string | null;
  /** 'Novo Aplicativo', 'Criar provider', 'Criar usuário'. */
  createAction: ReactNode;
  emptyTitle: string;
  emptyDescription: string;
  emptyIcon: ReactNode;
  /** The results line: focused after a page change and after a delete. */
  statusRef: RefObject<HTMLParagraphElement | null>;
}

/**
 * One table of the administration, for all three tabs: its bar (the name search, the create button),
 * the results line, the DataTable (4 skeleton rows while loading, the empty state, sortable headers,
 * the row menu) and pages of 20. Order, search and page live in the address; ordering and searching
 * are memoised pure functions of the loaded rows, and only the current page is rendered.
 */
export function ManagementTable<Row>({
  tab,
  params,
  caption,
  columns,
  sortKeys,
  query,
  errorText,
  countText,
  paginationLabel,
  search,
  getRowId,
  getRowLabel,
  onView,
  onEdit,
  onDelete,
  actionDisabledReason,
  createAction,
  emptyTitle,
  emptyDescription,
  emptyIcon,
  statusRef,
}: ManagementTableProps<Row>) {
  const { t, i18n } = useTranslation('management');
  const [, navigate] = useLocation();
  const locale = i18n.language;
  // The rows render from a deferred value: when the answer comes, React renders the table in slices it
  // can interrupt (a page of rows with their menus, avatars and badges is a long task on a phone), as the
  // leis and apps lists do. The skeleton stays until then.
  const all = useDeferredValue(query.data);

  // The order and the page follow the address from a deferred copy: a click on a header paints its new
  // state first, and the sort of every loaded row (10,000 apps in the `large` scenario) runs in a render of
  // its own, after that paint. The search filters at once (a cheap pass over the names), so the rows
  // answer the keystroke in the same render.
  const sort = sortFor(params.sort, sortKeys);
  const q = search ? params.q : '';
  const shownParams = useDeferredValue(params);
  const shownSort = sortFor(shownParams.sort, sortKeys);
  const sortColumn = shownSort?.columnId ?? null;
  const sortDirection = shownSort?.direction ?? null;
  const nameOf = search?.nameOf;

  // Ordered once per order; the search keeps that order, so typing only filters.
  const sorted = useMemo(
    () =>
      all ? sortRows(all, sortColumn && sortDirection ? { columnId: sortColumn, direction: sortDirection } : null, sortKeys, locale) : [],
    [all, sortColumn, sortDirection, sortKeys, locale],
  );
  const shown = useMemo(() => (nameOf ? filterByName(sorted, q, nameOf) : sorted), [sorted, q, nameOf]);
  const current = pageOf(shown, shownParams.page);

  // The search and the order replace the address (back leaves the tab); pages add to it.
  const go = (next: { q?: string; sort?: DataTableSort | null; page?: number }, replace: boolean) =>
    navigate(managementListHref(tab, { q, sort, page: current.page, ...next }), { replace });

  const number = new Intl.NumberFormat(locale);
  const loading = !all && !query.isError;
  const noResults = all !== undefined && all.length > 0 && shown.length === 0;

  let status: ReactNode = null;
  if (all && shown.length > 0) {
    status = (
      <>
        {countText(shown.length, number.format(shown.length))}
        {current.pageCount > 1
          ? ` · ${t('management.table.range', { from: number.format(current.from), to: number.format(current.to), total: number.format(current.total) })}`
          : null}
      </>
    );
  }

  return (
    <div className={styles.root}>
      <div className={styles.bar}>
        {search ? (
          <div className={styles.search}>
            <TextField
              label={search.label}
              visuallyHideLabel
              type="search"
              placeholder={search.placeholder}
              startIcon={<Search aria-hidden size={18} />}
              value={params.q}
              onChange={(event) => go({ q: event.target.value, page: 1 }, true)}
              autoComplete="off"
              spellCheck={false}
            />
          </div>
        ) : null}
        <div className={styles.create}>{createAction}</div>
      </div>
      <p ref={statusRef} tabIndex={-1} role="status" className={styles.status}>
        {status}
      </p>
      {!all && query.isError ? (
        <LoadError onRetry={() => void query.refetch()}>{errorText}</LoadError>
      ) : (
        <DataTable<Row>
          caption={caption}
          columns={columns}
          rows={current.items}
          getRowId={getRowId}
          getRowLabel={getRowLabel}
          actionsHeader={t('management.table.actions')}
          actionsLabel={t('management.table.actionsFor')}
          viewLabel={t('management.table.view')}
          editLabel={t('management.table.edit')}
          deleteLabel={t('management.table.delete')}
          onView={onView}
          onEdit={onEdit}
          onDelete={onDelete}
          actionDisabledReason={actionDisabledReason}
          loading={loading}
          loadingLabel={t('management.table.loading')}
          emptyTitle={noResults && search ? search.noResultsTitle : emptyTitle}
          emptyDescription={noResults && search ? search.noResultsDescription(q.trim()) : emptyDescription}
          emptyIcon={noResults ? <SearchX aria-hidden size={32} /> : emptyIcon}
          emptyAction={
            noResults ? (
              <Button
                variant="secondary"
                onClick={() => {
                  go({ q: '', page: 1 }, true);
                  statusRef.current?.focus();
                }}
              >
                {t('management.table.clearSearch')}
              </Button>
            ) : null
          }
          sort={sort}
          onSortChange={(next) => go({ sort: next, page: 1 }, true)}
          sortLabels={{
            sortBy: t('management.table.sortBy'),
            none: t('management.table.sortNone'),
            option: (header, direction) =>
              t(direction === 'asc' ? 'management.table.sortAsc' : 'management.table.sortDesc', { column: header }),
          }}
          footer={
            current.pageCount > 1 ? (
              <Pagination
                page={current.page}
                pageCount={current.pageCount}
                onPageChange={(page) => {
                  go({ page }, false);
                  statusRef.current?.focus();
                }}
                label={paginationLabel}
                previousLabel={t('management.table.previous')}
                nextLabel={t('management.table.next')}
                pageLabel={(page) => t('management.table.page', { page })}
              />
            ) : null
          }
        />
      )}
    </div>
  );
}
