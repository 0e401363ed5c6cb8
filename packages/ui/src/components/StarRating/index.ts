export { StarRating, roundStars, STAR_COUNT, STAR_RATING_SIZES, type StarRatingProps, type StarRatingSize } from './StarRating';
