import { afterEach, describe, expect, it } from 'vitest';
import {
  canAdoptRecords,
  clearDb,
  createTables,
  db,
  insertRecords,
  recordKey,
  setRecordKeys,
  settleKeys,
  tableVersion,
  type WeatherRecord,
} from './index';
import { resetMockData } from '../data';
import { seedFor } from '../seed/variants';
import { setSeedFreezing } from '../seed';

const city = (name: string, temp = 20): WeatherRecord => ({ name, lat: 0, lng: 0, temp });

describe('insertRecords', () => {
  afterEach(() => {
    setSeedFreezing(true);
    clearDb();
  });

  it('stores records as they are with the installed @msw/data (not through create, one by one)', async () => {
    // If this fails after an @msw/data upgrade, loads still work (through create) but the large
    // scenario takes seconds to start: see probeRecordSymbols in db/index.ts.
    expect(await canAdoptRecords()).toBe(true);
  });

  it('records appended as they are are counted, found, updated in place and deleted like created ones', async () => {
    const tables = createTables();
    const rows = [city('Recife'), city('Natal'), city('Belém')];
    setRecordKeys(rows, (i) => `teste:${i}`);
    const before = tableVersion(tables.weather);
    await insertRecords(tables.weather, rows);
    expect(tableVersion(tables.weather)).toBeGreaterThan(before);
    await tables.weather.create(city('Maceió'));
    expect(tables.weather.count()).toBe(4);
    expect(tables.weather.all()[1]).toBe(rows[1]);
    expect(tables.weather.findFirst((q) => q.where({ name: 'Natal' }))).toBe(rows[1]);

    const updated = await tables.weather.update((q) => q.where({ name: 'Natal' }), { data: (w) => void (w.temp = 31) });
    expect(tables.weather.all().map((w) => w.name)).toEqual(['Recife', 'Natal', 'Belém', 'Maceió']);
    expect(tables.weather.all()[1]).toBe(updated);
    expect(updated?.temp).toBe(31);
    expect(rows[1]!.temp).toBe(20);
    expect(recordKey(updated!)).toBe('teste:1');

    tables.weather.delete((q) => q.where({ name: 'Belém' }));
    expect(tables.weather.all().map((w) => w.name)).toEqual(['Recife', 'Natal', 'Maceió']);
    expect(recordKey(tables.weather.all()[2]!)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keys left for later are set by the first write to the table, before it runs', async () => {
    const tables = createTables();
    const rows = [city('Recife'), city('Natal'), city('Belém')];
    let keyed = 0;
    await insertRecords(tables.weather, rows, undefined, () => {
      keyed++;
      setRecordKeys(rows, (i) => `depois:${i}`);
    });
    // Reads need no key.
    expect(tables.weather.findFirst((q) => q.where({ name: 'Belém' }))).toBe(rows[2]);
    expect(recordKey(rows[0]!)).toBeUndefined();
    // Without keys @msw/data would take the first keyless record for the one to remove.
    tables.weather.delete((q) => q.where({ name: 'Belém' }));
    expect(keyed).toBe(1);
    expect(tables.weather.all().map((w) => w.name)).toEqual(['Recife', 'Natal']);
    settleKeys(tables.weather);
    await tables.weather.update((q) => q.where({ name: 'Natal' }), { data: (w) => void (w.temp = 30) });
    expect(keyed).toBe(1);
    expect(tables.weather.all().map((w) => [w.name, w.temp])).toEqual([
      ['Recife', 20],
      ['Natal', 30],
    ]);
  });

  it('a seed loaded without freezing (the browser) keys its tables lazily: writes change exactly the records meant', async () => {
    setSeedFreezing(false);
    const seed = seedFor('large');
    await resetMockData('large');
    const apps = db.apps.all();
    const target = apps[5_000]!;
    await db.apps.update((q) => q.where({ appUuid: target.appUuid }), { data: (a) => void (a.name = 'Renomeado no meio') });
    expect(db.apps.all()[5_000]?.name).toBe('Renomeado no meio');
    expect(db.apps.all().filter((a) => a.name === 'Renomeado no meio')).toHaveLength(1);
    expect(db.apps.all()[4_999]).toBe(seed.apps[4_999]);
    const rating = db.ratings.all()[1_234]!;
    db.ratings.delete((q) => q.where({ appRatingUuid: rating.appRatingUuid }));
    expect(db.ratings.count()).toBe(seed.ratings.length - 1);
    expect(db.ratings.all().some((r) => r.appRatingUuid === rating.appRatingUuid)).toBe(false);
    expect(db.ratings.all()[1_234]).toBe(seed.ratings[1_235]);
  });
});
