import { useEffect, useState } from 'react';

/** São Paulo (Praça da Sé): the city shown when the browser gives no position. */
export const DEFAULT_COORDS = { latitude: -23.5505, longitude: -46.6333 } as const;
/** How long to wait for a position (a permission prompt left open counts too). */
export const GEOLOCATION_TIMEOUT_MS = 5_000;

export type Coords = { latitude: number; longitude: number };
export type CoordsSource = 'device' | 'default';

/**
 * The user's position for the weather: the device's when granted within ~5 s, else São Paulo.
 * Refusal, missing support (logged, spec 01 §8) and slowness never throw.
 */
export function useCoords(): { coords: Coords | null; source: CoordsSource | null } {
  const [state, setState] = useState<{ coords: Coords | null; source: CoordsSource | null }>({ coords: null, source: null });

  useEffect(() => {
    let settled = false;
    const settle = (coords: Coords, source: CoordsSource) => {
      if (settled) return;
      settled = true;
      setState({ coords, source });
    };
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      console.info('Geolocalização não suportada: usando São Paulo.');
      settle(DEFAULT_COORDS, 'default');
      return undefined;
    }
    // getCurrentPosition's own timeout does not count the time a permission prompt stays open.
    const timer = setTimeout(() => settle(DEFAULT_COORDS, 'default'), GEOLOCATION_TIMEOUT_MS);
    try {
      geolocation.getCurrentPosition(
        (position) => settle({ latitude: round(position.coords.latitude), longitude: round(position.coords.longitude) }, 'device'),
        () => settle(DEFAULT_COORDS, 'default'),
        { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 10 * 60_000, enableHighAccuracy: false },
      );
    } catch {
      settle(DEFAULT_COORDS, 'default');
    }
    return () => {
      settled = true;
      clearTimeout(timer);
    };
  }, []);

  return state;
}

/** About 1 km: enough for the weather, and a stable cache key. */
const round = (n: number) => Math.round(n * 100) / 100;
