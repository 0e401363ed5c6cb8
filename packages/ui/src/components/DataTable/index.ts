export {
  DataTable,
  DATA_TABLE_MOBILE_LAYOUTS,
  DATA_TABLE_ALIGNS,
  DATA_TABLE_SKELETON_ROWS,
  type DataTableProps,
  type DataTableColumn,
  type DataTableMobileLayout,
  type DataTableAlign,
} from './DataTable';
