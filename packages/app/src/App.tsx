import { Suspense, useEffect, type ReactNode } from 'react';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Route, Router, Switch, type BaseLocationHook } from 'wouter';
import type { i18n as I18n } from 'i18next';
import type { AppRuntime } from './lib/runtime';
import { RuntimeProvider } from './lib/services';
import { localeAtom } from './lib/locale';
import { routeTable } from './routes';
import { RequireSession } from './features/auth/RequireSession';
import { TokenParam } from './features/auth/TokenParam';
import { FullPageStatus } from './features/layout/FullPageStatus';
import { NotFoundPage } from './features/layout/NotFoundPage';
import { AppShell } from './features/layout/AppShell';

/** Keeps i18next and <html lang> in step with the chosen language. */
function LocaleSync() {
  const locale = useAtomValue(localeAtom);
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
  }, [i18n, locale]);
  return null;
}

function PageFallback() {
  const { t } = useTranslation();
  return <FullPageStatus tone="loading" title={t('common.loading')} />;
}

export function AppProviders({ runtime, i18n, location, children }: { runtime: AppRuntime; i18n: I18n; location?: { hook: BaseLocationHook; searchHook?: () => string }; children: ReactNode }) {
  return (
    <RuntimeProvider runtime={runtime}>
      <JotaiProvider store={runtime.store}>
        <QueryClientProvider client={runtime.queryClient}>
          <I18nextProvider i18n={i18n}>
            <LocaleSync />
            <Router {...(location ? { hook: location.hook, ...(location.searchHook ? { searchHook: location.searchHook } : {}) } : {})}>{children}</Router>
          </I18nextProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </RuntimeProvider>
  );
}

/** The routed portal. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <TokenParam />
      <Switch>
        {routeTable.map(({ path, access, shell, component: Page }) => {
          // Authentication screens have no header or side menu (spec 01 §2 Layout).
          const page = shell === 'app' ? <AppShell><Page /></AppShell> : <Page />;
          return (
            <Route key={path} path={path}>
              {access === 'protected' ? <RequireSession>{page}</RequireSession> : page}
            </Route>
          );
        })}
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Suspense>
  );
}
