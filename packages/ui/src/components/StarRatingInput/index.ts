export { StarRatingInput, STAR_INPUT_MAX, type StarRatingInputProps } from './StarRatingInput';
