export { LeiSection, LEI_SECTION_HEADING_LEVELS, type LeiSectionProps, type LeiSectionHeadingLevel } from './LeiSection';
export { sanitizeHtml } from './sanitize';
