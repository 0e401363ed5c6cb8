export { FormSection, FORM_SECTION_HEADING_LEVELS, type FormSectionProps, type FormSectionHeadingLevel } from './FormSection';
