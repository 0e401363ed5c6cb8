import { useSyncExternalStore } from 'react';
import { media, mediaMatches } from '@portal-fiscal/ui/theme';

/** Whether the spec's desktop layout (wider than 1024 px) applies now; false where nothing can tell (a test in Node). */
export const isDesktop = (): boolean => mediaMatches(media.desktop) === true;

const subscribeToDesktop = (onChange: () => void) => {
  if (mediaMatches(media.desktop) === null) return () => {};
  const list = window.matchMedia(media.desktop);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};
const desktopSnapshot = () => mediaMatches(media.desktop);
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
