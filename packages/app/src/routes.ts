import { createElement, lazy, useState, type ComponentType, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import type { Namespace } from './i18n';
import { paths } from './paths';
import type { EarlyCall } from './earlyCallTable';

export type Access = 'public' | 'protected';
export type Shell = 'auth' | 'app';

/**
 * A piece of the portal loaded on demand: its own chunk, fetched when a route first needs it.
 * `module` names the source file (under src/, no extension) so the size budget and `bench:web`
 * can find the chunk in the build; they fail if it names a file the build does not have.
 */
export interface Loadable {
  module: string;
  /** Starts loading the chunk (idempotent): routes preload all their chunks at once, stories all of them. */
  preload: () => Promise<unknown>;
  /** The dictionaries (i18n namespaces) its components use, loaded beside it. */
  namespaces: readonly Namespace[];
}

export interface Chunk<Props = object> extends Loadable {
  /**
   * The component: rendered at once when its chunk is already loaded (the first screen is, before the
   * first render; stories preload every chunk), through `React.lazy` otherwise. A lazy component
   * suspends on its first render even when its chunk is in, and React then holds the fallback on
   * screen for a moment (300 ms in React 19) before it reveals the page.
   */
  component: ComponentType<Props>;
  /** The chunk whose code imports this one, when that is not the entry (signed-in pages: `signedInPages`). */
  via?: Loadable;
  /** The early calls this page makes as it opens, beside the session guard's (a page's, not its route's). */
  earlyCalls?: readonly EarlyCall[];
  /** The address's parameter that names the record this page opens (`?id=`, `?lei=`), if it opens one. */
  record?: 'id' | 'lei';
  /**
   * Its frame is its address without a query only: with one (filters), the screen opens what the frame
   * cannot draw (a card list's filter panel), so such an address gets no frame (src/prerender.tsx).
   */
  bareFrame?: true;
}

function chunk<Props extends object = object>(
  module: string,
  load: () => Promise<{ default: ComponentType<Props> }>,
  namespaces: readonly Namespace[] = [],
): Chunk<Props> {
  let pending: Promise<{ default: ComponentType<Props> }> | null = null;
  let loaded: ComponentType<Props> | null = null;
  const preload = () =>
    (pending ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);
  function Loaded(props: Props) {
    // Chosen once per mounted instance: switching from the lazy wrapper to the loaded component
    // later would remount the page and lose its state.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  Loaded.displayName = `Chunk(${module})`;
  return { module, component: Loaded, preload, namespaces };
}

/**
 * What wraps the pages: the query layer (TanStack Query, around every page), the session guard and the
 * shell (header, menus) around signed-in pages. Each is a chunk of its own.
 */
export const frames = {
  query: chunk<{ children: ReactNode }>('lib/QueryLayer', () => import('./lib/QueryLayer')),
  guard: chunk<{ children: ReactNode }>('features/auth/RequireSession', () => import('./features/auth/RequireSession')),
  appShell: chunk<{ children: ReactNode }>('shell/AppShell', () => import('./shell/AppShell'), ['layout']),
};

/**
 * The signed-in screens are imported by a small chunk of their own (signedInPages.ts), not by the
 * entry: Vite writes each dynamic import's CSS file list beside the import, so every screen imported
 * by the entry would make the sign-in screen's download grow. The chunk is asked for with the
 * screen's own files (index.html's route map, `preloadRoute`), so it adds no wait.
 */
const loadSignedInPages = () => import('./signedInPages');
const signedInPages: Loadable = { module: 'signedInPages', preload: loadSignedInPages, namespaces: [] };
const signedInPage = (
  module: string,
  namespaces: readonly Namespace[],
  earlyCalls: readonly EarlyCall[] = [],
  frame: Pick<Chunk, 'record' | 'bareFrame'> = {},
): Chunk => ({
  ...chunk(module, () => loadSignedInPages().then((loader) => loader.loadPage(module)), namespaces),
  via: signedInPages,
  earlyCalls,
  ...frame,
});

const pages = {
  login: chunk('features/auth/LoginPage', () => import('./features/auth/LoginPage'), ['auth']),
  signUp: chunk('features/auth/SignUpPage', () => import('./features/auth/SignUpPage'), ['auth']),
  signUpSuccess: chunk('features/auth/SignUpSuccessPage', () => import('./features/auth/SignUpSuccessPage'), ['auth']),
  passwordRecovery: chunk('features/auth/PasswordRecoveryPage', () => import('./features/auth/PasswordRecoveryPage'), ['auth']),
  newPassword: chunk('features/auth/NewPasswordPage', () => import('./features/auth/NewPasswordPage'), ['auth']),
  dashboard: signedInPage(
    'features/dashboard/DashboardPage',
    ['dashboard'],
    ['shortcuts', 'dashboardApps', 'taxCounter', 'selic', 'usd', 'eur', 'accountId', 'lastSignIn', 'news'],
  ),
  createShortcut: signedInPage('features/dashboard/CreateShortcutPage', ['dashboard'], ['shortcuts']),
  appsList: signedInPage('features/marketplace/AppsListPage', ['marketplace'], ['appsFirstPage', 'categories'], { bareFrame: true }),
  appView: signedInPage('features/marketplace/AppViewPage', ['marketplace'], ['app'], { record: 'id' }),
  createApp: signedInPage('features/marketplace/CreateAppPage', ['marketplace'], ['account']),
  providerView: signedInPage('features/marketplace/ProviderPage', ['marketplace'], ['leis', 'provider'], { record: 'id' }),
  leis: signedInPage('features/leis/LeisListPage', ['leis'], ['leis'], { bareFrame: true }),
  leiView: signedInPage('features/leis/LeiViewPage', ['leis'], ['lei'], { record: 'lei' }),
  leiFacilitator: signedInPage('features/leis/FacilitatorPage', ['leis'], ['leiById', 'facilitatorProvider', 'facilitatorTotals'], {
    record: 'id',
  }),
  calculator: signedInPage('features/calculator/CalculatorPage', ['calculator']),
  settings: signedInPage('features/settings/SettingsHomePage', ['settings'], ['account']),
  myAccount: signedInPage('features/settings/MyAccountPage', ['settings', 'company', 'products', 'productList'], ['account']),
  productImages: signedInPage('features/settings/ProductImagesPage', ['settings', 'company']),
  company: signedInPage('features/settings/CompanyPage', ['settings', 'company'], ['account', 'providerTypes']),
  profile: signedInPage('features/settings/ProfilePage', ['settings'], ['account']),
  generalSettings: signedInPage('features/settings/GeneralSettingsPage', ['settings', 'layout']),
  productEdit: signedInPage(
    'features/settings/ProductEditPage',
    ['settings', 'products'],
    ['account', 'product', 'productCategories', 'productFunctionalities', 'productMedias', 'categories', 'subcategories'],
    { record: 'id' },
  ),
  management: signedInPage('features/admin/ManagementPage', ['settings', 'management'], ['account']),
  adminProviderView: signedInPage('features/admin/ProviderViewPage', ['settings', 'adminProviders'], ['account', 'provider'], {
    record: 'id',
  }),
  adminProviderEdit: signedInPage(
    'features/admin/ProviderEditPage',
    ['settings', 'adminProviders'],
    ['account', 'providerTypes', 'provider'],
    { record: 'id' },
  ),
  adminProviderCreate: signedInPage('features/admin/ProviderCreatePage', ['settings', 'adminProviders'], ['account', 'providerTypes']),
  adminUserView: signedInPage('features/admin/UserViewPage', ['settings', 'adminUsers'], ['account', 'accounts'], { record: 'id' }),
  adminUserEdit: signedInPage('features/admin/UserEditPage', ['settings', 'adminUsers'], ['account', 'accounts', 'providers'], {
    record: 'id',
  }),
  adminUserCreate: signedInPage('features/admin/UserCreatePage', ['settings', 'adminUsers'], ['account', 'providers']),
  notFound: signedInPage('shell/NotFoundPage', ['layout']),
};

export interface RouteDef {
  path: string;
  access: Access;
  shell: Shell;
  page: Chunk;
  /**
   * The address's parameter that names the record the screen shows (`?id=`, `?lei=`), if it opens one:
   * its frame (src/prerender.tsx) is the record's loading state, shown only when the address names one.
   */
  record?: 'id' | 'lei';
  /** Its frame is shown only at its address without a query (`Chunk['bareFrame']`). */
  bareFrame?: true;
}

/** A screen reached without a session (sign-in, sign-up, password recovery and change), in the sign-in frame. */
const signedOut = (path: string, page: Chunk): RouteDef => ({ path, access: 'public', shell: 'auth', page });
/** A signed-in screen: behind the session guard, in the app's shell. */
const signedIn = (path: string, page: Chunk): RouteDef => ({
  path,
  access: 'protected',
  shell: 'app',
  page,
  ...(page.record ? { record: page.record } : {}),
  ...(page.bareFrame ? { bareFrame: page.bareFrame } : {}),
});

/** The route table: the only place that says which page answers which path and who may see it. */
export const routeTable: readonly RouteDef[] = [
  signedOut(paths.root, pages.login),
  signedOut(paths.login, pages.login),
  signedOut(paths.createAccount, pages.signUp),
  signedOut(paths.createAccountSuccess, pages.signUpSuccess),
  // Password recovery and change are reached without a session (from the login screen and the e-mail).
  signedOut(paths.passwordRecovery, pages.passwordRecovery),
  signedOut(paths.newPassword, pages.newPassword),
  signedIn(paths.dashboard, pages.dashboard),
  signedIn(paths.createShortcut, pages.createShortcut),
  signedIn(paths.appsList, pages.appsList),
  signedIn(paths.appView, pages.appView),
  signedIn(paths.createApp, pages.createApp),
  signedIn(paths.providerView, pages.providerView),
  signedIn(paths.leis, pages.leis),
  signedIn(paths.leiView, pages.leiView),
  signedIn(paths.leiFacilitator, pages.leiFacilitator),
  signedIn(paths.calculator, pages.calculator),
  signedIn(paths.settings, pages.settings),
  signedIn(paths.myAccount, pages.myAccount),
  signedIn(paths.productImages, pages.productImages),
  signedIn(paths.company, pages.company),
  // The signed-in user's profile, under both of the spec's addresses.
  signedIn(paths.settingsUser, pages.profile),
  signedIn(paths.user, pages.profile),
  signedIn(paths.generalSettings, pages.generalSettings),
  signedIn(paths.productEdit, pages.productEdit),
  signedIn(paths.management, pages.management),
  // The spec's users address opens the administration on its users tab.
  signedIn(paths.adminUsers, pages.management),
  signedIn(paths.adminProviderView, pages.adminProviderView),
  signedIn(paths.adminProviderEdit, pages.adminProviderEdit),
  signedIn(paths.adminProviderCreate, pages.adminProviderCreate),
  signedIn(paths.adminUserView, pages.adminUserView),
  signedIn(paths.adminUserEdit, pages.adminUserEdit),
  signedIn(paths.adminUserCreate, pages.adminUserCreate),
];

/**
 * Any other address: not found, inside the shell for a signed-in user (the menus still lead on); the
 * session guard sends a signed-out user to the login first.
 */
export const notFoundRoute: RouteDef = signedIn('*', pages.notFound);

/**
 * Every chunk a route needs before it can render: its page (and the chunk that imports it), and the
 * query layer, guard and shell around it.
 */
export function routeChunks(route: RouteDef): Loadable[] {
  return [
    frames.query,
    ...(route.access === 'protected' ? [frames.guard] : []),
    ...(route.shell === 'app' ? [frames.appShell] : []),
    ...(route.page.via ? [route.page.via] : []),
    route.page,
  ];
}

/** The early calls of a route (see EarlyCall): the session guard's on every protected route, then its page's. */
export const routeEarlyCalls = (route: RouteDef): EarlyCall[] =>
  route.access === 'protected' ? ['session', ...(route.page.earlyCalls ?? [])] : [];

/** The dictionaries a route's chunks use. */
export const routeNamespaces = (route: RouteDef): Namespace[] => [...new Set(routeChunks(route).flatMap((c) => c.namespaces))];

/**
 * Loads a route's chunks and dictionaries in parallel (not one after the other as each lazy component
 * and each `useTranslation(namespace)` suspends).
 */
export const preloadRoute = (route: RouteDef, i18n: I18n) => {
  // Built app: index.html's map asks for every JS file of the route at once (build/routePreloads.ts).
  (globalThis as { __pfPreload?: (path: string) => void }).__pfPreload?.(route.path);
  return Promise.all([...routeChunks(route).map((c) => c.preload()), i18n.loadNamespaces(routeNamespaces(route))]);
};

/** The route that answers `pathname`, if any (the route table has no parameters in its paths). */
export const routeForPath = (pathname: string): RouteDef | undefined => routeTable.find((route) => route.path === pathname);

/** Loads every chunk (Storybook and tests, so no story races a lazy import; they bundle every dictionary). */
export const preloadAllPages = () =>
  Promise.all([...routeTable, notFoundRoute].flatMap((route) => routeChunks(route).map((c) => c.preload())));
