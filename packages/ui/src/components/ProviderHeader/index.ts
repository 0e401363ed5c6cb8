export {
  ProviderHeader,
  PROVIDER_HEADER_HEADING_LEVELS,
  type ProviderHeaderProps,
  type ProviderHeaderHeadingLevel,
} from './ProviderHeader';
