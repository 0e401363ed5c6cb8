export { Skeleton, SKELETON_VARIANTS, type SkeletonProps, type SkeletonVariant } from './Skeleton';
