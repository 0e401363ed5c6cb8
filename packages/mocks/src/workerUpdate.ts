/**
 * A failed update of the mock service worker, kept from surfacing as an uncaught error.
 *
 * When a page starts and finds the mock worker already registered, msw (2 and 3 alike) calls
 * `registration.update()` without awaiting it or catching it (`getWorkerInstance` in msw's browser
 * build). If the registration is unregistered before the browser runs that update, Chromium rejects the
 * promise, seconds later:
 * `TypeError: Failed to update a ServiceWorker for scope ('…') with script ('…/mockServiceWorker.js'): Not found`.
 * In a quick tour of the demo that is the worker itself: it unregisters when the last page it controls
 * leaves, and that unregistration waits in the browser's queue of jobs for the scope behind the (slow)
 * updates asked for by the pages before, so the page that has just found the worker registered gets
 * its update run after it. Another tab stopping the worker, or a script that can no longer be fetched,
 * does the same. Nothing handles the rejection, so it is an uncaught error of the page, although the
 * page goes on working: it stays controlled by the worker it has, and the next page registers it again.
 *
 * The promise is msw's and never reaches our code, so it is handled where the page reports it: the
 * `unhandledrejection` event. Only that rejection (an update of the mock worker's own script) is marked
 * handled, and logged as a warning; any other unhandled rejection is left alone. (Rather than patching
 * `ServiceWorkerRegistration.prototype.update` around msw's start: that depends on how msw calls it,
 * changes a browser API for the whole page, and a rejection settles long after the start is over.)
 */

/** How Chromium words the rejection of `ServiceWorkerRegistration.update()` (every kind of failure). */
const UPDATE_FAILURE_PREFIX = "Failed to update a ServiceWorker for scope ('";

/** Whether `reason` is the rejection of an update of the service worker whose script is `scriptUrl` (absolute). */
export function isMockWorkerUpdateFailure(reason: unknown, scriptUrl: string): reason is Error {
  // A TypeError (not found, fetch failed) or a DOMException (invalid state, timeout).
  const isError = reason instanceof Error || (typeof DOMException !== 'undefined' && reason instanceof DOMException);
  if (!isError) return false;
  const { message } = reason as Error;
  return message.startsWith(UPDATE_FAILURE_PREFIX) && message.includes(`') with script ('${scriptUrl}'): `);
}

/** The script URLs guarded per event target (the page's window, or a test's target). */
const guarded = new WeakMap<EventTarget, Set<string>>();

/**
 * From now on, for the page's whole life (the update settles after the start-up, seconds later), a
 * rejected update of the worker at `scriptUrl` (absolute) is logged with `console.warn` instead of
 * surfacing as an uncaught error. Calling it again adds nothing but the new script URL.
 */
export function guardMockWorkerUpdates(scriptUrl: string, target: EventTarget = window): void {
  const known = guarded.get(target);
  if (known) {
    known.add(scriptUrl);
    return;
  }
  const scripts = new Set([scriptUrl]);
  guarded.set(target, scripts);
  target.addEventListener('unhandledrejection', (event) => {
    const { reason } = event as PromiseRejectionEvent;
    if (![...scripts].some((url) => isMockWorkerUpdateFailure(reason, url))) return;
    event.preventDefault();
    console.warn(
      '[mocks] A atualização do service worker da demonstração falhou (registro removido ou script indisponível); a página continua com o worker que tem.',
      reason,
    );
  });
}
