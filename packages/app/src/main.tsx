import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createStore } from 'jotai';
import { navigate } from 'wouter/use-browser-location';
// The theme's global styles only; each component brings its own CSS with the chunk that uses it.
import '@portal-fiscal/ui/theme';
import { ConfigError, type ApiConfig } from '@portal-fiscal/api-client';
import { AppProviders, AppRoutes } from './App';
import { createI18n, DEFAULT_LOCALE, isLocale } from './i18n';
import { loadConfig } from './lib/config';
import { LOCALE_KEY } from './lib/locale';
import { canonicalAddress } from './links/addressAliases';
import { createAppRuntime } from './lib/runtime';
import { frameViewAtom, isSessionIdentified, sessionAtom } from './lib/session';
import { preloadRoute, routeForPath } from './routes';
import { settled, type DemoInfo } from './lib/demo';

/** What was done on a prerendered signed-out screen (sign-in, sign-up) before it was hydrated (build/prerender.ts). */
type HeldAction = { form: EventTarget | null; submitter: HTMLElement | null } | { button: HTMLButtonElement };

declare global {
  interface Window {
    __pfHeld?: { queue: HeldAction[]; submit: (event: Event) => void; click: (event: Event) => void };
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const rootElement: HTMLElement = container;

/**
 * A frame's hydration that did not find the markup it renders (a frame's script wrote something the screen
 * does not draw the same way): React then renders that part anew in the browser, as if there had been no
 * frame, so the visitor sees the same screen, at the cost of the work hydrating saves. Said in the
 * console, for the developer; tests/e2e/frames.spec.ts fails on it.
 */
function reportFrameMismatch(error: unknown) {
  console.warn('[frame] hydration mismatch:', error);
}

/**
 * Shows the first render. A signed-out screen rendered at build time (index.html the sign-in screen,
 * create/account.html the sign-up screen: #root marked `data-prerendered`) is hydrated, so what is on
 * screen stays and becomes interactive; so is a signed-in address's frame (`data-frame`, build/prerender.ts
 * `withFrame`), in a transition: React renders a big signed-in screen in slices of a few milliseconds
 * instead of one long task, and the page keeps answering input meanwhile, and its commit creates no
 * element. The splash is replaced, in a transition too.
 */
function show(tree: ReactNode, hydrate = false) {
  if (hydrate && rootElement.hasAttribute('data-prerendered')) {
    hydrateRoot(rootElement, tree);
    return;
  }
  const frame = hydrate && rootElement.hasAttribute('data-frame');
  startTransition(() => {
    if (frame) hydrateRoot(rootElement, tree, { onRecoverableError: reportFrameMismatch });
    else createRoot(rootElement).render(tree);
  });
}

/**
 * Once the prerendered screen is hydrated (its handlers attached), stops holding input and makes again,
 * in order, the submissions and button clicks made before (on the same elements: hydration keeps them).
 */
function replayHeldInput() {
  const held = window.__pfHeld;
  if (!held) return;
  document.removeEventListener('submit', held.submit, true);
  document.removeEventListener('click', held.click, true);
  delete window.__pfHeld;
  for (const action of held.queue) {
    if ('button' in action) {
      if (action.button.isConnected) action.button.click();
    } else if (action.form instanceof HTMLFormElement && action.form.isConnected) {
      const { form, submitter } = action;
      form.requestSubmit(submitter instanceof HTMLButtonElement && submitter.form === form ? submitter : undefined);
    }
  }
}

function storedLocale() {
  try {
    const raw = window.localStorage.getItem(LOCALE_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Resolves once the browser has painted the next frame (a task after its animation frame), or after a
 * second at the latest (a tab in the background paints no frames).
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 1000);
  });
}

const MOCK_WORKER = '/mockServiceWorker.js';
const MOCK_RELOAD_KEY = 'portal-fiscal.mock-worker-reload';

/**
 * msw reloads a page that its worker does not control although it is registered (a hard reload, or a
 * page opened while the worker was still activating). It would do so once the backend starts, after the
 * first screen may have rewritten the address (`/login?auth=...` becomes `/login`), and the reload would
 * lose what the address said. The demo does that reload itself, before anything renders; once per tab,
 * so a browser that never lets the worker control the page does not reload for ever.
 */
async function mockWorkerWillReload(): Promise<boolean> {
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) return false;
  if (container.controller) {
    window.sessionStorage.removeItem(MOCK_RELOAD_KEY);
    return false;
  }
  const registrations = await container.getRegistrations();
  const registered = registrations.some((registration) =>
    [registration.active, registration.installing, registration.waiting].some(
      (worker) => worker?.scriptURL === new URL(MOCK_WORKER, window.location.origin).href,
    ),
  );
  if (!registered || window.sessionStorage.getItem(MOCK_RELOAD_KEY) === '1') return false;
  window.sessionStorage.setItem(MOCK_RELOAD_KEY, '1');
  window.location.reload();
  return true;
}

async function boot() {
  // An address the spec gives another way is written the app's way before anything renders: the screen
  // renders once (rewritten by the page's effect, the shell would render again inside the first commit).
  const canonical = canonicalAddress(window.location.pathname, window.location.search);
  if (canonical) window.history.replaceState(window.history.state, '', `${canonical}${window.location.hash}`);
  // pt-BR's common texts ship with the start-up; a stored English fetches its own first (a small chunk),
  // so the first paint is already in English.
  const { i18n, ready } = createI18n(storedLocale() ?? DEFAULT_LOCALE);
  await ready;
  let config: ApiConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    const { ConfigErrorPage } = await import('./shell/ConfigErrorPage');
    show(<ConfigErrorPage i18n={i18n} issues={error.issues} />);
    return;
  }

  // The first screen's chunks and dictionaries (index.html has already asked for them) are awaited
  // before the first render, so it renders the screen itself: no loading screen in between (index.html
  // shows its own until then), and the mock backend's download after it.
  const firstRoute = routeForPath(window.location.pathname);
  const firstScreenLoaded: Promise<unknown> = firstRoute ? preloadRoute(firstRoute, i18n) : Promise.resolve();
  let firstScreenShown = () => {};
  const firstScreen = new Promise<void>((resolve) => {
    firstScreenShown = resolve;
  });

  const store = createStore();
  // A protected screen opened with a session that does not say who is signed in (a bare token) can show
  // nothing but "checking your session" until the backend answers: there the demo starts its backend at
  // once and keeps the splash of index.html until it answers, then renders the screen itself. Any other
  // session shows its screen at once (RequireSession), like a first visit.
  const session = store.get(sessionAtom);
  const backendFirst = firstRoute?.access === 'protected' && session !== null && !isSessionIdentified(session);
  let demo: DemoInfo | null = null;
  // Statically false in a build with mocks off: the bundler drops this branch and the mocks chunks with it.
  // The demo renders at once: the mock backend (the biggest download and start-up of all) is fetched
  // once the first screen has been painted, and starts while it is on show; every
  // call waits for it (`backendReady`), so nothing reaches a backend that is not there yet.
  if (import.meta.env.VITE_ENABLE_MOCKS === 'true' && config.enableMocks) {
    if (await mockWorkerWillReload()) return;
    const mockConfig = config;
    // Loaded before the first render (the login page reads it with `use`, without suspending), beside
    // the first screen's chunks.
    const { demoAccounts } = await import('./bootstrap/demoAccounts');
    demo = {
      accounts: settled(demoAccounts),
      backend: (backendFirst ? Promise.resolve() : firstScreen.then(afterNextPaint))
        .then(() => import('./bootstrap/mocks'))
        .then((module) => module.startMocks(mockConfig)),
    };
  }

  // A chunk that failed to load fails its screen (the lazy component retries and throws), not the start-up.
  await firstScreenLoaded.catch(() => undefined);
  if (demo && backendFirst) await demo.backend.catch(() => undefined);
  const runtime = createAppRuntime({ config, demo, navigate, backendReady: demo?.backend, store });
  void firstScreen.then(replayHeldInput);
  // A signed-in address's frame (build/prerender.ts `withFrame`) is the screen's first render for a
  // session that says nothing of anyone: the hydration renders it so (`frameViewAtom`), then the screen
  // fills in the user's details and what depends on the hour and the day (shell/frame.ts `useFrameEnd`
  // lifts the frame's marks and `inert` in that commit: #root takes input again).
  if (rootElement.hasAttribute('data-frame')) {
    store.set(frameViewAtom, true);
    void firstScreen.then(() => startTransition(() => store.set(frameViewAtom, false)));
  }
  // The prerendered markup is a pt-BR signed-out screen (the sign-in's in index.html, the sign-up's in
  // create/account.html); the page shows it only when that is what this render makes (no session, no
  // stored language but pt-BR, its own address without a query string).
  show(
    <StrictMode>
      <AppProviders runtime={runtime} i18n={i18n}>
        <AppRoutes onFirstScreen={firstScreenShown} />
      </AppProviders>
    </StrictMode>,
    true,
  );
}

void boot();
