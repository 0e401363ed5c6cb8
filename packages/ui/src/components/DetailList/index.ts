export { DetailList, DETAIL_LIST_COLUMNS, type DetailListProps, type DetailItem, type DetailListColumns } from './DetailList';
