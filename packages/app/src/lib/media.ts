import { startTransition, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { media, mediaMatches } from '@portal-fiscal/ui/theme';
import { frameViewAtom } from './session';

/** Whether the spec's desktop layout (wider than 1024 px) applies now; false where nothing can tell (a test in Node). */
export const isDesktop = (): boolean => mediaMatches(media.desktop) === true;

const subscribeToDesktop = (onChange: () => void) => {
  if (mediaMatches(media.desktop) === null) return () => {};
  const list = window.matchMedia(media.desktop);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};
const desktopSnapshot = () => mediaMatches(media.desktop);

/**
 * Whether the desktop layout applies, as state that follows the screen (a window resized, a tablet
 * turned); `null` where nothing can tell, so a caller renders both layouts there. For what only one
 * layout shows: the other is left out of the page rather than hidden by CSS (on a phone, the side menu's
 * two hundred elements are not rendered at all).
 *
 * A frame (ADR 0014) is rendered where nothing can tell, so its HTML has both layouts, and its hydration
 * renders both again (`null` while the frame's view lasts). The layout the screen has is taken once the
 * view has ended, and each change after it, in a transition: React renders it in slices and the page
 * keeps answering. (`useSyncExternalStore`, with `null` as the server's snapshot, re-rendered the whole
 * shell synchronously right after the hydration, in the task of its commit.)
 */
export function useIsDesktop(): boolean | null {
  const frame = useAtomValue(frameViewAtom);
  const [desktop, setDesktop] = useState<boolean | null>(() => (frame ? null : desktopSnapshot()));
  useEffect(() => {
    if (frame) return undefined;
    const update = () => startTransition(() => setDesktop(desktopSnapshot()));
    update();
    return subscribeToDesktop(update);
  }, [frame]);
  return frame ? null : desktop;
}
