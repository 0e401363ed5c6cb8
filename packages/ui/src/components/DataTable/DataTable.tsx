import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { VisuallyHidden } from 'radix-ui';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { EmptyState, type EmptyStateHeadingLevel } from '../EmptyState';
import { Select } from '../Select';
import { Skeleton } from '../Skeleton';
import { defaultRenderLink, type RenderLink } from '../renderLink';
import { columnStyle, type DataTableColumn } from './columns';
import { DataTableRow } from './DataTableRow';
import type { DataTableRowAction, RowActionsSource } from './RowActions';
import { StagedRows } from './StagedRows';
import * as styles from './DataTable.css';

export const DATA_TABLE_MOBILE_LAYOUTS = ['cards', 'scroll'] as const;
export type DataTableMobileLayout = (typeof DATA_TABLE_MOBILE_LAYOUTS)[number];

/** The spec's loading skeleton: four rows. */
export const DATA_TABLE_SKELETON_ROWS = 4;

export const DATA_TABLE_SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type DataTableSortDirection = (typeof DATA_TABLE_SORT_DIRECTIONS)[number];
/** The column the rows are ordered by, and which way. */
export interface DataTableSort {
  columnId: string;
  direction: DataTableSortDirection;
}

/** The texts of the phone's sort control (the column headers are hidden in the cards layout). */
export interface DataTableSortLabels {
  /** The control's label, e.g. 'Ordenar por'. */
  sortBy: string;
  /** Shown while the rows keep their own order, e.g. 'Ordem padrão'. */
  none: string;
  /** One choice, e.g. `(header, dir) => \`${header} (${dir === 'asc' ? 'crescente' : 'decrescente'})\``. */
  option: (header: string, direction: DataTableSortDirection) => string;
}

export interface DataTableProps<Row> {
  /** Names the table, e.g. 'Usuários cadastrados'. Visually hidden unless `captionVisible`. */
  caption: string;
  /** Shows the caption above the table instead of keeping it for screen readers only. Defaults to false. */
  captionVisible?: boolean;
  /**
   * The columns, in order: id, header, cell renderer, and optional width, alignment and sorting. The rows
   * are memoised on them: keep their identity (declared outside the component, or memoised on what the
   * cells read), or every render of the table draws every row again.
   */
  columns: readonly DataTableColumn<Row>[];
  /** The rows to show, already ordered and paged by the caller. */
  rows: readonly Row[];
  /** A stable, unique key for each row (React's `key`). */
  getRowId: (row: Row) => string;
  /** The row's name for its action menu label, e.g. the user's name. */
  getRowLabel: (row: Row) => string;
  /** Index of the column whose cells name their row (`<th scope="row">`). Defaults to 0. */
  rowHeaderColumn?: number;
  /**
   * Each row's menu items, in order: label, lucide-react icon, a link (`href`) or a command (`onSelect`),
   * tone, and why it is disabled, if it is (`DataTableRowAction`). A row with none has no menu; without
   * `rowActions` the table has no actions column. Read when the rows render (whether a row has any) and
   * when a menu opens (its items), so a new function at each render costs nothing.
   */
  rowActions?: (row: Row) => readonly DataTableRowAction[];
  /** Header of the actions column, e.g. 'Ações'. */
  actionsHeader: string;
  /** The label of each row's menu button; `{name}` is the row label, e.g. 'Ações para {name}'. */
  actionsLabel: string;
  /** Draws the items that are links with the app's router. Defaults to a plain `<a>`. */
  renderLink?: RenderLink;
  /** Shows a skeleton of `skeletonRows` rows (4 by default) and marks the table busy. */
  loading?: boolean;
  /** Announced while loading, e.g. 'Carregando...'. */
  loadingLabel: string;
  /** How many skeleton rows to show while loading. Defaults to 4 (`DATA_TABLE_SKELETON_ROWS`). */
  skeletonRows?: number;
  /** Shown instead of the table when there are no rows (and not loading), e.g. 'Nenhum usuário encontrado'. */
  emptyTitle: string;
  /** A sentence under the empty title, such as 'Cadastre o primeiro usuário para vê-lo aqui.'. */
  emptyDescription?: string;
  /** An action under the empty message, e.g. a 'Criar usuário' button. */
  emptyAction?: ReactNode;
  /** A decorative lucide-react icon over the empty message. */
  emptyIcon?: ReactNode;
  /** Heading level of the empty title inside the page outline. Defaults to 2. */
  emptyHeadingLevel?: EmptyStateHeadingLevel;
  /** Above the table: the name filter ('Buscar por nome...') and buttons such as 'Criar usuário'. */
  toolbar?: ReactNode;
  /** On mobile (≤ 1024 px): rows as stacked cards (default) or the table scrolling sideways. */
  mobileLayout?: DataTableMobileLayout;
  /**
   * The current order (controlled): its header carries `aria-sort`. The table does not sort: the caller
   * orders `rows` (a memoised pure function), so it can page them too. `null` = the rows' own order.
   */
  sort?: DataTableSort | null;
  /** A sortable header was pressed: ascending first, then it toggles. */
  onSortChange?: (sort: DataTableSort) => void;
  /** With these, the cards layout also gets a sort select above the rows (its headers are hidden there). */
  sortLabels?: DataTableSortLabels;
  /** Under the table (not under the empty state): the pagination of the page's rows, for example. */
  footer?: ReactNode;
}

/**
 * The administration tables (apps, providers, users): a real `<table>` with a caption, column
 * headers and a row header, a menu of actions per row (`rowActions`: Visualizar, Editar, Deletar or
 * any other, each a link or a command; an item can be disabled with its reason), a 4-row skeleton
 * while loading, an empty state, and a toolbar slot for the name filter. Sortable columns have a
 * header button and `aria-sort` (controlled: the caller orders and pages the rows; `footer` holds its
 * Pagination). On mobile the rows stack as cards, with a sort select.
 */
export function DataTable<Row>({
  caption,
  captionVisible = false,
  columns,
  rows,
  getRowId,
  getRowLabel,
  rowHeaderColumn = 0,
  rowActions,
  actionsHeader,
  actionsLabel,
  renderLink = defaultRenderLink,
  loading = false,
  loadingLabel,
  skeletonRows = DATA_TABLE_SKELETON_ROWS,
  emptyTitle,
  emptyDescription,
  emptyAction,
  emptyIcon,
  emptyHeadingLevel = 2,
  toolbar,
  mobileLayout = 'cards',
  sort = null,
  onSortChange,
  sortLabels,
  footer,
}: DataTableProps<Row>) {
  const hasActions = rowActions !== undefined;
  const sortable = onSortChange ? columns.filter((column) => column.sortable) : [];
  const sortedColumn = sort ? sortable.find((column) => column.id === sort.columnId) : undefined;
  const pressSort = (column: DataTableColumn<Row>) =>
    onSortChange?.({ columnId: column.id, direction: sortedColumn?.id === column.id && sort?.direction === 'asc' ? 'desc' : 'asc' });
  const stacked = mobileLayout === 'cards';
  // The cards layout is CSS only: the markup stays a plain table, whose rows and cells take their roles
  // from the elements (ARIA in HTML allows no role attribute on the tr, th and td of a table).

  // The latest actions, for the memoised rows' menus (read when one opens).
  const actions = useRef<RowActionsSource<Row>>({ rowActions, renderLink });
  useLayoutEffect(() => {
    actions.current = { rowActions, renderLink };
  });

  const body = loading ? (
    Array.from({ length: skeletonRows }, (_, r) => (
      <tr key={`skeleton-${r}`} className={styles.row} aria-hidden>
        {columns.map((column) => (
          <td key={column.id} className={styles.cell}>
            <Skeleton variant="text" lines={1} width="80%" />
          </td>
        ))}
        {hasActions ? <td className={`${styles.cell} ${styles.actionsCell}`} /> : null}
      </tr>
    ))
  ) : (
    <StagedRows
      rows={rows}
      staged={stacked}
      render={(row) => (
        <DataTableRow<Row>
          key={getRowId(row)}
          row={row}
          columns={columns}
          rowHeaderColumn={rowHeaderColumn}
          actionsColumn={hasActions}
          hasActions={(rowActions?.(row).length ?? 0) > 0}
          menuLabel={actionsLabel.replaceAll('{name}', getRowLabel(row))}
          actions={actions}
        />
      )}
    />
  );

  const empty = !loading && rows.length === 0;

  return (
    <div className={[styles.root, stacked ? styles.cards : undefined].filter(Boolean).join(' ')}>
      {toolbar ? <div className={styles.toolbar}>{toolbar}</div> : null}
      {stacked && sortLabels && sortable.length > 0 && !empty ? (
        <div className={styles.mobileSort}>
          <Select
            label={sortLabels.sortBy}
            placeholder={sortLabels.none}
            disabled={loading}
            value={sortedColumn && sort ? `${sortedColumn.id}:${sort.direction}` : ''}
            onValueChange={(value) => {
              const [columnId = '', direction] = value.split(':');
              if (direction === 'asc' || direction === 'desc') onSortChange?.({ columnId, direction });
            }}
            options={sortable.flatMap((column) =>
              DATA_TABLE_SORT_DIRECTIONS.map((direction) => ({
                value: `${column.id}:${direction}`,
                label: sortLabels.option(column.header, direction),
              })),
            )}
          />
        </div>
      ) : null}
      {empty ? (
        <div className={styles.empty} role="status">
          <EmptyState
            icon={emptyIcon}
            title={emptyTitle}
            description={emptyDescription}
            action={emptyAction}
            headingLevel={emptyHeadingLevel}
          />
        </div>
      ) : (
        <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
          <table className={styles.table} aria-busy={loading || undefined}>
            {captionVisible ? (
              <caption className={styles.caption}>{caption}</caption>
            ) : (
              <VisuallyHidden.Root asChild>
                <caption>{caption}</caption>
              </VisuallyHidden.Root>
            )}
            <thead>
              <tr>
                {columns.map((column) => {
                  const canSort = onSortChange !== undefined && column.sortable === true;
                  const current = sortedColumn?.id === column.id ? sort?.direction : undefined;
                  return (
                    <th
                      key={column.id}
                      scope="col"
                      className={styles.headCell}
                      style={columnStyle(column)}
                      aria-sort={current === 'asc' ? 'ascending' : current === 'desc' ? 'descending' : undefined}
                    >
                      {canSort ? (
                        <button
                          type="button"
                          className={styles.sortButton}
                          data-sorted={current ?? undefined}
                          disabled={loading}
                          onClick={() => pressSort(column)}
                        >
                          <span>{column.header}</span>
                          {current === 'asc' ? (
                            <ArrowUp aria-hidden size={14} />
                          ) : current === 'desc' ? (
                            <ArrowDown aria-hidden size={14} />
                          ) : (
                            <ChevronsUpDown aria-hidden size={14} className={styles.sortIdle} />
                          )}
                        </button>
                      ) : (
                        column.header
                      )}
                    </th>
                  );
                })}
                {hasActions ? (
                  <th scope="col" className={`${styles.headCell} ${styles.actionsCell}`}>
                    {actionsHeader}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>{body}</tbody>
          </table>
          {loading ? <VisuallyHidden.Root role="status">{loadingLabel}</VisuallyHidden.Root> : null}
        </div>
      )}
      {footer && !empty ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  );
}
