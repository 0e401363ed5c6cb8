import { useCallback } from 'react';
import { useLocation } from 'wouter';

/**
 * In-app navigations since this document loaded (wouter dispatches `pushState` on window for each).
 * The fallback for browsers without the Navigation API.
 */
let pushes = 0;
if (typeof window !== 'undefined') window.addEventListener('pushState', () => (pushes += 1));

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
