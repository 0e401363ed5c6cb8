import { describe, expect, it, vi } from 'vitest';
import { singleFlight } from './useSubmitOnce';

/** A promise settled from outside: a request still running until the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('singleFlight (the guard of useSubmitOnce)', () => {
  it('runs once however often it is called while the first call runs (double click, Enter twice)', async () => {
    const pending = deferred<string>();
    const action = vi.fn((_values: { stars: number }) => pending.promise);
    const submit = singleFlight(action);
    const first = submit({ stars: 5 });
    const second = submit({ stars: 4 });
    const third = submit({ stars: 3 });
    expect(action).toHaveBeenCalledTimes(1);
    expect(action).toHaveBeenCalledWith({ stars: 5 });
    await expect(second).resolves.toBeUndefined();
    await expect(third).resolves.toBeUndefined();
    pending.resolve('ok');
    await expect(first).resolves.toBe('ok');
  });

  it('runs again once the call has settled, also after a failure (which reaches the caller)', async () => {
    const action = vi.fn<() => Promise<number>>().mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce(2);
    const submit = singleFlight(action);
    await expect(submit()).rejects.toThrow('500');
    await expect(submit()).resolves.toBe(2);
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('says when it is busy: true at the call, false once settled; an ignored call says nothing', async () => {
    const pending = deferred<void>();
    const busy: boolean[] = [];
    const submit = singleFlight(
      () => pending.promise,
      (b) => busy.push(b),
    );
    const run = submit();
    expect(busy).toEqual([true]);
    void submit();
    expect(busy).toEqual([true]);
    pending.resolve();
    await run;
    expect(busy).toEqual([true, false]);
  });

  it('holds against a call made synchronously inside the action itself', async () => {
    let inner: Promise<unknown> | undefined;
    const action = vi.fn(async () => {
      inner = submit();
      await Promise.resolve();
    });
    const submit = singleFlight(action);
    await submit();
    await expect(inner).resolves.toBeUndefined();
    expect(action).toHaveBeenCalledTimes(1);
  });
});
