import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Route, Router, Switch, useSearch, type BaseLocationHook } from 'wouter';
import type { i18n as I18n } from 'i18next';
import type { AppRuntime } from './lib/runtime';
import { RuntimeProvider } from './lib/services';
import { localeAtom } from './lib/locale';
import { switchLanguage } from './i18n';
import { frames, notFoundRoute, preloadRoute, routeForPath, routeTable, type RouteDef } from './routes';
import { PreloadPathContext } from './lib/preload';
import { FullPageStatus } from './shell/FullPageStatus';

/** Keeps i18next and <html lang> in step with the chosen language. */
function LocaleSync() {
  const locale = useAtomValue(localeAtom);
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== locale) void switchLanguage(i18n, locale);
    document.documentElement.lang = locale;
  }, [i18n, locale]);
  return null;
}

function PageFallback() {
  const { t } = useTranslation();
  return <FullPageStatus tone="loading" title={t('common.loading')} />;
}

export function AppProviders({
  runtime,
  i18n,
  location,
  ssrPath,
  children,
}: {
  runtime: AppRuntime;
  i18n: I18n;
  location?: { hook: BaseLocationHook; searchHook?: () => string };
  /** The address rendered at build time (src/prerender.tsx): the browser location's server snapshot. */
  ssrPath?: string;
  children: ReactNode;
}) {
  const preloadPath = useCallback(
    (path: string) => {
      const route = routeForPath(path);
      if (route) void preloadRoute(route, i18n);
    },
    [i18n],
  );
  return (
    <PreloadPathContext value={preloadPath}>
      <RuntimeProvider runtime={runtime}>
        <JotaiProvider store={runtime.store}>
          <I18nextProvider i18n={i18n}>
            <LocaleSync />
            <Router
              {...(location ? { hook: location.hook, ...(location.searchHook ? { searchHook: location.searchHook } : {}) } : {})}
              {...(ssrPath ? { ssrPath } : {})}
            >
              <Suspense fallback={<PageFallback />}>
                <QueryLayer>{children}</QueryLayer>
              </Suspense>
            </Router>
          </I18nextProvider>
        </JotaiProvider>
      </RuntimeProvider>
    </PreloadPathContext>
  );
}

const QueryLayer = frames.query.component;
const RequireSession = frames.guard.component;
const AppShell = frames.appShell.component;

/** One route's screen: its guard, shell and page, whose chunks are fetched together, not in turn. */
function RouteScreen({ route }: { route: RouteDef }) {
  const { i18n } = useTranslation();
  // Idempotent: starts every chunk of the route at once, before the first lazy component suspends.
  void preloadRoute(route, i18n);
  const Page = route.page.component;
  // Authentication screens have no header or side menu (spec 01 §2 Layout).
  const page =
    route.shell === 'app' ? (
      <AppShell>
        <Page />
      </AppShell>
    ) : (
      <Page />
    );
  return route.access === 'protected' ? <RequireSession>{page}</RequireSession> : page;
}

// Only an address with `?token=` (social sign-in) needs it: loaded then, not with the start-up.
const TokenParam = lazy(() => import('./features/auth/TokenParam'));

/**
 * Signs in with the address's `?token=` (spec 01 §2), when it has one, and keeps a token the user is
 * asked about (another account signed in) once it has left the address.
 */
function TokenSignIn() {
  const hasToken = new URLSearchParams(useSearch()).has('token');
  const [held, hold] = useState<string | null>(null);
  return hasToken || held ? <TokenParam held={held} hold={hold} /> : null;
}

/** Calls `onShown` once, when the first screen has committed (its chunks in, nothing suspended). */
function ScreenShown({ onShown }: { onShown: () => void }) {
  useEffect(() => onShown(), [onShown]);
  return null;
}

/**
 * The routed portal. `onFirstScreen` is told when the first screen is on show (main.tsx starts the
 * demo's mock backend then, so its download and start never delay that screen).
 */
export function AppRoutes({ onFirstScreen }: { onFirstScreen?: () => void }) {
  return (
    <Suspense fallback={<PageFallback />}>
      {/* Inside the boundary: it commits with the screen, not with the fallback. */}
      {onFirstScreen ? <ScreenShown onShown={onFirstScreen} /> : null}
      <TokenSignIn />
      <Switch>
        {routeTable.map((route) => (
          <Route key={route.path} path={route.path}>
            <RouteScreen route={route} />
          </Route>
        ))}
        <Route>
          <RouteScreen route={notFoundRoute} />
        </Route>
      </Switch>
    </Suspense>
  );
}
