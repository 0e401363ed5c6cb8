// Components of the 'marketplace' group. Each helper-owned group keeps its own barrel so parallel work never collides.
export * from './ImagePlaceholder';
export * from './StarRating';
export * from './StarRatingInput';
export * from './AppCard';
export * from './AppCardSkeleton';
export * from './Gallery';
export * from './FeatureList';
export * from './RatingForm';
export * from './RatingList';
export * from './ProviderHeader';
export * from './ProductCard';
