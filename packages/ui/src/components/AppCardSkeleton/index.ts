export { AppCardSkeleton, APP_CARD_SKELETON_COUNT, type AppCardSkeletonProps } from './AppCardSkeleton';
