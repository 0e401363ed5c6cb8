export { Pagination, paginationRange, type PaginationProps, type PaginationEntry } from './Pagination';
