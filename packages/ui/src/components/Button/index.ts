export { Button, BUTTON_VARIANTS, BUTTON_SIZES, type ButtonProps, type ButtonVariant, type ButtonSize } from './Button';
export { ButtonLink, type ButtonLinkProps } from './ButtonLink';
