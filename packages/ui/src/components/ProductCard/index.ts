export { ProductCard, PRODUCT_CARD_HEADING_LEVELS, type ProductCardProps, type ProductCardHeadingLevel } from './ProductCard';
