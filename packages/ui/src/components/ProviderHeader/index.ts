export {
  ProviderHeader,
  ProviderHeaderSkeleton,
  PROVIDER_HEADER_HEADING_LEVELS,
  type ProviderHeaderProps,
  type ProviderHeaderSkeletonProps,
  type ProviderHeaderHeadingLevel,
} from './ProviderHeader';
