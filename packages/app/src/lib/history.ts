import { useCallback, useLayoutEffect } from 'react';
import { useLocation } from 'wouter';

/**
 * In-app navigations since this document loaded (wouter dispatches `pushState` on window for each).
 * The fallback for browsers without the Navigation API.
 */
let pushes = 0;
/** How the address last changed: an in-app navigation, back or forward, or not yet (the visit's first screen). */
let lastChange: 'push' | 'pop' | null = null;
if (typeof window !== 'undefined') {
  window.addEventListener('pushState', () => {
    pushes += 1;
    lastChange = 'push';
  });
  window.addEventListener('popstate', () => (lastChange = 'pop'));
}

/** The part of the Navigation API read here (Chromium ships it; others may not). */
interface NavigationLike {
  currentEntry: { index: number } | null;
}
const navigationApi = (): NavigationLike | undefined => (globalThis as { navigation?: NavigationLike }).navigation;

/** Whether going back in history stays in the portal (a previous entry of this site exists). */
export function canGoBackInApp(): boolean {
  const entry = navigationApi()?.currentEntry;
  if (entry && typeof entry.index === 'number') return entry.index > 0;
  return pushes > 0;
}

/**
 * 'Voltar': back in history when the previous page is the portal's, otherwise (the page was opened
 * from a link, a bookmark or a new tab) to `fallback`.
 */
export function useBack(fallback: string): () => void {
  const [, navigate] = useLocation();
  return useCallback(() => {
    if (canGoBackInApp()) window.history.back();
    else navigate(fallback);
  }, [fallback, navigate]);
}

/**
 * A new screen opens at its top, as a page the browser loads does: without this, a screen reached from far
 * down another (a menu link followed from the foot of a list) opened as far down as the page allowed. Only
 * after an in-app navigation: the visit's first screen and one reached by back or forward keep the place the
 * browser gives them (`history.scrollRestoration` stays 'auto'). A change of the query alone (a tab, a
 * filter) mounts no new screen and keeps its place. Used once, by the shell, which every signed-in route
 * mounts anew.
 */
export function useOpensAtTop(): void {
  useLayoutEffect(() => {
    if (lastChange === 'push') window.scrollTo(0, 0);
  }, []);
}
