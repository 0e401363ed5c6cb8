export {
  IconButton,
  ICON_BUTTON_VARIANTS,
  ICON_BUTTON_SIZES,
  type IconButtonProps,
  type IconButtonVariant,
  type IconButtonSize,
} from './IconButton';
