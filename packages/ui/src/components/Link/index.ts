export { Link, LINK_VARIANTS, ExternalMark, externalAttributes, type LinkProps, type LinkVariant } from './Link';
