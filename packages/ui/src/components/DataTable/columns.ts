import type { CSSProperties, ReactNode } from 'react';

export const DATA_TABLE_ALIGNS = ['start', 'center', 'end'] as const;
export type DataTableAlign = (typeof DATA_TABLE_ALIGNS)[number];

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

/** A column's header and cells take its alignment and width. */
export const columnStyle = (column: Pick<DataTableColumn<unknown>, 'width' | 'align'>): CSSProperties => ({
  width: column.width,
  textAlign: column.align === 'center' ? 'center' : column.align === 'end' ? 'right' : undefined,
});
