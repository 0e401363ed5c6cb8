export { ShortcutCard, ShortcutCardSkeleton, type ShortcutCardProps } from './ShortcutCard';
