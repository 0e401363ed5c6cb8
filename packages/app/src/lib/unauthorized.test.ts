import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUnauthorizedHandler } from './unauthorized';

describe('createUnauthorizedHandler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('logs out once, 100 ms after a burst of 401s', () => {
    const logout = vi.fn();
    const trigger = createUnauthorizedHandler(logout);
    trigger();
    trigger();
    vi.advanceTimersByTime(99);
    trigger();
    expect(logout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(logout).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('can fire again for a later burst', () => {
    const logout = vi.fn();
    const trigger = createUnauthorizedHandler(logout);
    trigger();
    vi.advanceTimersByTime(100);
    trigger();
    vi.advanceTimersByTime(100);
    expect(logout).toHaveBeenCalledTimes(2);
  });
});
