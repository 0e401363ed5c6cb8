import { useDeferredValue, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { UseMutationResult } from '@tanstack/react-query';
import { Eye, Pencil, Plus, Search, SearchX, Trash2 } from 'lucide-react';
import { Button, ButtonLink } from '@portal-fiscal/ui/Button';
import { DataTable, type DataTableColumn, type DataTableRowAction, type DataTableSort } from '@portal-fiscal/ui/DataTable';
import { Pagination } from '@portal-fiscal/ui/Pagination';
import { TextField } from '@portal-fiscal/ui/TextField';
import { LoadError } from '../../../shell/PageStates';
import { routerLink } from '../../../shell/RouterLink';
import type { ManagementTab } from '../../../links/settingsTabs';
import { managementListHref, type ManagementParams } from './params';
import { filterByName, pageOf, sortFor, sortRows, type SortKeys } from '../../../lib/listRows';
import { DeleteDialog, useDeleteFlow } from './DeleteDialog';
import type { DeleteRefusal } from './delete';
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
  /**
   * Its texts: `management.{kind}.caption`, `.error`, `.count`, `.pagination`, `.create`, `.emptyTitle`,
   * `.emptyDescription`, `.deleteDetail`, `.deleted`.
   */
  kind: 'apps' | 'providers' | 'users';
  /** The address's state: search, order, page. */
  params: ManagementParams;
  /** Instead of `management.{kind}.caption` (a provider admin's 'Aplicativos da sua empresa'). */
  caption?: string;
  columns: readonly DataTableColumn<Row>[];
  sortKeys: SortKeys<Row>;
  query: RowsQuery<Row>;
  search?: NameSearch<Row>;
  getRowId: (row: Row) => string;
  getRowLabel: (row: Row) => string;
  /** Where the row menu's 'Visualizar' and 'Editar' lead. */
  viewHref: (row: Row) => string;
  editHref: (row: Row) => string;
  /** The row menu's 'Deletar', confirmed first: the delete call, and what its refusal says (see `deleteRefusal`). */
  deleteMutation: UseMutationResult<string, unknown, Row>;
  deleteRefusalOf: (error: unknown, row: Row) => DeleteRefusal;
  /** Why a row cannot be deleted (one's own account): 'Deletar' stays, disabled, with it. Null when it can. */
  deleteDisabledReason?: (row: Row) => string | null;
  /** Where 'Novo Aplicativo', 'Criar provider', 'Criar usuário' lead. */
  createHref: string;
  emptyIcon: ReactNode;
}

/**
 * One table of the administration, for all three tabs: its bar (the name search, the create button),
 * the results line, the DataTable (4 skeleton rows while loading, the empty state, sortable headers,
 * the row menu: Visualizar and Editar links, Deletar and its confirmation) and pages of 20. Order,
 * search and page live in the address; ordering and searching are memoised pure functions of the
 * loaded rows, and only the current page is rendered.
 */
export function ManagementTable<Row>({
  tab,
  kind,
  params,
  caption,
  columns,
  sortKeys,
  query,
  search,
  getRowId,
  getRowLabel,
  viewHref,
  editHref,
  deleteMutation,
  deleteRefusalOf,
  deleteDisabledReason,
  createHref,
  emptyIcon,
}: ManagementTableProps<Row>) {
  const { t, i18n } = useTranslation('management');
  const [, navigate] = useLocation();
  const locale = i18n.language;
  // The results line: focused after a page change and after a delete.
  const statusRef = useRef<HTMLParagraphElement>(null);
  const deleteFlow = useDeleteFlow<Row>({
    mutation: deleteMutation,
    nameOf: getRowLabel,
    refusalOf: deleteRefusalOf,
    deletedText: (name) => t(`management.${kind}.deleted`, { name }),
    focusAfter: () => statusRef.current,
  });
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

  // Read when a row's menu opens (DataTable keeps its rows across renders whatever this function's identity).
  const rowActions = (row: Row): DataTableRowAction[] => [
    { id: 'view', label: t('management.table.view'), icon: Eye, href: viewHref(row) },
    { id: 'edit', label: t('management.table.edit'), icon: Pencil, href: editHref(row) },
    {
      id: 'delete',
      label: t('management.table.delete'),
      icon: Trash2,
      tone: 'danger',
      onSelect: () => deleteFlow.request(row),
      disabledReason: deleteDisabledReason?.(row),
    },
  ];

  const number = new Intl.NumberFormat(locale);
  const loading = !all && !query.isError;
  const noResults = all !== undefined && all.length > 0 && shown.length === 0;

  let status: ReactNode = null;
  if (all && shown.length > 0) {
    status = (
      <>
        {t(`management.${kind}.count`, { count: shown.length, total: number.format(shown.length) })}
        {current.pageCount > 1
          ? ` · ${t('management.table.range', { from: number.format(current.from), to: number.format(current.to), total: number.format(current.total) })}`
          : null}
      </>
    );
  }

  return (
    <>
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
          <div className={styles.create}>
            <ButtonLink asChild>
              <Link href={createHref}>
                <Plus aria-hidden size={18} />
                <span>{t(`management.${kind}.create`)}</span>
              </Link>
            </ButtonLink>
          </div>
        </div>
        <p ref={statusRef} tabIndex={-1} role="status" className={styles.status}>
          {status}
        </p>
        {!all && query.isError ? (
          <LoadError onRetry={() => void query.refetch()}>{t(`management.${kind}.error`)}</LoadError>
        ) : (
          <DataTable<Row>
            caption={caption ?? t(`management.${kind}.caption`)}
            columns={columns}
            rows={current.items}
            getRowId={getRowId}
            getRowLabel={getRowLabel}
            rowActions={rowActions}
            actionsHeader={t('management.table.actions')}
            actionsLabel={t('management.table.actionsFor')}
            renderLink={routerLink}
            loading={loading}
            loadingLabel={t('management.table.loading')}
            emptyTitle={noResults && search ? search.noResultsTitle : t(`management.${kind}.emptyTitle`)}
            emptyDescription={noResults && search ? search.noResultsDescription(q.trim()) : t(`management.${kind}.emptyDescription`)}
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
                  label={t(`management.${kind}.pagination`)}
                  previousLabel={t('management.table.previous')}
                  nextLabel={t('management.table.next')}
                  pageLabel={(page) => t('management.table.page', { page })}
                />
              ) : null
            }
          />
        )}
      </div>
      <DeleteDialog {...deleteFlow.dialog} detail={t(`management.${kind}.deleteDetail`)} />
    </>
  );
}
