import { useState, type ReactNode } from 'react';
import type { Decorator, Loader } from '@storybook/react-vite';
import { memoryLocation } from 'wouter/memory-location';
import { parseConfig } from '@portal-fiscal/api-client';
import { DEMO_ACCOUNTS, db, issueToken } from '@portal-fiscal/mocks';
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

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** Accounts besides the demo ones whose valid tokens the story needs (`storyToken`), by e-mail. */
    tokensFor?: string[];
  }
}

/** Add to a page story's meta: every page chunk is loaded before the story renders. */
export const portalLoaders = [
  async () => {
    await preloadAllPages();
  },
];

/** What `signStoryTokens` hands a story (`context.loaded`): a real, valid mock token per account, by e-mail. */
export interface PortalLoaded {
  portalTokens: Record<string, string>;
}

/**
 * A loader that signs a token for each demo account, and for the story's `tokensFor`, on the seeded mock
 * backend. The backend signs with jose, which is asynchronous (Web Crypto), so a story's tokens are signed
 * in its loaders, never while it renders; its decorators take them from `context.loaded` (`storyToken`).
 * It must run once the backend has its seed and the story's scenario (its lifetime of a token): Storybook
 * runs a story's loaders side by side, so `pageStory` runs it after the mock backend's loader.
 */
export const signStoryTokens: Loader = async (context): Promise<PortalLoaded> => {
  const emails = [...DEMO_ACCOUNTS.map((a) => a.email), ...(context.parameters.tokensFor ?? [])];
  const portalTokens: Record<string, string> = {};
  for (const email of emails) {
    const account = db.accounts.findFirst((q) => q.where({ email }));
    if (account) portalTokens[email] = await issueToken(account);
  }
  return { portalTokens };
};

/** The token `signStoryTokens` signed for `email` in this story. */
export function storyToken(context: { loaded: Record<string, unknown> }, email: string): string {
  const token = (context.loaded as Partial<PortalLoaded>).portalTokens?.[email];
  if (!token)
    throw new Error(`No token for ${email}: the story needs signStoryTokens (pageStory) and, for an account not a demo one, tokensFor`);
  return token;
}

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

function PortalStory({
  options,
  token,
  locale,
  children,
}: {
  options: PortalStoryOptions;
  token: string | undefined;
  locale: string;
  children: ReactNode;
}) {
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
    if (options.signedInAs && token) {
      // Signed in with the real, valid token the story's loader signed for this account.
      const email = options.signedInAs;
      const account = db.accounts.findFirst((q) => q.where({ email }));
      if (!account) throw new Error(`No seeded account ${email}`);
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
    const token = options.signedInAs ? storyToken(context, options.signedInAs) : undefined;
    return (
      <PortalStory key={`${locale}:${context.id}`} options={options} token={token} locale={locale}>
        <Story />
      </PortalStory>
    );
  };
