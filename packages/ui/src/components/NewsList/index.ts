export {
  NewsList,
  NEWS_LIST_STATUSES,
  NEWS_LIST_MAX_ITEMS,
  NEWS_LIST_NARROW_ITEMS,
  NEWS_LIST_NARROW_WIDTH,
  type NewsItem,
  type NewsListProps,
  type NewsListStatus,
} from './NewsList';
export { truncateTitle, NEWS_TITLE_MAX } from './truncateTitle';
