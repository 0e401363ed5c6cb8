export { Tag, TAG_SIZES, type TagProps, type TagSize } from './Tag';
