export { ShortcutCard, type ShortcutCardProps } from './ShortcutCard';
