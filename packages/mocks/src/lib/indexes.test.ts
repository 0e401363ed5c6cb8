import * as v from 'valibot';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDb, createTables, db, eachTable, tableVersion, type AppMediaRecord } from '../db';
import * as entry from '../index';
import { resetMockData } from '../data';
import { appCatalogue, mediasOfApp, ratingsOfApp } from './indexes';
import { contractSample, isStrictContract, SAMPLE_ABOVE, setStrictContract, wireJson } from './responses';

const media = (appUuid: string, n: number): AppMediaRecord => ({
  appMediaUuid: `media-test-${n}`,
  name: `m${n}.png`,
  assetId: `img-test-${n}`,
  provider: 'assets.portalfiscal.demo',
  appUuid,
  created_at: '2030-01-01T00:00:00.000Z',
  updated_at: '2030-01-01T00:00:00.000Z',
});

describe('tables', () => {
  afterAll(() => clearDb());

  it('clearDb swaps in empty tables: same db object, fresh collections, listeners see them', async () => {
    await resetMockData('default');
    const before = db.apps;
    const seen: string[] = [];
    const stop = eachTable((name) => seen.push(name));
    expect(seen).toHaveLength(Object.keys(db).length);
    clearDb();
    expect(db.apps).not.toBe(before);
    expect(before.count()).toBeGreaterThan(0); // the old collection is simply dropped
    expect(Object.values(db).every((table) => table.count() === 0)).toBe(true);
    expect(seen).toHaveLength(2 * Object.keys(db).length);
    stop();
    clearDb();
    expect(seen).toHaveLength(2 * Object.keys(db).length);
  });

  it('every write changes the table version, sync or async', async () => {
    const tables = createTables();
    const v0 = tableVersion(tables.tags);
    await tables.tags.create({ tagUuid: 't1', name: 'ICMS' });
    const v1 = tableVersion(tables.tags);
    expect(v1).toBeGreaterThan(v0);
    await tables.tags.update((q) => q.where({ tagUuid: 't1' }), { data: (t) => void (t.name = 'ISS') });
    const v2 = tableVersion(tables.tags);
    expect(v2).toBeGreaterThan(v1);
    tables.tags.delete((q) => q.where({ tagUuid: 't1' }));
    expect(tableVersion(tables.tags)).toBeGreaterThan(v2);
    const v3 = tableVersion(tables.tags);
    tables.tags.findMany();
    tables.tags.findFirst((q) => q.where({ tagUuid: 'x' }));
    expect(tableVersion(tables.tags)).toBe(v3);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(tables.tags.create({ tagUuid: 1 } as never)).rejects.toThrow();
    quiet.mockRestore();
    expect(tableVersion(tables.tags)).toBeGreaterThan(v3);
  });
});

describe('lookups', () => {
  beforeEach(async () => {
    await resetMockData('default');
  });
  afterAll(() => clearDb());

  it('follow creates, even when read while the create is still in flight', async () => {
    const app = db.apps.all()[0]!;
    const before = mediasOfApp(app.appUuid).length;
    const pending = db.appMedias.create(media(app.appUuid, 1));
    // Rebuilt during the create (the record is not stored yet): must not stay cached afterwards.
    expect(mediasOfApp(app.appUuid)).toHaveLength(before);
    await Promise.resolve();
    expect(mediasOfApp(app.appUuid).length).toBeGreaterThanOrEqual(before);
    await pending;
    expect(mediasOfApp(app.appUuid).map((m) => m.appMediaUuid)).toContain('media-test-1');
    expect(mediasOfApp(app.appUuid)).toHaveLength(before + 1);
  });

  it('follow updates read mid-flight, deletes and resets', async () => {
    const [first, second] = db.apps.all();
    const pending = db.apps.update((q) => q.where({ appUuid: first!.appUuid }), { data: (a) => void (a.name = 'Renomeado Agora') });
    appCatalogue();
    await pending;
    expect(appCatalogue().apps.find((a) => a.appUuid === first!.appUuid)?.name).toBe('Renomeado Agora');
    const i = appCatalogue().apps.findIndex((a) => a.appUuid === first!.appUuid);
    expect(appCatalogue().texts()[i]).toContain('renomeado agora');

    const rated = db.ratings.all()[0]!;
    const count = ratingsOfApp(rated.appUuid).length;
    db.ratings.delete((q) => q.where({ appRatingUuid: rated.appRatingUuid }));
    expect(ratingsOfApp(rated.appUuid)).toHaveLength(count - 1);

    expect(appCatalogue().apps.some((a) => a.appUuid === second!.appUuid)).toBe(true);
    clearDb();
    expect(appCatalogue().apps).toEqual([]);
    expect(mediasOfApp(second!.appUuid)).toEqual([]);
  });
});

describe('contract check of the answers (strictContract)', () => {
  const Item = v.object({ id: v.number() });
  const List = v.object({ message: v.string(), items: v.array(Item) });
  const items = (n: number, bad?: number) =>
    Array.from({ length: n }, (_, i) => (i === bad ? { id: 'x' } : { id: i })) as Array<{ id: number }>;
  const initial = isStrictContract();
  afterEach(() => setStrictContract(initial));

  it('is strict under node by default (msw/node tests)', () => {
    expect(initial).toBe(true);
  });

  it('strict: every item is checked', () => {
    setStrictContract(true);
    expect(wireJson(List, { message: 'ok', items: items(50, 25) }).status).toBe(500);
    expect(wireJson(List, { message: 'ok', items: items(50) }).status).toBe(200);
  });

  it('sampled: lists over SAMPLE_ABOVE are checked through their first and last items; smaller ones whole', async () => {
    setStrictContract(false);
    expect(contractSample({ message: 'ok', items: items(SAMPLE_ABOVE + 1) })).toEqual({
      message: 'ok',
      items: [{ id: 0 }, { id: SAMPLE_ABOVE }],
    });
    expect(contractSample(items(3))).toEqual(items(3));
    expect(wireJson(List, { message: 'ok', items: items(50, 25) }).status).toBe(200);
    const last = wireJson(List, { message: 'ok', items: items(50, 49) });
    expect(last.status).toBe(500);
    expect(await last.json()).toMatchObject({ code: 'mock_contract_drift', message: expect.stringContaining('(amostra)') });
    expect(wireJson(List, { message: 'ok', items: items(50, 0) }).status).toBe(500);
    expect(wireJson(List, { message: 'ok', items: items(SAMPLE_ABOVE, 5) }).status).toBe(500);
    expect(wireJson(List, { message: 1 as unknown as string, items: items(50) }).status).toBe(500);
  });
});

describe('package entry', () => {
  it('exports scenarioFromUrl and resetDemoData, as ./browser does', () => {
    expect(entry.scenarioFromUrl('?scenario=slow')).toBe('slow');
    expect(typeof entry.resetDemoData).toBe('function');
  });
});
