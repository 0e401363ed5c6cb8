import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, clearDb } from './db';
import { seedAccounts } from './seed/accounts';
import {
  SNAPSHOT_KEY,
  clearSnapshot,
  dataUrlToBlob,
  blobToDataUrl,
  disablePersistence,
  enablePersistence,
  flushNow,
  loadSnapshot,
  readSnapshot,
  snapshotVersion,
  takeSnapshot,
  withPersistenceSuspended,
  type SnapshotStorage,
} from './persistence';
import { applyScenarioBehaviour, getBehaviour, updateBehaviour } from './state';

class MemoryStorage implements SnapshotStorage {
  readonly map = new Map<string, string>();
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}

const accountSeed = async () => {
  clearDb();
  await Promise.all(seedAccounts().map((a) => db.accounts.create(a)));
};

describe('demo persistence', () => {
  let storage: MemoryStorage;
  beforeEach(async () => {
    storage = new MemoryStorage();
    applyScenarioBehaviour('default');
    await withPersistenceSuspended(accountSeed);
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

  it('writes nothing until a write happens, then a snapshot right away on flush', async () => {
    enablePersistence(storage);
    expect(flushNow()).toBe(false);
    expect(storage.getItem(SNAPSHOT_KEY)).toBeNull();
    await db.accounts.update((q) => q.where({ id: 3 }), { data: (a) => void (a.city = 'Contagem') });
    expect(flushNow()).toBe(true);
    const snapshot = readSnapshot(storage);
    expect(snapshot?.version).toBe(snapshotVersion());
    expect(snapshot?.collections.accounts).toHaveLength(4);
  });

  it('restores every record and the behaviour, and tracks writes after', async () => {
    enablePersistence(storage);
    await db.accounts.create({ ...seedAccounts()[2]!, id: 200, uuid: 'acc-0200-nova', email: 'nova@portalfiscal.demo', name: 'Nova Conta' });
    db.accounts.delete((q) => q.where({ id: 4 }));
    updateBehaviour({ latencyMs: 800 });
    expect(flushNow()).toBe(true);
    disablePersistence();

    applyScenarioBehaviour('default');
    clearDb();
    const snapshot = readSnapshot(storage);
    expect(snapshot).not.toBeNull();
    expect(await loadSnapshot(snapshot!)).toBe(true);
    expect(db.accounts.all().map((a) => a.id).sort((a, b) => a - b)).toEqual([1, 2, 3, 200]);
    expect(getBehaviour().latencyMs).toBe(800);
  });

  it('drops a snapshot of another version or a broken one', () => {
    storage.setItem(SNAPSHOT_KEY, JSON.stringify({ ...takeSnapshot('default'), version: 'old' }));
    expect(readSnapshot(storage)).toBeNull();
    expect(storage.getItem(SNAPSHOT_KEY)).toBeNull();
    storage.setItem(SNAPSHOT_KEY, '{not json');
    expect(readSnapshot(storage)).toBeNull();
    expect(storage.getItem(SNAPSHOT_KEY)).toBeNull();
  });

  it('refuses a snapshot whose records no longer fit the schema and leaves the database empty', async () => {
    const snapshot = takeSnapshot('default')!;
    snapshot.collections.accounts = [{ id: 'not a number' }];
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await loadSnapshot(snapshot)).toBe(false);
    expect(db.accounts.count()).toBe(0);
    quiet.mockRestore();
  });

  it('keeps tracking writes after a reset replaces the tables (clearDb)', async () => {
    enablePersistence(storage);
    await withPersistenceSuspended(accountSeed); // clearDb + seed: new collections
    expect(flushNow()).toBe(false);
    await db.accounts.update((q) => q.where({ id: 2 }), { data: (a) => void (a.city = 'Niterói') });
    expect(flushNow()).toBe(true);
    expect(readSnapshot(storage)?.collections.accounts).toContainEqual(expect.objectContaining({ id: 2, city: 'Niterói' }));
    disablePersistence();
    await withPersistenceSuspended(accountSeed);
    db.accounts.delete((q) => q.where({ id: 4 }));
    expect(flushNow()).toBe(false);
  });

  it('does not track writes while suspended, and clearSnapshot forgets the stored data', async () => {
    enablePersistence(storage);
    await withPersistenceSuspended(accountSeed);
    expect(flushNow()).toBe(false);
    db.accounts.delete((q) => q.where({ id: 4 }));
    expect(flushNow()).toBe(true);
    clearSnapshot();
    expect(storage.getItem(SNAPSHOT_KEY)).toBeNull();
  });
});

describe('demo persistence with scenarios', () => {
  afterEach(() => {
    disablePersistence();
    applyScenarioBehaviour('default');
    clearDb();
  });

  it('saves the new scenario after setScenario and after resetDemoData', async () => {
    const { setScenario, resetDemoData } = await import('./data');
    const storage = new MemoryStorage();
    enablePersistence(storage);
    await setScenario('empty');
    expect(flushNow()).toBe(true);
    expect(readSnapshot(storage)?.scenario).toBe('empty');
    expect(readSnapshot(storage)?.collections.apps).toHaveLength(0);
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
    const { resetMockData } = await import('./data');
    const { primeAll } = await import('./persistence');
    const storage = new MemoryStorage();
    await resetMockData('default');
    enablePersistence(storage);
    await primeAll(); // what enablePersistence starts; a few ms in the browser
    await db.ratings.create({ appRatingUuid: 'rating-new', appUuid: db.apps.all()[0]!.appUuid, accountUuid: 'acc-0003-carla-mendes', stars: 5, comment: 'Ótimo!', createdAt: '2026-11-16T13:05:00.000Z' });
    await db.assets.create({ assetId: 'asset-upload-1', blob: new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), contentType: 'image/png', name: 'logo.png', size: 4, ownerAccountUuid: null, createdAt: '2026-11-16T13:05:00.000Z' });
    expect(flushNow()).toBe(true); // what pagehide does
    disablePersistence();
    const counts = { ratings: db.ratings.count(), assets: db.assets.count() };
    clearDb();
    expect(await loadSnapshot(readSnapshot(storage)!)).toBe(true);
    expect({ ratings: db.ratings.count(), assets: db.assets.count() }).toEqual(counts);
    const upload = db.assets.findFirst((q) => q.where({ assetId: 'asset-upload-1' }))!;
    expect(new Uint8Array(await upload.blob.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
    const logo = db.assets.findFirst((q) => q.where({ assetId: 'img-prov-0001-contabil-norte' }))!;
    expect(await logo.blob.text()).toContain('<svg');
    expect(logo.blob.type).toBe('image/svg+xml');
  });
});
