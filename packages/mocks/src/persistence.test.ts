import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, clearDb } from './db';
import { resetDemoData, resetMockData, setScenario } from './data';
import { seedAccounts } from './seed/accounts';
import { seedFor } from './seed/variants';
import { SeedImage } from './images';
import {
  SNAPSHOT_KEY,
  clearSnapshot,
  disablePersistence,
  enablePersistence,
  flushNow,
  loadSnapshot,
  primeAll,
  readSnapshot,
  snapshotVersion,
  takeSnapshot,
  withPersistenceSuspended,
  type SnapshotStorage,
} from './persistence';
import { blobToDataUrl, dataUrlToBlob } from './persistenceImages';
import { applyScenarioBehaviour, getBehaviour, updateBehaviour } from './state';

class MemoryStorage implements SnapshotStorage {
  readonly map = new Map<string, string>();
  /** Like localStorage's quota (about 5 MB of UTF-16 text per site): a longer value is refused. */
  constructor(readonly quotaChars = 5_000_000) {}
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (key.length + value.length > this.quotaChars) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}

const defaultSeed = () => withPersistenceSuspended(() => resetMockData('default'));
/** A fresh page: the data and the behaviour of the last one are gone. */
const newPage = () => {
  disablePersistence();
  applyScenarioBehaviour('default');
  clearDb();
};

describe('demo persistence', () => {
  let storage: MemoryStorage;
  beforeEach(async () => {
    storage = new MemoryStorage();
    applyScenarioBehaviour('default');
    await defaultSeed();
  });
  afterEach(() => {
    disablePersistence();
    clearDb();
  });

  it('converts Blobs to data URLs and back', async () => {
    const blob = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' });
    const url = await blobToDataUrl(blob);
    expect(url.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const back = dataUrlToBlob(url);
    expect(back.type).toBe('image/svg+xml');
    expect(await back.text()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const utf8 = dataUrlToBlob('data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E');
    expect(await utf8.text()).toBe('<svg/>');
    const bytes = new Uint8Array([0, 255, 128, 7]);
    const binary = dataUrlToBlob(await blobToDataUrl(new Blob([bytes], { type: 'image/png' })));
    expect(new Uint8Array(await binary.arrayBuffer())).toEqual(bytes);
  });

  it('writes nothing until a write happens, then only that change, right away on flush', async () => {
    enablePersistence(storage);
    expect(flushNow()).toBe(false);
    expect(storage.getItem(SNAPSHOT_KEY)).toBeNull();
    expect(takeSnapshot()?.changes).toEqual({});
    await db.accounts.update((q) => q.where({ id: 3 }), { data: (a) => void (a.city = 'Contagem') });
    expect(flushNow()).toBe(true);
    const snapshot = readSnapshot(storage);
    expect(snapshot?.version).toBe(snapshotVersion());
    const row = seedFor('default').accounts.findIndex((a) => a.id === 3);
    expect(snapshot?.changes).toEqual({ accounts: { changed: [[row, expect.objectContaining({ id: 3, city: 'Contagem' })]] } });
  });

  it('restores every record in its place and the behaviour, and tracks writes after', async () => {
    enablePersistence(storage);
    await db.accounts.update((q) => q.where({ id: 2 }), { data: (a) => void (a.city = 'Niterói') });
    await db.accounts.create({
      ...seedAccounts()[2]!,
      id: 200,
      uuid: 'acc-0200-nova',
      email: 'nova@portalfiscal.demo',
      name: 'Nova Conta',
    });
    db.accounts.delete((q) => q.where({ id: 4 }));
    db.leis.deleteMany((q) => q.where(() => true));
    updateBehaviour({ latencyMs: 800 });
    expect(flushNow()).toBe(true);
    const before = db.accounts.all().map((a) => ({ ...a }));
    newPage();

    const snapshot = readSnapshot(storage);
    expect(snapshot).not.toBeNull();
    expect(snapshot?.changes.leis).toEqual({ removed: [[0, seedFor('default').leis.length]] });
    expect(await loadSnapshot(snapshot!)).toBe(true);
    expect(db.accounts.all().map((a) => ({ ...a }))).toEqual(before);
    expect(db.accounts.all().at(-1)?.id).toBe(200);
    expect(db.accounts.findFirst((q) => q.where({ id: 2 }))?.city).toBe('Niterói');
    expect(db.leis.count()).toBe(0);
    expect(db.apps.count()).toBe(seedFor('default').apps.length);
    expect(getBehaviour().latencyMs).toBe(800);

    // Saved again after the restore: the restored changes stay, the new one joins them.
    enablePersistence(storage);
    db.accounts.delete((q) => q.where({ id: 200 }));
    expect(flushNow()).toBe(true);
    newPage();
    expect(await loadSnapshot(readSnapshot(storage)!)).toBe(true);
    expect(db.accounts.all().map((a) => a.id)).toEqual(before.map((a) => a.id).filter((id) => id !== 200));
    expect(db.accounts.findFirst((q) => q.where({ id: 2 }))?.city).toBe('Niterói');
  });

  it('drops a snapshot of another version or a broken one', () => {
    storage.setItem(SNAPSHOT_KEY, JSON.stringify({ ...takeSnapshot('default'), version: 'old' }));
    expect(readSnapshot(storage)).toBeNull();
    expect(storage.getItem(SNAPSHOT_KEY)).toBeNull();
    storage.setItem(SNAPSHOT_KEY, '{not json');
    expect(readSnapshot(storage)).toBeNull();
    expect(storage.getItem(SNAPSHOT_KEY)).toBeNull();
  });

  it('refuses a snapshot whose records no longer fit the schema, or the seed, and leaves the database empty', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = [
      { accounts: { added: [{ id: 'not a number' }] } },
      { accounts: { changed: [[0, { id: 'not a number' }]] } },
      { accounts: { removed: [[0, 10_000]] } },
      { accounts: { changed: [[-1, seedAccounts()[0]]] } },
      { accounts: 'everything' },
    ];
    for (const changes of broken) {
      expect(await loadSnapshot({ ...takeSnapshot('default')!, changes } as never), JSON.stringify(changes)).toBe(false);
      expect(db.accounts.count()).toBe(0);
    }
    quiet.mockRestore();
  });

  it('keeps tracking writes after a reset replaces the tables (clearDb)', async () => {
    enablePersistence(storage);
    await defaultSeed(); // clearDb + seed: new collections
    expect(flushNow()).toBe(false);
    await db.accounts.update((q) => q.where({ id: 2 }), { data: (a) => void (a.city = 'Niterói') });
    expect(flushNow()).toBe(true);
    expect(JSON.stringify(readSnapshot(storage)?.changes.accounts)).toContain('Niterói');
    disablePersistence();
    await defaultSeed();
    db.accounts.delete((q) => q.where({ id: 4 }));
    expect(flushNow()).toBe(false);
  });

  it('does not track writes while suspended, and clearSnapshot forgets the stored data', async () => {
    enablePersistence(storage);
    await defaultSeed();
    expect(flushNow()).toBe(false);
    db.accounts.delete((q) => q.where({ id: 4 }));
    expect(flushNow()).toBe(true);
    clearSnapshot();
    expect(storage.getItem(SNAPSHOT_KEY)).toBeNull();
  });

  it('a storage that refuses the snapshot (quota) never breaks the backend: one warning, later saves still tried', async () => {
    const full = new MemoryStorage(100);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    enablePersistence(full);
    await db.accounts.update((q) => q.where({ id: 3 }), { data: (a) => void (a.city = 'Contagem') });
    expect(flushNow()).toBe(false);
    await db.accounts.update((q) => q.where({ id: 3 }), { data: (a) => void (a.city = 'Betim') });
    expect(flushNow()).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(db.accounts.findFirst((q) => q.where({ id: 3 }))?.city).toBe('Betim');
    // Room again: the next save writes everything since.
    Object.assign(full, { quotaChars: 5_000_000 });
    expect(flushNow()).toBe(true);
    expect(JSON.stringify(readSnapshot(full)?.changes)).toContain('Betim');
    warn.mockRestore();
  });
});

describe('demo persistence with scenarios', () => {
  afterEach(() => {
    disablePersistence();
    applyScenarioBehaviour('default');
    clearDb();
  });

  it('saves the new scenario after setScenario and after resetDemoData', async () => {
    const storage = new MemoryStorage();
    enablePersistence(storage);
    await setScenario('empty');
    expect(flushNow()).toBe(true);
    expect(readSnapshot(storage)).toMatchObject({ scenario: 'empty', changes: {} });
    expect(db.apps.count()).toBe(0);
    updateBehaviour({ latencyMs: 300 });
    await resetDemoData();
    expect(flushNow()).toBe(true);
    expect(readSnapshot(storage)).toMatchObject({ scenario: 'empty', behaviour: { latencyMs: 300 } });
  });
});

describe('demo persistence with the full seed', () => {
  afterEach(() => {
    disablePersistence();
    applyScenarioBehaviour('default');
    clearDb();
  });

  it('a write right after start-up is saved by the synchronous flush, images included, and restores', async () => {
    const storage = new MemoryStorage();
    await resetMockData('default');
    enablePersistence(storage);
    await primeAll(); // what enablePersistence starts; a few ms in the browser
    await db.ratings.create({
      appRatingUuid: 'rating-new',
      appUuid: db.apps.all()[0]!.appUuid,
      accountUuid: 'acc-0003-carla-mendes',
      stars: 5,
      comment: 'Ótimo!',
      createdAt: '2026-11-16T13:05:00.000Z',
    });
    await db.assets.create({
      assetId: 'asset-upload-1',
      blob: new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }),
      contentType: 'image/png',
      name: 'logo.png',
      size: 4,
      ownerAccountUuid: null,
      createdAt: '2026-11-16T13:05:00.000Z',
    });
    expect(flushNow()).toBe(true); // what pagehide does
    // Only the two new records: the seed's images are rebuilt with the seed, never saved.
    expect(Object.keys(readSnapshot(storage)!.changes).sort()).toEqual(['assets', 'ratings']);
    expect(storage.getItem(SNAPSHOT_KEY)!.length).toBeLessThan(2_000);
    disablePersistence();
    const counts = { ratings: db.ratings.count(), assets: db.assets.count() };
    clearDb();
    expect(await loadSnapshot(readSnapshot(storage)!)).toBe(true);
    expect({ ratings: db.ratings.count(), assets: db.assets.count() }).toEqual(counts);
    const upload = db.assets.findFirst((q) => q.where({ assetId: 'asset-upload-1' }))!;
    expect(upload.blob).toBeInstanceOf(Blob);
    expect(new Uint8Array(await (upload.blob as Blob).arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
    const logo = db.assets.findFirst((q) => q.where({ assetId: 'img-prov-0001-contabil-norte' }))!;
    expect(logo.blob).toBeInstanceOf(SeedImage);
    expect(new TextDecoder().decode((logo.blob as SeedImage).bytes)).toContain('<svg');
    expect(logo.contentType).toBe('image/svg+xml');
  });
});

describe('demo persistence with the large scenario', () => {
  afterEach(() => {
    disablePersistence();
    applyScenarioBehaviour('default');
    clearDb();
  });

  it('fits in localStorage: a reload comes back in large with the same data, new rating and new app included', async () => {
    const storage = new MemoryStorage();
    enablePersistence(storage);
    await setScenario('large');
    expect(flushNow()).toBe(true);
    expect(readSnapshot(storage)).toMatchObject({ scenario: 'large', changes: {} });
    expect(db.apps.count()).toBe(10_000);

    const [first, second] = db.apps.all();
    await db.ratings.create({
      appRatingUuid: 'rating-grande',
      appUuid: second!.appUuid,
      accountUuid: 'acc-0003-carla-mendes',
      stars: 4,
      comment: 'Bom.',
      createdAt: '2026-11-16T13:05:00.000Z',
    });
    await db.apps.create({
      ...first!,
      appUuid: 'app-nova-grande',
      name: 'App Nova',
      tagUuids: [...first!.tagUuids],
      appFunctionalities: [],
    });
    await db.apps.update((q) => q.where({ appUuid: second!.appUuid }), { data: (a) => void (a.name = 'Renomeado') });
    expect(flushNow()).toBe(true);
    expect(storage.getItem(SNAPSHOT_KEY)!.length).toBeLessThan(10_000);
    const counts = { apps: db.apps.count(), ratings: db.ratings.count(), accounts: db.accounts.count() };
    const order = db.apps.all().map((a) => a.appUuid);
    newPage();

    const snapshot = readSnapshot(storage)!;
    expect(snapshot.scenario).toBe('large');
    expect(await loadSnapshot(snapshot)).toBe(true);
    expect(getBehaviour().scenario).toBe('large');
    expect({ apps: db.apps.count(), ratings: db.ratings.count(), accounts: db.accounts.count() }).toEqual(counts);
    expect(counts).toMatchObject({ apps: 10_001, accounts: 1_000 });
    expect(db.apps.all().map((a) => a.appUuid)).toEqual(order);
    expect(db.apps.all()[1]?.name).toBe('Renomeado');
    expect(db.ratings.findFirst((q) => q.where({ appRatingUuid: 'rating-grande' }))?.comment).toBe('Bom.');
  });
});
