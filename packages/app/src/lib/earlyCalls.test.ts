import { describe, expect, it } from 'vitest';
import { EARLY_CALL_MAX_AGE_MS, takeEarlyCall, type EarlyCalls } from './earlyCalls';

const URL_JWT = 'https://api.exemplo.demo/validate/jwt';
const answer = () => Promise.resolve(new Response('{"valid":true}'));
const get = (url: string, token: string | null = 'tok', method = 'GET') =>
  new Request(url, { method, headers: token ? { Authorization: `Bearer ${token}` } : {} });
const calls = (at = 100): EarlyCalls => ({ [URL_JWT]: { token: 'tok', at, response: answer() } });

describe('takeEarlyCall', () => {
  it('hands a GET with the same URL and token its answer, once', async () => {
    const list = calls();
    const taken = takeEarlyCall(get(URL_JWT), list, 200);
    expect(taken).toBeDefined();
    await expect(taken!.then((r) => r.json())).resolves.toEqual({ valid: true });
    expect(takeEarlyCall(get(URL_JWT), list, 300)).toBeUndefined();
  });

  it('leaves the request alone without a list, for another URL, or another method', () => {
    expect(takeEarlyCall(get(URL_JWT), undefined, 200)).toBeUndefined();
    const list = calls();
    expect(takeEarlyCall(get(`${URL_JWT}?x=1`), list, 200)).toBeUndefined();
    expect(takeEarlyCall(get('https://outro.exemplo.demo/validate/jwt'), list, 200)).toBeUndefined();
    expect(takeEarlyCall(get(URL_JWT, 'tok', 'POST'), list, 200)).toBeUndefined();
    expect(Object.keys(list)).toEqual([URL_JWT]);
  });

  it('drops an answer asked with another token (a new sign-in since), or none', () => {
    const list = calls();
    expect(takeEarlyCall(get(URL_JWT, 'outro'), list, 200)).toBeUndefined();
    expect(list).toEqual({});
    expect(takeEarlyCall(get(URL_JWT, null), calls(), 200)).toBeUndefined();
  });

  it('hands a call made without the session only to a request without one (the news service)', () => {
    const NEWS = 'https://news.exemplo.demo/ghost/api/content/posts/?key=k&limit=5';
    const without = (): EarlyCalls => ({ [NEWS]: { token: '', at: 100, response: answer() } });
    expect(takeEarlyCall(get(NEWS, null), without(), 200)).toBeDefined();
    expect(takeEarlyCall(get(NEWS, 'tok'), without(), 200)).toBeUndefined();
  });

  it('drops an answer that has waited too long: the screen asks anew', () => {
    expect(takeEarlyCall(get(URL_JWT), calls(0), EARLY_CALL_MAX_AGE_MS)).toBeDefined();
    const list = calls(0);
    expect(takeEarlyCall(get(URL_JWT), list, EARLY_CALL_MAX_AGE_MS + 1)).toBeUndefined();
    expect(list).toEqual({});
  });

  it('does not take what the list inherits', () => {
    const list = Object.create({ [URL_JWT]: { token: 'tok', at: 0, response: answer() } }) as EarlyCalls;
    expect(takeEarlyCall(get(URL_JWT), list, 1)).toBeUndefined();
  });
});
