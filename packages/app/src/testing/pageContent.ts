import { within } from 'storybook/test';

// Story/test only (never imported by the app).

/** The `data-page` of each page inside the shell. */
export type PortalPage =
  | 'apps-list'
  | 'app-view'
  | 'create-app'
  | 'provider-view'
  | 'leis-list'
  | 'lei-view'
  | 'lei-facilitator'
  | 'calculator'
  | 'not-found';

/** The page's own content (not the shell's header or menus). */
export function pageContent(canvasElement: HTMLElement, page: PortalPage) {
  const element = canvasElement.querySelector<HTMLElement>(`[data-page="${page}"]`);
  if (!element) throw new Error(`page ${page} is not rendered`);
  return within(element);
}

/** Queries scoped to a page's content. */
export type PageQueries = ReturnType<typeof pageContent>;

/** Waits for the page's `<h1>` and returns queries scoped to the page's content. */
export async function loadedPage(canvasElement: HTMLElement, page: PortalPage, heading: string | RegExp): Promise<PageQueries> {
  await within(canvasElement).findByRole('heading', { level: 1, name: heading }, { timeout: 8000 });
  return pageContent(canvasElement, page);
}
