import { Suspense, useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { ReceiptText } from 'lucide-react';
import { AppHeader } from '@portal-fiscal/ui/AppHeader';
import { MobileMenu, type MobileMenuProps } from '@portal-fiscal/ui/MobileMenu';
import { SideMenu } from '@portal-fiscal/ui/SideMenu';
import { Toaster } from '@portal-fiscal/ui/Toast';
import { type ProfileMenuLabels } from '@portal-fiscal/ui/ProfileMenu';
import { usePreloadPath } from '../lib/preload';
import { useRuntime } from '../lib/services';
import { signOut } from '../lib/signOut';
import { localeAtom } from '../lib/locale';
import { paths } from '../paths';
import { permissionsAtom, sessionAtom } from '../lib/session';
import { useIsDesktop } from '../lib/media';
import { DemoPanel } from './DemoPanel';
import { CardSkeleton } from './PageStates';
import { useLayoutMenus } from './menu';
import { myAccountHref } from '../links/settingsTabs';
import { routerLink } from './RouterLink';
import { sideMenuCollapsedAtom } from './sideMenuState';
import { toastsAtom, useToast } from './toast';
import { useFrameEnd, useIsFrame } from './frame';
import { useOpensAtTop } from '../lib/history';
import * as styles from './AppShell.css';

/**
 * A build with mocks off (production: vite.config.ts makes an unset VITE_ENABLE_MOCKS 'false') never has
 * a demo to show, so the demo panel and its styles are left out of its signed-in screens' download. The
 * demo build and Storybook keep it (`runtime.demo` then decides).
 */
const DEMO_PANEL_BUILT = import.meta.env.VITE_ENABLE_MOCKS !== 'false';

export const MAIN_CONTENT_ID = 'conteudo';

/**
 * A link the user points at, touches or tabs to starts loading its screen's chunks and dictionaries,
 * so the click renders it at once (a screen still loading is held behind its fallback by React for
 * about 300 ms). One listener for every link of the shell and its pages.
 */
function usePreloadOnIntent() {
  const preloadPath = usePreloadPath();
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      preloadPath(link.pathname);
    };
    const options = { passive: true, capture: true };
    for (const type of ['pointerover', 'focusin', 'touchstart'] as const) document.addEventListener(type, onIntent, options);
    return () => {
      for (const type of ['pointerover', 'focusin', 'touchstart'] as const) document.removeEventListener(type, onIntent, options);
    };
  }, [preloadPath]);
}

/**
 * The mobile menu with the entry of the address marked. Its Configurações entries carry a query (?tab=), so
 * it compares them with the whole address, which it reads itself: a change of the query alone (a sort, a
 * filter, a page, a keystroke in a search the address keeps) renders this menu again, not the whole shell
 * (header, side menu, toasts: some 380 components, 140 ms of a sort click at 4× CPU when the shell read it).
 */
function AddressMobileMenu({ entries, pathname, ...props }: Omit<MobileMenuProps, 'currentHref'> & { pathname: string }) {
  const search = useSearch();
  const fullHref = search ? `${pathname}?${search}` : pathname;
  const currentHref = useMemo(() => {
    const hrefs = entries.flatMap((entry) => ('items' in entry ? entry.items : [entry])).map((item) => item.href);
    return hrefs.includes(fullHref) ? fullHref : pathname;
  }, [entries, fullHref, pathname]);
  return <MobileMenu entries={entries} currentHref={currentHref} {...props} />;
}

/**
 * The frame of every signed-in page (spec 01 §2 Layout): the header (logo, menu search,
 * notifications, profile menu), the desktop side menu or, at width 1024 or less, the mobile menu,
 * the page in <main id="conteudo">, the toasts and, in mock mode only, the demo panel.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('layout');
  const runtime = useRuntime();
  const session = useAtomValue(sessionAtom);
  const { canEditAll } = useAtomValue(permissionsAtom);
  const [locale, setLocale] = useAtom(localeAtom);
  const [collapsed, setCollapsed] = useAtom(sideMenuCollapsedAtom);
  const [toasts, setToasts] = useAtom(toastsAtom);
  const toast = useToast();
  // The path only: the query is the mobile menu's (AddressMobileMenu).
  const [pathname, navigate] = useLocation();
  const menus = useLayoutMenus(canEditAll);
  usePreloadOnIntent();
  const mainRef = useRef<HTMLElement>(null);
  // A frame's session stands for anyone (src/prerender.tsx): no initials of its own in the avatar.
  const frame = useIsFrame();
  // The frame's hydration ends with the frame's view (main.tsx): #root loses the frame's marks then.
  useFrameEnd();
  useOpensAtTop();
  // A screen whose code is not in yet (an address reached by a save's redirect, say, not by a link, which
  // fetches it on intent) loads inside the page's area: the header, the menus and the toasts stay. Not
  // around a frame's hydration, whose screen's code is always in: React hydrates a boundary's content apart,
  // later, when answers may already have changed what it renders (a mismatch, and the frame's markup
  // thrown away). Chosen once per mounted shell, as every route mounts its own.
  const [pageBoundary] = useState(() => !frame);
  // One menu is rendered, the one the screen's layout shows (both where nothing can tell).
  const desktop = useIsDesktop();

  const profileLabels: ProfileMenuLabels = {
    trigger: t('layout.profile.trigger'),
    greeting: t('layout.profile.greeting'),
    greetingAnonymous: t('layout.profile.greetingAnonymous'),
    manageAccount: t('layout.profile.manageAccount'),
    language: t('layout.profile.language'),
    languages: { 'pt-BR': t('common.languageShort.pt-BR'), en: t('common.languageShort.en') },
    settings: t('layout.profile.settings'),
    logout: t('layout.profile.logout'),
  };

  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    // Focus the content without touching the router's address.
    event.preventDefault();
    mainRef.current?.focus();
    mainRef.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <div className={styles.shell}>
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink} onClick={skipToContent}>
        {t('layout.skipToContent')}
      </a>
      <AppHeader
        logo={
          <span className={styles.brand}>
            <ReceiptText aria-hidden size={24} />
            <span className={styles.brandText}>{t('common.appName')}</span>
          </span>
        }
        homeHref={paths.dashboard}
        homeLabel={t('layout.homeLabel')}
        renderLink={routerLink}
        searchLabel={t('layout.search.label')}
        searchPlaceholder={t('layout.search.placeholder')}
        searchOptions={menus.search}
        noResultsText={t('layout.search.noResults')}
        onNavigate={(href) => navigate(href)}
        notificationsLabel={t('layout.notifications.label')}
        onNotificationsClick={() => toast.info(t('layout.notifications.none'))}
        menuSlot={
          // The slot stays on desktop too (the header's spacing counts it); its menu only where it shows.
          <div className={styles.mobileOnly}>
            {desktop === true ? null : (
              <AddressMobileMenu
                entries={menus.mobile}
                pathname={pathname}
                label={t('layout.menu.label')}
                toggleLabel={t('layout.menu.toggle')}
                unavailableHint={t('layout.menu.unavailable')}
                renderLink={routerLink}
              />
            )}
          </div>
        }
        profile={{
          name: session?.name,
          email: frame ? null : session?.email,
          avatarSrc: session?.profilePicture,
          labels: profileLabels,
          language: locale,
          onLanguageChange: setLocale,
          onManageAccount: () => navigate(myAccountHref('profile')),
          onSettings: () => navigate(paths.generalSettings),
          onLogout: () => void signOut(runtime),
        }}
      />
      <div className={styles.body}>
        <div className={styles.side}>
          {desktop === false ? null : (
            <SideMenu
              entries={menus.side}
              label={t('layout.menu.label')}
              currentHref={pathname}
              collapsed={collapsed}
              onCollapsedChange={setCollapsed}
              expandLabel={t('layout.menu.expand')}
              collapseLabel={t('layout.menu.collapse')}
              unavailableHint={t('layout.menu.unavailable')}
              renderLink={routerLink}
            />
          )}
        </div>
        <main
          id={MAIN_CONTENT_ID}
          ref={mainRef}
          tabIndex={-1}
          className={runtime.demo ? `${styles.main} ${styles.mainAboveLauncher}` : styles.main}
        >
          {pageBoundary ? <Suspense fallback={<CardSkeleton label={t('common.loading')} />}>{children}</Suspense> : children}
        </main>
      </div>
      <Toaster
        toasts={toasts}
        onDismiss={(id) => setToasts((all) => all.filter((item) => item.id !== id))}
        closeLabel={t('layout.toast.close')}
        regionLabel={t('layout.toast.region')}
        toastLabel={t('layout.toast.label')}
        {...(runtime.toastDuration === undefined ? {} : { duration: runtime.toastDuration })}
      />
      {/* Not in a frame: it waits for the demo's backend, which a frame's render never has. */}
      {DEMO_PANEL_BUILT && runtime.demo && !frame ? (
        <Suspense fallback={null}>
          <DemoPanel demo={runtime.demo} />
        </Suspense>
      ) : null}
    </div>
  );
}

export default AppShell;
