export {
  DataTable,
  DATA_TABLE_MOBILE_LAYOUTS,
  DATA_TABLE_SKELETON_ROWS,
  DATA_TABLE_SORT_DIRECTIONS,
  type DataTableProps,
  type DataTableMobileLayout,
  type DataTableSort,
  type DataTableSortDirection,
  type DataTableSortLabels,
} from './DataTable';
export { DATA_TABLE_ALIGNS, type DataTableAlign, type DataTableColumn } from './columns';
export { DATA_TABLE_ACTION_TONES, type DataTableActionTone, type DataTableRowAction } from './RowActions';
