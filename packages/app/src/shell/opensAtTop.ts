import { useLayoutEffect } from 'react';

/** Whether the current navigation came from the browser's back or forward (kept for the task it happened in). */
let traversed = false;
/** The first screen of the visit: the browser decides its place (a reload keeps it). */
let first = true;

if (typeof window !== 'undefined')
  window.addEventListener('popstate', () => {
    traversed = true;
    // The screen it leads to mounts in the same task (the router renders at once); later ones were followed.
    setTimeout(() => {
      traversed = false;
    }, 0);
  });

/**
 * A new screen opens at its top, as a page the browser loads does: without this, a screen reached from far
 * down another (a menu link followed from the foot of a list) opened as far down as the page allowed. Not
 * the first screen, and not one reached by back or forward, where the browser puts the user where they
 * were (`history.scrollRestoration` stays 'auto'). A change of the query alone (a tab, a filter) keeps its
 * place: it mounts no new screen. Used once, by the shell, which every signed-in route mounts anew.
 */
export function useOpensAtTop(): void {
  useLayoutEffect(() => {
    if (!first && !traversed) window.scrollTo(0, 0);
    first = false;
  }, []);
}
