import { useSyncExternalStore } from 'react';
import { media } from '@portal-fiscal/ui/theme';

const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/** Whether the spec's desktop layout (wider than 1024 px) applies now; false where nothing can tell (a test in Node). */
export const isDesktop = (): boolean => hasMatchMedia() && window.matchMedia(media.desktop).matches;

const subscribeToDesktop = (onChange: () => void) => {
  if (!hasMatchMedia()) return () => {};
  const list = window.matchMedia(media.desktop);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};
const desktopSnapshot = () => (hasMatchMedia() ? isDesktop() : null);
const noSnapshot = () => null;

/**
 * Whether the desktop layout applies, as state that follows the screen (a window resized, a tablet
 * turned); `null` where nothing can tell, so a caller renders both layouts there. For what only one
 * layout shows: the other is left out of the page rather than hidden by CSS (on a phone, the side menu's
 * two hundred elements are not rendered at all).
 */
export function useIsDesktop(): boolean | null {
  return useSyncExternalStore(subscribeToDesktop, desktopSnapshot, noSnapshot);
}
