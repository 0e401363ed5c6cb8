/** Ratings (`ratings.list`, `ratings.create`) through the real client: text kept as written, order, and every app answer following at once. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RATING_REQUIRED_MESSAGE, averageStars } from '@portal-fiscal/api-client';
import { db } from '../db';
import { issueToken } from '../lib/tokens';
import { accountOf, clientAs, config, expectError, seedContext, setupMockBackend } from './harness';

/** A client of each of the first `n` accounts of the seed (distinct authors: one rating per account per app). */
const authors = (n: number) => {
  const accounts = db.accounts.all().slice(0, n);
  if (accounts.length < n) throw new Error(`seed has fewer than ${n} accounts`);
  return accounts.map((account) => clientAs({ token: issueToken(account) }).api);
};
const storedAverage = (appUuid: string) => db.apps.findFirst((q) => q.where({ appUuid }))?.rating ?? null;
const storedStars = (appUuid: string) => db.ratings.findMany((q) => q.where({ appUuid })).map((r) => r.stars ?? 0);

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
    // Twelve accounts (one rating each): eleven in the same millisecond, then one later.
    const [later, ...clients] = authors(12);
    for (const [i, api] of clients.entries()) await api.ratings.create(s.ownApp.appUuid, { stars: 5, comment: `Mesmo instante ${i + 1}` });
    vi.setSystemTime(new Date('2026-11-16T13:31:00.000Z'));
    await later!.ratings.create(s.ownApp.appUuid, { stars: 3, comment: 'Depois' });
    const api = later!;
    const list = await api.ratings.list(s.ownApp.appUuid);
    expect(list.slice(0, 4).map((r) => r.comment)).toEqual(['Depois', 'Mesmo instante 11', 'Mesmo instante 10', 'Mesmo instante 9']);
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

  it('a second rating by the same account replaces the first: one rating, its new stars, comment and date', async () => {
    const s = seedContext();
    const app = s.ownApp;
    const { api } = clientAs('user');
    const me = accountOf('user');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-16T13:30:00.000Z'));
    await api.ratings.create(app.appUuid, { stars: 1, comment: 'Primeira impressão.' });
    const afterFirst = db.ratings.count();
    const mine = () => db.ratings.findMany((q) => q.where({ appUuid: app.appUuid, accountUuid: me.uuid }));
    const [first] = mine();

    vi.setSystemTime(new Date('2026-11-17T09:00:00.000Z'));
    await expect(api.ratings.create(app.appUuid, { stars: 5, comment: 'Depois do suporte, excelente.' })).resolves.toBe(
      'Avaliacao realizada com sucesso!',
    );
    expect(db.ratings.count()).toBe(afterFirst);
    expect(mine()).toEqual([{ ...first, stars: 5, comment: 'Depois do suporte, excelente.', createdAt: '2026-11-17T09:00:00.000Z' }]);

    const list = await api.ratings.list(app.appUuid);
    expect(list.filter((r) => r.accountName === me.name)).toHaveLength(1);
    expect(list[0]).toMatchObject({ comment: 'Depois do suporte, excelente.', stars: 5, createdAt: '2026-11-17T09:00:00.000Z' });
    expect(list.some((r) => r.comment === 'Primeira impressão.')).toBe(false);

    // The average and the count come from the stored ratings: the new stars, counted once.
    const stars = storedStars(app.appUuid);
    const served = await api.apps.get(app.appUuid);
    expect(served.ratings).toHaveLength(stars.length);
    expect(served.averageRating).toBe(averageStars(stars));
    expect(storedAverage(app.appUuid)).toBe(averageStars(stars));
    expect(stars.filter((n) => n === 5).length).toBeGreaterThan(0);
  });

  it('five ratings by one account move the average only as one rating would', async () => {
    const s = seedContext();
    const app = s.ownApp;
    const others = storedStars(app.appUuid);
    const { api } = clientAs('user');
    expect(db.ratings.findMany((q) => q.where({ appUuid: app.appUuid, accountUuid: accountOf('user').uuid }))).toHaveLength(0);
    for (let i = 0; i < 5; i++) await api.ratings.create(app.appUuid, { stars: 5, comment: `Nota máxima ${i + 1}` });
    const expected = averageStars([...others, 5]);
    expect(storedAverage(app.appUuid)).toBe(expected);
    const served = await api.apps.serverGet(app.appUuid);
    expect(served).toMatchObject({ ratings: expect.arrayContaining([5]) as unknown, averageRating: expected, rating: expected });
    expect(served.ratings).toHaveLength(others.length + 1);
    expect((await api.ratings.list(app.appUuid)).filter((r) => r.comment?.startsWith('Nota máxima'))).toEqual([
      expect.objectContaining({ comment: 'Nota máxima 5', stars: 5 }),
    ]);
  });

  it("a provider admin's PUT of `rating` on its own app is ignored: the stored average stays the ratings' own", async () => {
    const s = seedContext();
    const app = s.ownApp;
    const before = storedAverage(app.appUuid);
    const stars = storedStars(app.appUuid);
    expect(before).toBe(stars.length ? averageStars(stars) : null);
    // Sent raw, past the client (whose update body has no `rating`): what an attacker would send.
    const token = await issueToken(accountOf('provider'));
    const response = await fetch(`${config.apiNodeUrl}/apps/${encodeURIComponent(app.appUuid)}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ rating: 5, appRatings: [{ stars: 5 }, { stars: 5 }], averageRating: 5, description: 'Descrição revisada.' }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { app: { rating: number | null; appRatings: unknown[]; description: string } };
    expect(body.app).toMatchObject({ rating: before, description: 'Descrição revisada.' });
    expect(body.app.appRatings).toHaveLength(stars.length);
    expect(storedAverage(app.appUuid)).toBe(before);
    expect(storedStars(app.appUuid)).toEqual(stars);
    const served = await clientAs('user').api.apps.get(app.appUuid);
    expect(served.rating).toBe(before);
    expect(served.ratings).toHaveLength(stars.length);
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
