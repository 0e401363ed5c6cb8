import type { Meta } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { db, isScenarioName, setScenario, type ScenarioName } from '@portal-fiscal/mocks';
import { startMockBackend } from '@portal-fiscal/mocks/browser';

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** Mock backend scenario for this story (default, empty, slow, flaky, expired-token, large). */
    scenario?: ScenarioName;
    /**
     * 'live': the tax counter ticks as in the portal (its value grows every half second). Every other
     * story shows it held still, so no picture depends on when it was taken. A live story is never
     * pictured: it must also carry the tag `skip-visual` (the story pass fails it otherwise).
     */
    taxCounter?: 'live';
  }
}

/**
 * The mock backend, for the stories that talk to it (every page story, through `pageStory` in
 * packages/app/src/testing/pageStory.ts): a story says it needs it by spreading `mockBackend` into its
 * meta. The preview itself imports none of it, so a change to the mocks is a change to those stories
 * only (Chromatic's TurboSnap retests them and no others), and a ui story never starts a service worker.
 *
 * The worker is started by the portal's own start-up (`startMockBackend`, as the demo starts it): the same
 * handlers, and a failed update of an already registered worker (`Failed to update a ServiceWorker …
 * mockServiceWorker.js: Not found`, when stories are opened one after another in one tab) is a warning,
 * not an uncaught error of the page. A story's `parameters.msw.handlers` come before the backend's own
 * (msw-storybook-addon's loader), so a story replaces one call's answer and leaves the others alone.
 */

/** The mock backend's tax counter without its increment: the portal shows the seeded value, still. */
async function holdTaxCounter(): Promise<void> {
  await db.taxCounter.updateMany((q) => q.where({}), {
    data(counter) {
      counter.Incremento = 0;
    },
  });
}

const startWorker = mswLoader(() => startMockBackend());

export const mockBackend = {
  loaders: [
    // The worker first (its start seeds the backend once per page), then the story's own data: every story
    // starts from the seed (never from a demo snapshot) in its own scenario. The toolbar's scenario, when
    // one is chosen, replaces the story's (a designer trying a screen on slow or failing answers); the
    // visual gate and the tests keep the story's.
    async (context) => {
      await startWorker(context);
      const chosen: unknown = context.globals.scenario;
      await setScenario(isScenarioName(chosen) ? chosen : (context.parameters.scenario ?? 'default'));
      if (context.parameters.taxCounter !== 'live') await holdTaxCounter();
      return {};
    },
  ],
} satisfies Meta;
