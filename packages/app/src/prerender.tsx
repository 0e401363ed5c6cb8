/**
 * The signed-out screens rendered at build time (build/prerender.ts runs this module in Node after the
 * client build): the sign-in screen's markup goes into index.html and the sign-up screen's into an HTML
 * file of its own (`SIGNED_OUT_SCREENS`), so a first visit to /login or /create/account paints the form
 * from the HTML itself, before any script has arrived, and the entry then hydrates it (main.tsx).
 *
 * It renders exactly what the client's first render of that address is: the same providers and route
 * table, pt-BR, no session, an address without a query string; in the demo, the demo accounts' hint on
 * the sign-in screen. Where a first visit differs (a stored session or language, a query string), the
 * page keeps its plain splash and the entry renders as usual (see `FIRST_SCREEN` and build/prerender.ts).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStore } from 'jotai';
import { ConfigError, ROLE_NAMES, type ApiConfig } from '@portal-fiscal/api-client';
import { AppProviders, AppRoutes } from './App';
import { createI18n, DEFAULT_LOCALE, LOCALES, type Locale } from './i18n';
import { loadConfig } from './lib/config';
import { createAppRuntime } from './lib/runtime';
import { settled, type DemoInfo } from './lib/demo';
import { preloadRoute, routeForPath, routeTable } from './routes';
import { SESSION_KEY, frameViewAtom, sessionAtom, type Session } from './lib/session';
import { LOCALE_KEY, localeAtom } from './lib/locale';
import { SIDE_MENU_COLLAPSED_KEY } from './shell/sideMenuState';
import { GREETING_PERIODS } from '@portal-fiscal/ui/GreetingBanner';
import { paths } from './paths';
import { ID_PATTERN } from './lib/urlParams';
import { FRAME_PICTURE_WAIT_MS } from './framePictures';

/** When index.html may show the prerendered screen: read by its inline scripts before anything renders. */
export const FIRST_SCREEN = {
  /** The addresses whose first screen is the sign-in form (without a query string). */
  paths: [paths.root, paths.login],
  /** Either storage holding a session means the visit is not a signed-out one. */
  sessionKey: SESSION_KEY,
  /** A stored language other than this one means the screen would not be the same. */
  localeKey: LOCALE_KEY,
  locale: DEFAULT_LOCALE,
} as const;

/** When a page may show its prerendered signed-out screen: at these addresses, on a first visit as `FIRST_SCREEN` says. */
export type FirstScreenCondition = Omit<typeof FIRST_SCREEN, 'paths'> & { paths: readonly string[] };

/**
 * The signed-out screens rendered at build time, each into a page: `path` is the address rendered, and
 * `when` says at which addresses (and on which visits) the page shows it. The sign-in screen goes into
 * index.html (`ownPage: false`: `/` and `/login` have no page of their own, and index.html answers
 * them); any other into a file of its own beside it, named as a signed-in address's
 * (build/prerender.ts `frameFile`: `/create/account` is `create/account.html`), which the server answers
 * that address with. Every such page shows its screen under the same conditions as the sign-in's.
 */
export const SIGNED_OUT_SCREENS: readonly { path: string; ownPage: boolean; when: FirstScreenCondition }[] = [
  { path: paths.login, ownPage: false, when: FIRST_SCREEN },
  { path: paths.createAccount, ownPage: true, when: { ...FIRST_SCREEN, paths: [paths.createAccount] } },
];

/**
 * Backend addresses for a build that has none: a production build takes them from the deployment
 * (deploy/configure.sh), and the sign-in screen's markup shows none (the social sign-in address is made
 * on click, from the configuration the browser loaded).
 */
const UNCONFIGURED: Record<string, string> = {
  VITE_SERVER_URL: 'https://server.invalid',
  VITE_API_NODE_URL: 'https://api-node.invalid',
  VITE_ASSETS_URL: 'https://assets.invalid',
  VITE_NEWS_URL: 'https://news.invalid',
};

/** The build's configuration, with stand-ins for the addresses a production build leaves to the deployment. */
function builtConfig(): ApiConfig | null {
  try {
    const built: Record<string, unknown> = { ...import.meta.env };
    for (const [name, value] of Object.entries(UNCONFIGURED)) if (!built[name]) built[name] = value;
    return loadConfig(built);
  } catch (error) {
    if (error instanceof ConfigError) return null;
    throw error;
  }
}

/** The demo's information as the first render has it (the backend never answers at build time). */
async function demoInfo(): Promise<DemoInfo | null> {
  if (import.meta.env.VITE_ENABLE_MOCKS !== 'true') return null;
  const { demoAccounts } = await import('./bootstrap/demoAccounts');
  return { accounts: settled(demoAccounts), backend: new Promise(() => {}) };
}

/**
 * The markup of a signed-out screen's first render at `path` (what `hydrateRoot` expects to find in #root),
 * or null when the build's own configuration is invalid (the entry shows its configuration error page
 * instead).
 */
export async function renderSignedOut(path: string): Promise<string | null> {
  const config = builtConfig();
  if (!config) return null;
  const route = routeForPath(path);
  if (!route || route.access !== 'public') throw new Error(`no signed-out route for ${path}`);
  const { i18n, ready } = createI18n(DEFAULT_LOCALE);
  await ready;
  await preloadRoute(route, i18n);
  const runtime = createAppRuntime({ config, navigate: () => {}, demo: await demoInfo(), store: createStore() });
  // The same tree as main.tsx renders (StrictMode and `onFirstScreen` included), so hydration matches.
  return renderToString(
    <StrictMode>
      <AppProviders runtime={runtime} i18n={i18n} ssrPath={path}>
        <AppRoutes onFirstScreen={() => {}} />
      </AppProviders>
    </StrictMode>,
  );
}

/**
 * When a signed-in address's HTML may show its frame: read by its inline scripts before anything
 * renders (build/prerender.ts). A frame is shown only for a session that says who is signed in (what
 * main.tsx then renders at once), in the stored language, with the side menu as the frame draws it.
 */
export const FRAME = {
  sessionKey: SESSION_KEY,
  localeKey: LOCALE_KEY,
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  /** A collapsed side menu (stored true) is not what the frame draws: no frame then. */
  collapsedKey: SIDE_MENU_COLLAPSED_KEY,
  /** A session's role is one of these (the session's schema), and a record's id matches the page's rule. */
  roles: ROLE_NAMES,
  idPattern: ID_PATTERN,
  /** How long the page's scripts wait for a card list's first picture at the most (src/framePictures.ts). */
  pictureWaitMs: FRAME_PICTURE_WAIT_MS,
} as const;

/**
 * The words the frame's slots are filled with in `locale` (shell/frame.ts): the dashboard's greetings of the
 * hour and its punctuation. The page carries them as data; its script picks by the visitor's clock.
 */
export async function frameSlotTexts(locale: Locale): Promise<{ greeting: Record<string, string>; punctuation: string }> {
  const { i18n, ready } = createI18n(locale);
  await ready;
  await i18n.loadNamespaces(['dashboard']);
  const t = i18n.getFixedT(locale, 'dashboard');
  return {
    greeting: Object.fromEntries(GREETING_PERIODS.map((period) => [period, t(`dashboard.greeting.${period}`)])),
    punctuation: t('dashboard.greetingPunctuation'),
  };
}

/**
 * The signed-in addresses of the route table (each gets an HTML file of its own with its frame), their
 * record's parameter, and whether the frame is for the address without a query only.
 */
export const frameRoutes = (): { path: string; record: string | null; bare: boolean }[] =>
  routeTable
    .filter((route) => route.access === 'protected')
    .map((route) => ({ path: route.path, record: route.record ?? null, bare: route.bareFrame === true }));

/**
 * A stand-in for the signed-in user while the frame renders: it lets the screen render as for a session
 * (the account lookup pending, not refused) and says nothing of anyone. No name, so no greeting and no
 * initials; its token and address are never shown (the build checks the markup for them).
 */
const FRAME_SESSION: Session = {
  token: 'pf-frame-token',
  email: 'pf-frame-email',
  name: '',
  role: null,
  profilePicture: null,
  accountFields: { name: '', email: '', role: null, pfp: null },
  lastLogin: '',
  remember: false,
};
/** The record a record screen's frame is rendered for: its loading state, whatever the record. */
const FRAME_RECORD = 'pf-frame-record';
/** What a frame's markup must never contain: the stand-ins' token, address and record (build/prerender.ts checks). */
export const FRAME_STAND_INS = [FRAME_SESSION.token, FRAME_SESSION.email, FRAME_RECORD];

/**
 * The frame of a signed-in screen, rendered at build time: the screen's own first render with its data
 * still on the way (header, side menu, breadcrumb, title and lead text, the skeletons of what loads),
 * for a session that says nothing of anyone. index.html's sibling for that address carries it
 * (build/prerender.ts), and main.tsx hydrates it in place: the same tree as main.tsx renders (StrictMode,
 * the route table, `onFirstScreen`), the frame's view on (`frameViewAtom`), so that the browser's first
 * render is this one; the user's details and the answers then fill in as they arrive.
 *
 * Null when the build's configuration is invalid (no frame: the entry shows its configuration error).
 */
export async function renderFrame(path: string, locale: Locale): Promise<string | null> {
  const config = builtConfig();
  if (!config) return null;
  const route = routeForPath(path);
  if (!route || route.access !== 'protected') throw new Error(`no signed-in route for ${path}`);
  const { i18n, ready } = createI18n(locale);
  await ready;
  await preloadRoute(route, i18n);
  const store = createStore();
  store.set(sessionAtom, FRAME_SESSION);
  store.set(localeAtom, locale);
  store.set(frameViewAtom, true);
  const runtime = createAppRuntime({ config, navigate: () => {}, demo: await demoInfo(), store });
  // A record screen renders as for an address that names a record (its loading state, not its not-found).
  const address = route.record ? `${path}?${route.record}=${FRAME_RECORD}` : path;
  return renderToString(
    <StrictMode>
      <AppProviders runtime={runtime} i18n={i18n} ssrPath={address}>
        <AppRoutes onFirstScreen={() => {}} />
      </AppProviders>
    </StrictMode>,
  );
}
