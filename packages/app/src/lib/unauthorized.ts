/** Spec: any 401 logs the user out with reason `unauthorized` after 100 ms (once, however many calls fail together). */
export const UNAUTHORIZED_LOGOUT_DELAY_MS = 100;

/**
 * Returns a trigger that runs `logout` once, 100 ms after the first call of a burst; further calls
 * inside that window are ignored. After the logout ran, a new burst may trigger it again.
 */
export function createUnauthorizedHandler(logout: () => void, delayMs = UNAUTHORIZED_LOGOUT_DELAY_MS) {
  let pending: ReturnType<typeof setTimeout> | null = null;
  return () => {
    if (pending) return;
    pending = setTimeout(() => {
      pending = null;
      logout();
    }, delayMs);
  };
}
