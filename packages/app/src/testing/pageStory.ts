import type { Meta } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { DEMO_BASE_URLS } from '@portal-fiscal/mocks';
import { clearWelcomeDismissals, dismissWelcomeForDemoAccounts, fakeGeolocation, frozenTaxCounter } from '../features/dashboard/storyHelpers';
import { portalLoaders, withPortal, type PortalStoryOptions } from './StoryPortal';

/**
 * The shared setup of a signed-in page's stories on the mock backend: the page at `path` for
 * `signedInAs`, full screen; the tax counter frozen (stable screenshots); the device "grants"
 * São Paulo's position; the welcome modal already closed today (a story about it clears that); and
 * 5 s for queries, since a page makes a dozen calls to the in-browser backend.
 *
 * Spread it into the meta: `{ title, component: AppRoutes, ...signedInPageStory({ path, signedInAs }) }`.
 */
export function signedInPageStory(options: Required<Pick<PortalStoryOptions, 'path' | 'signedInAs'>>) {
  return {
    parameters: { layout: 'fullscreen', msw: { handlers: { 'dashboard.taxCounter': frozenTaxCounter(DEMO_BASE_URLS.server) } } },
    loaders: portalLoaders,
    decorators: [withPortal(options)],
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
