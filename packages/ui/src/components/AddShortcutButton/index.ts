export { AddShortcutButton, canAddShortcut, SHORTCUT_LIMIT, type AddShortcutButtonProps } from './AddShortcutButton';
