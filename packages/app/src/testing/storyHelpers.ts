import { DEFAULT_COORDS } from '../features/dashboard/geolocation';
import { saoPauloDay, welcomeStorageKey } from '../features/dashboard/welcome';

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
              failure?.({
                code: 1,
                message: 'User denied Geolocation',
                PERMISSION_DENIED: 1,
                POSITION_UNAVAILABLE: 2,
                TIMEOUT: 3,
              } as GeolocationPositionError);
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
