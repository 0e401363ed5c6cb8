export {
  FeatureList,
  FEATURE_LIST_HEADING_LEVELS,
  type FeatureListProps,
  type FeatureItem,
  type FeatureListHeadingLevel,
} from './FeatureList';
