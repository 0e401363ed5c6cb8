export { LeiCardSkeleton, LEI_CARD_SKELETON_COUNT, type LeiCardSkeletonProps } from './LeiCardSkeleton';
