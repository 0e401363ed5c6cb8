export { RatingList, type RatingListProps, type RatingItem } from './RatingList';
