import type { ComponentType } from 'react';

/**
 * The signed-in screens' imports (routes.ts `signedInPage`): a chunk of its own, so that the entry,
 * which the sign-in screen downloads, does not carry an import and a CSS file list for each of them.
 * Every page module of a feature (`features/<feature>/<Name>Page.tsx`) except the authentication
 * screens, which the entry imports itself.
 */
const pages = import.meta.glob<{ default: ComponentType }>(['./features/*/*Page.tsx', '!./features/auth/*', './shell/NotFoundPage.tsx']);

/** Loads the page module that routes.ts names (`features/leis/LeisListPage`). */
export function loadPage(module: string): Promise<{ default: ComponentType }> {
  const load = pages[`./${module}.tsx`];
  if (!load) return Promise.reject(new Error(`signedInPages: no page module src/${module}.tsx`));
  return load();
}
