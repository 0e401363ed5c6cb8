export { RatingForm, isRatingValid, type RatingFormProps, type RatingFormValues } from './RatingForm';
