export { AppCard, firstImageUrl, APP_CARD_HEADING_LEVELS, type AppCardProps, type AppCardHeadingLevel } from './AppCard';
export { CardLink, cardLinkContainer, type CardLinkProps } from './CardLink';
