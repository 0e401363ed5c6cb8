import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardMockWorkerUpdates, isMockWorkerUpdateFailure } from './workerUpdate';

const SCRIPT = 'http://127.0.0.1:4780/mockServiceWorker.js';
/** Chromium's wording, as the demo gets it when the registration is gone before msw's update runs. */
const NOT_FOUND = new TypeError(
  `Failed to update a ServiceWorker for scope ('http://127.0.0.1:4780/') with script ('${SCRIPT}'): Not found`,
);

/** An `unhandledrejection` event as the page would dispatch it (Node has no PromiseRejectionEvent). */
function rejection(reason: unknown) {
  return Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });
}

describe('a failed update of the mock worker', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is recognised by its script, whatever made it fail', () => {
    expect(isMockWorkerUpdateFailure(NOT_FOUND, SCRIPT)).toBe(true);
    const badStatus = new TypeError(
      `Failed to update a ServiceWorker for scope ('http://127.0.0.1:4780/') with script ('${SCRIPT}'): A bad HTTP response code (404) was received when fetching the script.`,
    );
    expect(isMockWorkerUpdateFailure(badStatus, SCRIPT)).toBe(true);
    const invalidState = new DOMException(
      `Failed to update a ServiceWorker for scope ('http://127.0.0.1:4780/') with script ('${SCRIPT}'): The object is in an invalid state.`,
      'InvalidStateError',
    );
    expect(isMockWorkerUpdateFailure(invalidState, SCRIPT)).toBe(true);
  });

  it('is only that: another worker, another failure, or a bare message are not', () => {
    expect(isMockWorkerUpdateFailure(NOT_FOUND, 'http://127.0.0.1:4780/sw.js')).toBe(false);
    expect(isMockWorkerUpdateFailure(NOT_FOUND, 'http://127.0.0.1:4791/mockServiceWorker.js')).toBe(false);
    const otherWorker = new TypeError(
      "Failed to update a ServiceWorker for scope ('http://127.0.0.1:4780/') with script ('http://127.0.0.1:4780/sw.js'): Not found",
    );
    expect(isMockWorkerUpdateFailure(otherWorker, SCRIPT)).toBe(false);
    // The script known only as 'Unknown' (a registration already cleared) cannot be told to be ours.
    const unknownScript = new TypeError(
      "Failed to update a ServiceWorker for scope ('http://127.0.0.1:4780/') with script ('Unknown'): Not found",
    );
    expect(isMockWorkerUpdateFailure(unknownScript, SCRIPT)).toBe(false);
    expect(isMockWorkerUpdateFailure(new TypeError(`Failed to fetch ${SCRIPT}`), SCRIPT)).toBe(false);
    expect(
      isMockWorkerUpdateFailure(
        new Error(`Failed to register a ServiceWorker for scope ('http://127.0.0.1:4780/') with script ('${SCRIPT}'): x`),
        SCRIPT,
      ),
    ).toBe(false);
    expect(isMockWorkerUpdateFailure(NOT_FOUND.message, SCRIPT)).toBe(false);
    expect(isMockWorkerUpdateFailure({ message: NOT_FOUND.message }, SCRIPT)).toBe(false);
    expect(isMockWorkerUpdateFailure(undefined, SCRIPT)).toBe(false);
  });

  it('is marked handled and logged as a warning; any other unhandled rejection is left alone', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = new EventTarget();
    guardMockWorkerUpdates(SCRIPT, page);

    const ours = rejection(NOT_FOUND);
    page.dispatchEvent(ours);
    expect(ours.defaultPrevented).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]).toContain(NOT_FOUND);

    for (const reason of [new TypeError('Failed to fetch'), new Error('boom'), 'text', undefined]) {
      const other = rejection(reason);
      page.dispatchEvent(other);
      expect(other.defaultPrevented).toBe(false);
    }
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('listens once per page however many times the backend starts', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = new EventTarget();
    const listen = vi.spyOn(page, 'addEventListener');
    guardMockWorkerUpdates(SCRIPT, page);
    guardMockWorkerUpdates(SCRIPT, page);
    guardMockWorkerUpdates('http://127.0.0.1:4780/other/mockServiceWorker.js', page);
    expect(listen).toHaveBeenCalledTimes(1);

    page.dispatchEvent(rejection(NOT_FOUND));
    expect(warn).toHaveBeenCalledTimes(1);
    const second = rejection(
      new TypeError(
        "Failed to update a ServiceWorker for scope ('http://127.0.0.1:4780/other/') with script ('http://127.0.0.1:4780/other/mockServiceWorker.js'): Not found",
      ),
    );
    page.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(true);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
