import { describe, expect, it } from 'vitest';
import { ApiError, parseRetryAfter } from './errors';

describe('Retry-After', () => {
  const now = Date.parse('2026-11-16T13:00:00.000Z');
  it('reads delay-seconds and HTTP dates as seconds from now', () => {
    expect(parseRetryAfter('60', now)).toBe(60);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Mon, 16 Nov 2026 13:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('Mon, 16 Nov 2026 12:00:00 GMT', now)).toBe(0);
  });
  it('is undefined when absent or unreadable', () => {
    for (const value of [null, undefined, '', '-5', '1.5', 'logo']) expect(parseRetryAfter(value, now)).toBeUndefined();
  });
  it('travels on the ApiError of a 429', () => {
    const error = new ApiError({
      kind: 'http',
      status: 429,
      message: 'Muitas tentativas.',
      code: 'too_many_requests',
      retryAfterSeconds: 42,
    });
    expect(error).toMatchObject({ isTooManyRequests: true, retryAfterSeconds: 42 });
    expect(new ApiError({ kind: 'http', status: 401, message: 'x' })).toMatchObject({
      isTooManyRequests: false,
      retryAfterSeconds: undefined,
    });
  });
});
