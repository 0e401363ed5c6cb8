/** Ratings (`ratings.list`, `ratings.create`) through the real client: text kept as written, order, and every app answer following at once. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RATING_REQUIRED_MESSAGE, averageStars } from '@portal-fiscal/api-client';
import { db } from '../db';
import { accountOf, clientAs, expectError, seedContext, setupMockBackend } from './harness';

setupMockBackend();
afterEach(() => vi.useRealTimers());

describe('ratings', () => {
  it('a comment with markup is stored and served as the text it is', async () => {
    const s = seedContext();
    const { api } = clientAs('user');
    const markup = '<img src=x onerror=alert(1)> <b>ótimo</b> &amp; "aspas"';
    await api.ratings.create(s.ownApp.appUuid, { stars: 4, comment: `  ${markup}  ` });
    const [newest] = await api.ratings.list(s.ownApp.appUuid);
    expect(newest).toMatchObject({ comment: markup, stars: 4, accountName: accountOf('user').name });
    expect(db.ratings.findFirst((q) => q.where({ comment: markup }))?.appUuid).toBe(s.ownApp.appUuid);
  });

  it('lists newest first, also for ratings of the same millisecond', async () => {
    const s = seedContext();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-16T13:30:00.000Z'));
    const { api } = clientAs('user');
    for (let i = 1; i <= 40; i++) await api.ratings.create(s.ownApp.appUuid, { stars: 5, comment: `Mesmo instante ${i}` });
    vi.setSystemTime(new Date('2026-11-16T13:31:00.000Z'));
    await api.ratings.create(s.ownApp.appUuid, { stars: 3, comment: 'Depois' });
    const list = await api.ratings.list(s.ownApp.appUuid);
    expect(list.slice(0, 4).map((r) => r.comment)).toEqual(['Depois', 'Mesmo instante 40', 'Mesmo instante 39', 'Mesmo instante 38']);
    expect(list.at(-1)?.createdAt).toBe([...list.map((r) => r.createdAt)].sort()[0]);
    const times = list.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("the app's ratings and average follow at once, in every answer that carries the app", async () => {
    const s = seedContext();
    const { api } = clientAs('user');
    const app = s.ownApp;
    const before = await api.apps.get(app.appUuid);
    await api.ratings.create(app.appUuid, { stars: 1, comment: 'Não atendeu.' });
    const stars = [...before.ratings, 1];
    const expected = { ratings: expect.arrayContaining(stars) as unknown, averageRating: averageStars(stars), rating: averageStars(stars) };

    const viaApiNode = await api.apps.get(app.appUuid);
    expect(viaApiNode.ratings).toHaveLength(stars.length);
    expect(viaApiNode).toMatchObject(expected);
    expect(await api.apps.serverGet(app.appUuid)).toMatchObject(expected);
    const listed = (await api.apps.serverPage(1, 100, { provider: s.providerUuid })).apps.find((a) => a.appUuid === app.appUuid);
    expect(listed).toMatchObject(expected);
    expect((await api.apps.list({ q: app.name })).find((a) => a.appUuid === app.appUuid)).toMatchObject(expected);
    const provider = await api.providers.get(s.providerUuid);
    expect(provider.apps.find((a) => a.appUuid === app.appUuid)).toMatchObject(expected);
  });

  it.each([
    ['no stars', { stars: 0, comment: 'Bom' }, ['stars']],
    ['six stars', { stars: 6, comment: 'Bom' }, ['stars']],
    ['half a star', { stars: 4.5, comment: 'Bom' }, ['stars']],
    ['an empty comment', { stars: 4, comment: '' }, ['comment']],
    ['a blank comment', { stars: 4, comment: '   ' }, ['comment']],
    ['neither', { stars: -1, comment: '' }, ['comment', 'stars']],
  ] as const)('400 for %s, with the spec message on the fields and the answer', async (_name, body, wrong) => {
    const s = seedContext();
    const { api } = clientAs('user');
    const before = db.ratings.count();
    const error = await expectError(api.ratings.create(s.ownApp.appUuid, body), 400, 'validation');
    expect(error.message).toBe(RATING_REQUIRED_MESSAGE);
    expect(error.fieldErrors).toEqual(Object.fromEntries(wrong.map((field) => [field, RATING_REQUIRED_MESSAGE])));
    expect(db.ratings.count()).toBe(before);
  });

  it('400 with the spec message when a field is missing altogether', async () => {
    const s = seedContext();
    const { api } = clientAs('user');
    const error = await expectError(api.ratings.create(s.ownApp.appUuid, { comment: 'Sem estrelas' } as never), 400);
    expect(error.message).toBe(RATING_REQUIRED_MESSAGE);
    expect(error.fieldErrors).toEqual({ stars: RATING_REQUIRED_MESSAGE });
  });
});
