import { delay, http, HttpResponse } from 'msw';
import { within } from 'storybook/test';
import { DEFAULT_COORDS } from './geolocation';
import { saoPauloDay, welcomeStorageKey } from './welcome';

// Story/test only (never imported by the app). Base URLs come from the stories, which may import the mocks.

/** The demo accounts' ids (1 to 4: all get the welcome modal). */
export const DEMO_ACCOUNT_IDS = [1, 2, 3, 4] as const;

/** Marks the welcome modal as closed today for every demo account (most stories are about the page behind it). */
export function dismissWelcomeForDemoAccounts(): void {
  for (const id of DEMO_ACCOUNT_IDS) window.localStorage.setItem(welcomeStorageKey(id), saoPauloDay(new Date()));
}

export function clearWelcomeDismissals(): void {
  for (const id of DEMO_ACCOUNT_IDS) window.localStorage.removeItem(welcomeStorageKey(id));
}

/**
 * Replaces `navigator.geolocation` for a story: 'granted' answers São Paulo at once, 'denied' refuses,
 * 'missing' removes the API. Returns the cleanup.
 */
export function fakeGeolocation(mode: 'granted' | 'denied' | 'missing'): () => void {
  const geolocation: Partial<Geolocation> | undefined =
    mode === 'missing'
      ? undefined
      : {
          getCurrentPosition: (success, failure) => {
            if (mode === 'granted') {
              success({ coords: { ...DEFAULT_COORDS, accuracy: 10 }, timestamp: Date.now() } as GeolocationPosition);
            } else {
              failure?.({ code: 1, message: 'User denied Geolocation', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
            }
          },
          watchPosition: () => 0,
          clearWatch: () => undefined,
        };
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: geolocation });
  return () => {
    delete (navigator as unknown as { geolocation?: unknown }).geolocation;
  };
}

/** A handler that never answers: the widget stays in its loading state. */
export const pendingGet = (url: string) =>
  http.get(url, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

/** A handler that answers 500 with the one error body. */
export const failingGet = (url: string) => http.get(url, () => HttpResponse.json({ message: 'Erro interno simulado.', code: 'simulated_failure' }, { status: 500 }));

/** The tax counter frozen (no increment), so screenshots do not change between runs. */
export const frozenTaxCounter = (serverUrl: string) =>
  http.get(`${serverUrl}/impostometro`, () => HttpResponse.json({ Valor: 3_512_847_215_337.42, Incremento: 0 }));

/** The page's own content (not the shell's header or menus). */
export function pageContent(canvasElement: HTMLElement, page: 'dashboard' | 'create-shortcut') {
  const element = canvasElement.querySelector<HTMLElement>(`[data-page="${page}"]`);
  if (!element) throw new Error(`page ${page} is not rendered`);
  return within(element);
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
