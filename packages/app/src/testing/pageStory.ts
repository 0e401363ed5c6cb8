import type { Meta } from '@storybook/react-vite';
import { configure, expect, waitFor, within } from 'storybook/test';
import { DEMO_BASE_URLS } from '@portal-fiscal/mocks';
import { clearWelcomeDismissals, dismissWelcomeForDemoAccounts, fakeGeolocation, frozenTaxCounter } from '../features/dashboard/storyHelpers';
import { portalLoaders, withPortal, type PortalStoryOptions } from './StoryPortal';

/** The setup of a page's stories: the portal's routes at `path` (signed in or not), full screen. */
export function pageStory(options: PortalStoryOptions) {
  return {
    parameters: { layout: 'fullscreen' },
    loaders: portalLoaders,
    decorators: [withPortal(options)],
  } satisfies Meta;
}

/** The screen's `<h1>` with this text, once visible (the auth screens' card fades in). */
export async function screenHeading(canvasElement: HTMLElement, name: string): Promise<HTMLElement> {
  const found = await within(canvasElement).findByRole('heading', { name, level: 1 }, { timeout: 5000 });
  await waitFor(() => expect(found).toBeVisible());
  return found;
}

/**
 * The shared setup of a signed-in page's stories on the mock backend: the page at `path` for
 * `signedInAs`, full screen; the tax counter frozen (stable screenshots); the device "grants"
 * São Paulo's position; the welcome modal already closed today (a story about it clears that); and
 * 5 s for queries, since a page makes a dozen calls to the in-browser backend.
 *
 * Spread it into the meta: `{ title, component: AppRoutes, ...signedInPageStory({ path, signedInAs }) }`.
 */
export function signedInPageStory(options: Required<Pick<PortalStoryOptions, 'path' | 'signedInAs'>>) {
  const base = pageStory(options);
  return {
    ...base,
    parameters: { ...base.parameters, msw: { handlers: { 'dashboard.taxCounter': frozenTaxCounter(DEMO_BASE_URLS.server) } } },
    beforeEach: () => {
      configure({ asyncUtilTimeout: 5000 });
      dismissWelcomeForDemoAccounts();
      const restoreGeolocation = fakeGeolocation('granted');
      return () => {
        restoreGeolocation();
        clearWelcomeDismissals();
      };
    },
  } satisfies Meta;
}
