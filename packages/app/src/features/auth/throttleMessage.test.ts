import { describe, expect, it } from 'vitest';
import { ApiError } from '@portal-fiscal/api-client';
import { tooManyRequests } from '../../lib/serverMessage';

const tooMany = (message: string, retryAfterSeconds?: number) =>
  new ApiError({ kind: 'http', status: 429, message, code: 'too_many_requests', retryAfterSeconds });

describe('a 429 on the auth screens', () => {
  it("shows the server's message, which names the wait", () => {
    expect(tooManyRequests(tooMany('Muitas tentativas. Tente novamente em 1 minuto.', 60))).toEqual({
      message: 'Muitas tentativas. Tente novamente em 1 minuto.',
    });
  });
  it('without a message, the wait of Retry-After in whole minutes, else none known', () => {
    expect(tooManyRequests(tooMany('Erro 429', 61))).toEqual({ minutes: 2 });
    expect(tooManyRequests(tooMany('', 5))).toEqual({ minutes: 1 });
    expect(tooManyRequests(tooMany('Erro 429'))).toEqual({ later: true });
  });
  it('leaves every other failure to the page', () => {
    expect(tooManyRequests(new ApiError({ kind: 'http', status: 401, message: 'x' }))).toBeNull();
    expect(tooManyRequests(new Error('x'))).toBeNull();
  });
});
