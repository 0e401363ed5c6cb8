// What page stories share: their setup, finding a page's content, a phone viewport, handlers that stall
// or fail, picked files. Story/test only (never imported by the app).
import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { clearWelcomeDismissals, dismissWelcomeForDemoAccounts, fakeGeolocation } from './storyHelpers';
import { mockBackend } from '../../../../.storybook/mockBackend';
import { neverAnswer } from '../../../../.storybook/storyHarness';
import { portalLoaders, signStoryTokens, withPortal, type PortalStoryOptions } from './StoryPortal';

/**
 * The parameters of every page story: full screen (which is also how the visual gate, tests/visual,
 * knows a page story and captures it at 390 px too), and Chromatic captures at the same two widths.
 *
 * A page meta spells them out as a literal key, `parameters: { ...PAGE_PARAMETERS }`, never only
 * through a spread: Storybook adds the meta's doc comment as `parameters.docs` to the meta's object
 * literal, and a `parameters` key it has to create replaces one that came from a spread.
 */
export const PAGE_PARAMETERS = {
  layout: 'fullscreen',
  chromatic: { modes: { desktop: { viewport: 1440 }, phone: { viewport: 390 } } },
} as const;

/**
 * The setup of a page's stories: the portal's routes at `path` (signed in or not), on the mock backend
 * (`mockBackend`: a page talks to it), with a valid token signed for each demo account (`signStoryTokens`).
 * Spread it into the meta together with `parameters: { ...PAGE_PARAMETERS }`.
 */
export function pageStory(options: PortalStoryOptions) {
  return {
    loaders: [
      // Storybook runs a story's loaders side by side: the tokens are signed once the backend has its seed
      // and the story's scenario.
      async (context) => {
        for (const load of mockBackend.loaders) await load(context);
        return signStoryTokens(context);
      },
      ...portalLoaders,
    ],
    decorators: [withPortal(options)],
  } satisfies Meta;
}

/** The screen's `<h1>` with this text, once visible (the auth screens' card fades in). */
export async function screenHeading(canvasElement: HTMLElement, name: string): Promise<HTMLElement> {
  const found = await within(canvasElement).findByRole('heading', { name, level: 1 }, { timeout: 5000 });
  await waitFor(() => expect(found).toBeVisible());
  return found;
}

/**
 * The shared setup of a signed-in page's stories on the mock backend: the page at `path` for
 * `signedInAs`; the device "grants" São Paulo's position; the welcome modal already closed today (a
 * story about it clears that). (Every story's queries wait up to 5 s: .storybook/preview.tsx.)
 *
 * In the meta: `{ title, component: AppRoutes, ...signedInPageStory({ path, signedInAs }),
 * parameters: { ...PAGE_PARAMETERS } }`. The tax counter
 * is held still by the preview for every story (.storybook/preview.tsx).
 */
export function signedInPageStory(options: Required<Pick<PortalStoryOptions, 'path' | 'signedInAs'>>) {
  return {
    ...pageStory(options),
    beforeEach: () => {
      dismissWelcomeForDemoAccounts();
      const restoreGeolocation = fakeGeolocation('granted');
      return () => {
        restoreGeolocation();
        clearWelcomeDismissals();
      };
    },
  } satisfies Meta;
}

/** The `data-page` of each page inside the shell. */
export type PortalPage =
  | 'dashboard'
  | 'create-shortcut'
  | 'apps-list'
  | 'app-view'
  | 'create-app'
  | 'provider-view'
  | 'leis-list'
  | 'lei-view'
  | 'lei-facilitator'
  | 'calculator'
  | 'settings-home'
  | 'my-account'
  | 'profile'
  | 'general-settings'
  | 'company'
  | 'product-images'
  | 'product-edit'
  | 'management'
  | 'admin-provider-view'
  | 'admin-provider-edit'
  | 'admin-provider-create'
  | 'admin-user-view'
  | 'admin-user-edit'
  | 'admin-user-create'
  | 'not-found';

/** The page's own content (not the shell's header or menus). */
export function pageContent(canvasElement: HTMLElement, page: PortalPage) {
  const element = canvasElement.querySelector<HTMLElement>(`[data-page="${page}"]`);
  if (!element) throw new Error(`page ${page} is not rendered`);
  return within(element);
}

/** Queries scoped to a page's content. */
export type PageQueries = ReturnType<typeof pageContent>;

/** Waits for the page's `<h1>` and returns queries scoped to the page's content. */
export async function loadedPage(canvasElement: HTMLElement, page: PortalPage, heading: string | RegExp): Promise<PageQueries> {
  await within(canvasElement).findByRole('heading', { level: 1, name: heading }, { timeout: 8000 });
  return pageContent(canvasElement, page);
}

/**
 * A phone 390 px wide (the iPhone 12 to 15), beside the preview's 375/1024/1440 options: spread into a
 * story, `{ ...phone390, play }`. The vitest run sizes the browser from the same global.
 */
export const phone390 = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  parameters: {
    viewport: { options: { phone390: { name: 'Mobile (390)', styles: { width: '390px', height: '844px' }, type: 'mobile' } } },
  },
};

/** Nothing on the page is wider than the screen (no sideways scrolling on a phone). */
export async function expectNoHorizontalScroll(): Promise<void> {
  await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
}

/**
 * A handler that answers 503 to its first `failures` calls, then lets the next handler for the same
 * request (the real mock, listed after it) answer. `reset` in the story's beforeEach.
 */
export function failingFirst(
  method: 'get' | 'post',
  url: string,
  failures = 2,
): { handler: HttpHandler; reset: () => void; calls: () => number } {
  let calls = 0;
  const handler = http[method](url, () => {
    calls += 1;
    if (calls <= failures) return HttpResponse.json({ message: 'Serviço indisponível.', code: 'simulated_failure' }, { status: 503 });
    return undefined;
  });
  return {
    handler,
    reset: () => {
      calls = 0;
    },
    calls: () => calls,
  };
}

/**
 * A handler that never answers: the widget stays in its loading state (and the story pass's pictures do
 * not wait for this answer: .storybook/storyHarness.ts).
 */
export const pendingGet = (url: string) => http.get(url, ({ requestId }) => neverAnswer(requestId));

/** The same for any method: a form stays in its submitting state. */
export const pendingRequest = (method: 'post' | 'put' | 'patch' | 'delete', url: string) =>
  http[method](url, ({ requestId }) => neverAnswer(requestId));

/**
 * A call whose answer waits while the gate is closed, then comes from the next handler (the handler
 * returns nothing, so msw passes the request on: list the mock backend's own after it,
 * `[gated.handler, createMockHandlers()['account.create']]`). For a play function that must act while a
 * request is on its way (a double click), whatever the machine's load.
 */
export function gatedRequest(method: 'post' | 'put' | 'patch' | 'delete', url: string) {
  let gate: Promise<void> = Promise.resolve();
  let open = () => {};
  return {
    handler: http[method](url, async () => {
      await gate;
    }),
    close() {
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
    },
    open: () => open(),
  };
}

/** A handler that answers 500 with the one error body. */
export const failingGet = (url: string) =>
  http.get(url, () => HttpResponse.json({ message: 'Erro interno simulado.', code: 'simulated_failure' }, { status: 500 }));

/**
 * A POST the backend throttles: 429 in the error shape, with the wait in `Retry-After` and the Portuguese
 * message the reference backend sends (packages/mocks/src/lib/throttle.ts).
 */
export const throttledPost = (url: string, minutes = 1) =>
  http.post(url, () =>
    HttpResponse.json(
      { message: `Muitas tentativas. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`, code: 'too_many_requests' },
      { status: 429, headers: { 'Retry-After': String(minutes * 60) } },
    ),
  );

/**
 * A page story at 390 px: waits for the page (`load`), checks what the phone layout shows (`check`),
 * then that nothing runs off the screen.
 */
export function phoneStory<Page>(load: (canvasElement: HTMLElement) => Promise<Page>, check: (page: Page) => Promise<void>) {
  return {
    ...phone390,
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const page = await load(canvasElement);
      await expect(window.innerWidth).toBe(390);
      await check(page);
      await expectNoHorizontalScroll();
    },
  };
}

/** A real 1×1 PNG. */
export function tinyPng(name = 'atalho.png'): File {
  const base64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

/** Puts a file in the page's file input the way a file picker does. */
export function pickFile(container: HTMLElement, file: File): void {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** A file of `bytes` bytes with this name and type, built in the browser (a picked file's stand-in). */
export function fileOfSize(name: string, bytes: number, type: string): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** The `text` a WhatsApp click-to-chat link prefills, once its address is checked to be wa.me. */
export function whatsappText(link: HTMLElement): string | null {
  const url = new URL(link.getAttribute('href') ?? '');
  if (url.origin !== 'https://wa.me') throw new Error(`not a WhatsApp link: ${url.href}`);
  return url.searchParams.get('text');
}

/** A link that opens in a new tab, safely (no opener), named with its screen-reader hint (`name`). */
export async function expectNewTab(link: HTMLElement, name: string | RegExp): Promise<void> {
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  await expect(link).toHaveAccessibleName(name);
}
