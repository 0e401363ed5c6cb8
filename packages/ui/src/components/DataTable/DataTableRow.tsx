import { memo, type ReactElement, type RefObject } from 'react';
import { columnStyle, type DataTableColumn } from './columns';
import { RowActions, type RowActionsSource } from './RowActions';
import * as styles from './DataTable.css';

interface DataTableRowProps<Row> {
  row: Row;
  columns: readonly DataTableColumn<Row>[];
  rowHeaderColumn: number;
  /** The table has an actions column: this row gets its cell. */
  actionsColumn: boolean;
  /** The row has actions: its cell holds the menu button, labelled `menuLabel`. */
  hasActions: boolean;
  menuLabel: string;
  /** Where the menu reads its items when it opens (the table's latest `rowActions`). */
  actions: RefObject<RowActionsSource<Row>>;
}

/**
 * One row, memoised: a render of the table whose rows did not change (a click on a header paints its
 * arrow at once, while the caller sorts in a deferred render; a search keystroke re-renders the bar)
 * skips the rows and their menus instead of rendering all of them again. Its props are the row, the
 * columns, strings and flags; the actions come through a ref, read when a menu opens, so an inline
 * `rowActions` does not defeat it.
 */
export const DataTableRow = memo(function DataTableRow<Row>({
  row,
  columns,
  rowHeaderColumn,
  actionsColumn,
  hasActions,
  menuLabel,
  actions,
}: DataTableRowProps<Row>) {
  return (
    <tr className={styles.row}>
      {columns.map((column, index) => {
        const props = { className: styles.cell, style: columnStyle(column) };
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
      {actionsColumn ? (
        <td className={`${styles.cell} ${styles.actionsCell}`}>
          {hasActions ? <RowActions row={row} label={menuLabel} source={actions} /> : null}
        </td>
      ) : null}
    </tr>
  );
}) as <Row>(props: DataTableRowProps<Row>) => ReactElement;
