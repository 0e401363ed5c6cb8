import { useLayoutEffect } from 'react';
import { useAtomValue } from 'jotai';
import { frameViewAtom } from './session';

/**
 * Whether this render is a frame: the screen as it first renders, written into its address's HTML at
 * build time and shown before any script (ADR 0014), and the browser's hydration of that markup, which
 * must render it again exactly (`frameViewAtom`). What depends on the hour or the day (a greeting, a
 * date, a calendar) must not be in it, since the HTML is the same for every visit: a screen leaves those
 * out, in their final size, when this is true. Nothing of the signed-in user is in it either: the
 * session reads as nobody's meanwhile (lib/session.ts).
 */
export const useIsFrame = (): boolean => useAtomValue(frameViewAtom);

/**
 * Ends a hydrated frame on screen: in the commit where the frame's view ends (main.tsx), #root loses the
 * frame's marks (`data-frame`, which the frame's stylesheet keys on, shell/frame.css.ts) and `inert` (the
 * frame took no input: nothing typed into it could have been kept), before that commit is painted. Used
 * once, by the signed-in screens' shell (shell/AppShell.tsx), which every frame is drawn in.
 */
export function useFrameEnd(): void {
  const frame = useIsFrame();
  useLayoutEffect(() => {
    const root = frame ? null : document.getElementById('root');
    if (!root?.hasAttribute('data-frame')) return;
    root.removeAttribute('data-frame');
    root.inert = false;
  }, [frame]);
}
