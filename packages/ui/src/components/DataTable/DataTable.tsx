import {
  memo,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import { DropdownMenu, VisuallyHidden } from 'radix-ui';
import { ArrowDown, ArrowUp, ChevronsUpDown, Eye, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { EmptyState, type EmptyStateHeadingLevel } from '../EmptyState';
import { IconButton } from '../IconButton';
import { Select } from '../Select';
import { Skeleton } from '../Skeleton';
import { media, mediaMatches } from '../../theme/tokens';
import * as styles from './DataTable.css';

export const DATA_TABLE_MOBILE_LAYOUTS = ['cards', 'scroll'] as const;
export type DataTableMobileLayout = (typeof DATA_TABLE_MOBILE_LAYOUTS)[number];

export const DATA_TABLE_ALIGNS = ['start', 'center', 'end'] as const;
export type DataTableAlign = (typeof DATA_TABLE_ALIGNS)[number];

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

export const DATA_TABLE_ACTIONS = ['view', 'edit', 'delete'] as const;
export type DataTableAction = (typeof DATA_TABLE_ACTIONS)[number];

export interface DataTableColumn<Row> {
  id: string;
  /** The column header, e.g. 'Provedor'. Also labels the cell in the stacked mobile layout. */
  header: string;
  /** Draws the cell of one row. */
  cell: (row: Row) => ReactNode;
  /** A CSS width for the column on desktop, e.g. '30%' or '160px'. */
  width?: string;
  align?: DataTableAlign;
  /** Its header becomes a button that orders the rows by it (with `onSortChange`). */
  sortable?: boolean;
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
  /** Header of the actions column, e.g. 'Ações'. */
  actionsHeader: string;
  /** The label of each row's menu button; `{name}` is the row label, e.g. 'Ações para {name}'. */
  actionsLabel: string;
  /** Menu item labels, e.g. 'Visualizar', 'Editar', 'Deletar'. An item shows only with its handler. */
  viewLabel?: string;
  /** The edit item's label, such as 'Editar'; the item shows only with `onEdit`. */
  editLabel?: string;
  /** The delete item's label, such as 'Deletar'; the item shows only with `onDelete`. */
  deleteLabel?: string;
  /**
   * Called with the row when its view item is chosen (after the menu closes); the item needs `viewLabel`.
   * The three handlers are read when an item is chosen, so a new function at each render costs nothing.
   */
  onView?: (row: Row) => void;
  /** Called with the row when its edit item is chosen (after the menu closes); the item needs `editLabel`. */
  onEdit?: (row: Row) => void;
  /** Called with the row when its delete item is chosen (after the menu closes, so a confirmation returns the focus to it); the item needs `deleteLabel`. */
  onDelete?: (row: Row) => void;
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
  /**
   * Why an action cannot be done on this row (e.g. 'Deletar' on one's own account): the item stays in
   * the menu, disabled, with the reason under its label. Null when it can. Read while the rows render:
   * keep its identity (memoised on what it reads), as `columns`.
   */
  actionDisabledReason?: (row: Row, action: DataTableAction) => string | null;
}

const alignStyle = (align: DataTableAlign | undefined): CSSProperties['textAlign'] =>
  align === 'center' ? 'center' : align === 'end' ? 'right' : undefined;

/** The row menu's handlers, read when an item is chosen (DataTable keeps the latest ones here). */
interface RowHandlers<Row> {
  onView?: (row: Row) => void;
  onEdit?: (row: Row) => void;
  onDelete?: (row: Row) => void;
}

function RowActions<Row>({
  row,
  label,
  viewLabel,
  editLabel,
  deleteLabel,
  handlers,
  disabledReason,
}: {
  row: Row;
  label: string;
  /** An item shows when its label is given (DataTable gives it only with its handler). */
  viewLabel?: string;
  editLabel?: string;
  deleteLabel?: string;
  handlers: RefObject<RowHandlers<Row>>;
  disabledReason?: (row: Row, action: DataTableAction) => string | null;
}) {
  const items = [
    viewLabel
      ? {
          key: 'view' as const,
          label: viewLabel,
          icon: <Eye aria-hidden size={16} />,
          run: () => handlers.current.onView?.(row),
          danger: false,
        }
      : null,
    editLabel
      ? {
          key: 'edit' as const,
          label: editLabel,
          icon: <Pencil aria-hidden size={16} />,
          run: () => handlers.current.onEdit?.(row),
          danger: false,
        }
      : null,
    deleteLabel
      ? {
          key: 'delete' as const,
          label: deleteLabel,
          icon: <Trash2 aria-hidden size={16} />,
          run: () => handlers.current.onDelete?.(row),
          danger: true,
        }
      : null,
  ]
    .filter((item) => item !== null)
    .map((item) => ({ ...item, reason: disabledReason?.(row, item.key) ?? null }));
  // An item runs once the menu has closed and given the focus back to its button: a dialog it opens
  // (Deletar's confirmation) then returns the focus to that button when it closes.
  const chosen = useRef<(() => void) | null>(null);
  if (items.length === 0) return null;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <IconButton size="sm" label={label} icon={<MoreHorizontal size={18} />} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={styles.menuContent}
          align="end"
          sideOffset={4}
          onCloseAutoFocus={() => {
            const run = chosen.current;
            chosen.current = null;
            // Radix focuses the button right after this handler.
            if (run) queueMicrotask(run);
          }}
        >
          {items.map((item) => (
            <DropdownMenu.Item
              key={item.key}
              className={[styles.menuItem, item.danger ? styles.menuItemDanger : undefined].filter(Boolean).join(' ')}
              onSelect={() => {
                chosen.current = item.run;
              }}
              disabled={item.reason !== null}
            >
              {item.icon}
              {item.reason === null ? (
                item.label
              ) : (
                <span className={styles.menuItemText}>
                  <span>{item.label}</span>
                  <span className={styles.menuItemReason}>{item.reason}</span>
                </span>
              )}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

interface DataTableRowProps<Row> {
  row: Row;
  columns: readonly DataTableColumn<Row>[];
  rowHeaderColumn: number;
  /** The row's menu, when the table has one: its button's label, its items' labels, handlers and reasons. */
  menu: boolean;
  menuLabel: string;
  viewLabel?: string;
  editLabel?: string;
  deleteLabel?: string;
  handlers: RefObject<RowHandlers<Row>>;
  disabledReason?: (row: Row, action: DataTableAction) => string | null;
}

/**
 * One row, memoised: a render of the table whose rows did not change (a click on a header paints its
 * arrow at once, while the caller sorts in a deferred render; a search keystroke re-renders the bar)
 * skips the rows and their menus instead of rendering all of them again. Its props are the row, the
 * columns and strings; the handlers come through a ref, so an inline handler does not defeat it.
 */
const DataTableRow = memo(function DataTableRow<Row>({
  row,
  columns,
  rowHeaderColumn,
  menu,
  menuLabel,
  viewLabel,
  editLabel,
  deleteLabel,
  handlers,
  disabledReason,
}: DataTableRowProps<Row>) {
  return (
    <tr className={styles.row}>
      {columns.map((column, index) => {
        const props = {
          className: styles.cell,
          style: { width: column.width, textAlign: alignStyle(column.align) },
        };
        const content = (
          <>
            <span className={styles.cellLabel} aria-hidden>
              {column.header}
            </span>
            <span>{column.cell(row)}</span>
          </>
        );
        return index === rowHeaderColumn ? (
          <th key={column.id} scope="row" {...props}>
            {content}
          </th>
        ) : (
          <td key={column.id} {...props}>
            {content}
          </td>
        );
      })}
      {menu ? (
        <td className={`${styles.cell} ${styles.actionsCell}`}>
          <RowActions
            row={row}
            label={menuLabel}
            viewLabel={viewLabel}
            editLabel={editLabel}
            deleteLabel={deleteLabel}
            handlers={handlers}
            disabledReason={disabledReason}
          />
        </td>
      ) : null}
    </tr>
  );
}) as <Row>(props: DataTableRowProps<Row>) => ReactElement;

/**
 * How many cards the first render of the rows draws in the phone's layout. A card is 300–400 px tall:
 * no screen of 1024 px wide or less shows the top of more than four (a 1024 × 1366 tablet, the users tab).
 */
export const DATA_TABLE_FIRST_CARDS = 5;

/**
 * The rows. In the cards layout, when they first appear, in two renders: the cards of the first screen,
 * then all of them in a transition, after the first has painted. A full page of cards, each with its
 * menu, avatar and tags, is the biggest render of the administration's screens on a phone: drawn at
 * once, it is one long task (and Radix's menus register their anchors synchronously in its commit); the
 * cards below the fold can come a moment later. The rows 'first appear' when the table shows rows after
 * nothing, its skeleton or its empty state; any other change of the rows (a page, a sort, a search that
 * still finds some) renders them all at once. On a wider screen the rows are a table, the whole page is
 * in view, and they render at once.
 */
function StagedRows<Row>({ rows, staged, render }: { rows: readonly Row[]; staged: boolean; render: (row: Row) => ReactNode }) {
  const [all, setAll] = useState(() => !staged || rows.length <= DATA_TABLE_FIRST_CARDS || mediaMatches(media.mobile) !== true);
  useEffect(() => {
    if (!all) startTransition(() => setAll(true));
  }, [all]);
  return <>{(all ? rows : rows.slice(0, DATA_TABLE_FIRST_CARDS)).map(render)}</>;
}

/**
 * The administration tables (apps, providers, users): a real `<table>` with a caption, column
 * headers and a row header, a Visualizar / Editar / Deletar menu per row (an item can be disabled
 * with its reason), a 4-row skeleton while loading, an empty state, and a toolbar slot for the name
 * filter. Sortable columns have a header button and `aria-sort` (controlled: the caller orders and
 * pages the rows; `footer` holds its Pagination). On mobile the rows stack as cards, with a sort select.
 */
export function DataTable<Row>({
  caption,
  captionVisible = false,
  columns,
  rows,
  getRowId,
  getRowLabel,
  rowHeaderColumn = 0,
  actionsHeader,
  actionsLabel,
  viewLabel,
  editLabel,
  deleteLabel,
  onView,
  onEdit,
  onDelete,
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
  actionDisabledReason,
}: DataTableProps<Row>) {
  const hasActions = Boolean(onView || onEdit || onDelete);
  const sortable = onSortChange ? columns.filter((column) => column.sortable) : [];
  const sortedColumn = sort ? sortable.find((column) => column.id === sort.columnId) : undefined;
  const pressSort = (column: DataTableColumn<Row>) =>
    onSortChange?.({ columnId: column.id, direction: sortedColumn?.id === column.id && sort?.direction === 'asc' ? 'desc' : 'asc' });
  const stacked = mobileLayout === 'cards';
  // The cards layout is CSS only: the markup stays a plain table, whose rows and cells take their roles
  // from the elements (ARIA in HTML allows no role attribute on the tr, th and td of a table).

  // The menu's handlers, the latest ones, for the memoised rows (read when an item is chosen).
  const handlers = useRef<RowHandlers<Row>>({ onView, onEdit, onDelete });
  useLayoutEffect(() => {
    handlers.current = { onView, onEdit, onDelete };
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
          menu={hasActions}
          menuLabel={actionsLabel.replaceAll('{name}', getRowLabel(row))}
          viewLabel={onView ? viewLabel : undefined}
          editLabel={onEdit ? editLabel : undefined}
          deleteLabel={onDelete ? deleteLabel : undefined}
          handlers={handlers}
          disabledReason={actionDisabledReason}
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
                      style={{ width: column.width, textAlign: alignStyle(column.align) }}
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
