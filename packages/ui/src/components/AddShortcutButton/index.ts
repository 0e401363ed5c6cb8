export {
  AddShortcutButton,
  AddShortcutButtonSkeleton,
  canAddShortcut,
  SHORTCUT_LIMIT,
  type AddShortcutButtonProps,
} from './AddShortcutButton';
