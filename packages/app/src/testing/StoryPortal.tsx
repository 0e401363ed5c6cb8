import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { memoryLocation } from 'wouter/memory-location';
import { parseConfig } from '@portal-fiscal/api-client';
import { type DEMO_ACCOUNTS, db, issueToken } from '@portal-fiscal/mocks';
import { createDemoBackend, followRedirect } from '../bootstrap/mocks';
import { demoAccounts } from '../bootstrap/demoAccounts';
import { AppProviders } from '../App';
import { createI18n, isLocale } from '../i18n';
import { allDictionaries } from '../i18n/all';
import { settled } from '../lib/demo';
import { localeAtom } from '../lib/locale';
import { createAppRuntime, type AppRuntime } from '../lib/runtime';
import { sessionAtom } from '../lib/session';
import { sessionFromAuth } from '../lib/sessionFrom';
import { preloadAllPages } from '../routes';
import { MOCK_BACKEND_ENV } from './mockBackendEnv';

/** Add to a page story's meta: every page chunk is loaded before the story renders. */
export const portalLoaders = [
  async () => {
    await preloadAllPages();
  },
];

/** Storybook/test only: never imported by the app itself (the production build check proves it). */
export interface PortalStoryOptions {
  /** Path and query the memory router starts at, e.g. '/login?auth=unauthorized'. */
  path?: string;
  /** Sign in as one of the demo accounts before rendering (a real, valid mock token). */
  signedInAs?: (typeof DEMO_ACCOUNTS)[number]['email'];
  /** Show the demo-accounts hint (mock mode). Default true. */
  demo?: boolean;
}

/** Stories always run on the mock backend, whatever the build environment says. */
const storyConfig = parseConfig({
  ...MOCK_BACKEND_ENV,
  VITE_ENABLE_MOCKS: 'true',
});

/** The last memory router of a story, so play functions can assert where navigation went. */
export const storyLocation: { current: ReturnType<typeof memoryLocation> & { history: string[] } } = {
  current: memoryLocation({ path: '/', record: true }),
};

function PortalStory({ options, locale, children }: { options: PortalStoryOptions; locale: string; children: ReactNode }) {
  const [setup] = useState(() => {
    const [pathname = '/', search = ''] = (options.path ?? '/').split('?');
    const location = memoryLocation({ path: pathname, searchPath: search, record: true });
    storyLocation.current = location;
    const runtime: AppRuntime = createAppRuntime({
      config: storyConfig,
      navigate: location.navigate,
      // A toast stays until it is closed: whether a picture shows one never depends on how long the story took.
      toastDuration: Number.POSITIVE_INFINITY,
      demo:
        options.demo === false
          ? null
          : {
              accounts: settled(demoAccounts),
              backend: settled(
                createDemoBackend(async (url) => {
                  // Follow the mock backend's redirect (social sign-in) inside the memory router.
                  const target = new URL(await followRedirect(url));
                  location.navigate(`${target.pathname}${target.search}`);
                }),
              ),
            },
    });
    const lang = isLocale(locale) ? locale : 'pt-BR';
    runtime.store.set(localeAtom, lang);
    if (options.signedInAs) {
      // The story loader has already seeded the mock backend: sign in with a real, valid token.
      const email = options.signedInAs;
      const account = db.accounts.findFirst((q) => q.where({ email }));
      if (!account) throw new Error(`No seeded account ${email}`);
      const token = issueToken(account);
      runtime.store.set(
        sessionAtom,
        sessionFromAuth({ token, email, name: account.name, role: account.role, profilePicture: account.profilePicture || null }, false),
      );
    }
    return { runtime, location, i18n: createI18n(lang, allDictionaries).i18n };
  });
  return (
    <AppProviders runtime={setup.runtime} i18n={setup.i18n} location={{ hook: setup.location.hook, searchHook: setup.location.searchHook }}>
      {children}
    </AppProviders>
  );
}

/** Renders the story inside the real portal providers, on a memory router, with the toolbar's locale. */
export const withPortal =
  (options: PortalStoryOptions = {}): Decorator =>
  (Story, context) => {
    // Stories never persist a session between renders.
    window.localStorage.removeItem('portal-fiscal.session');
    window.sessionStorage.removeItem('portal-fiscal.session');
    const locale = String(context.globals.locale ?? 'pt-BR');
    return (
      <PortalStory key={`${locale}:${context.id}`} options={options} locale={locale}>
        <Story />
      </PortalStory>
    );
  };
