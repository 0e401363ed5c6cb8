export { FilterSidebar, type FilterSidebarProps } from './FilterSidebar';
export {
  FILTER_GROUP_MAX_VALUES,
  limitOptions,
  emptyFilterValue,
  setOptionSelected,
  countSelected,
  type FilterGroup,
  type FilterOption,
  type FilterValue,
} from './filterValue';
