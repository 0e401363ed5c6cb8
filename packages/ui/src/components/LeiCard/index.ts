export { LeiCard, LEI_CARD_HEADING_LEVELS, type LeiCardProps, type LeiCardHeadingLevel } from './LeiCard';
