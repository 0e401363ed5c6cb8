export { ProfileField, type ProfileFieldProps, type ProfileFieldInputRenderProps } from './ProfileField';
