export { Skeleton, SKELETON_STAND_IN, SKELETON_VARIANTS, type SkeletonProps, type SkeletonVariant } from './Skeleton';
