import { clearDb, db, eachTable, type TableName } from './db';
import { loadSeed, TABLE_ORDER } from './seed';
import { changesAgainstSeed, patchOf, untouchedRows, type TableChanges } from './persistenceDiff';
import { MissingBlobError, primeBlobs } from './persistenceImages';
import { seedOfScenario } from './seed/variants';
import { whenIdle } from './lib/slices';
import { SEED_VERSION } from './seed/version';
import { getBehaviour, isScenarioName, onBehaviourChange, restoreBehaviour, type MockBehaviour, type ScenarioName } from './state';

/**
 * Demo persistence: a versioned snapshot of the data in localStorage, written after every write
 * (debounced, and flushed at once on `pagehide` / hidden tab so a reload right after a write loses
 * nothing), restored by `startMockBackend({ persist: true })`. Only the demo app turns it on: stories
 * and tests always start from the seed.
 *
 * The snapshot holds only what differs from the scenario's seed, per table: the seed rows removed,
 * the seed rows changed (at their place) and the rows added. The seed is deterministic (the seed
 * version is part of the snapshot's), so a restore rebuilds it and applies the changes. A whole copy
 * of the data does not fit: localStorage keeps about 5 MB per site, and the `large` scenario's
 * 100,000 rows are some 30 MB of JSON (the default data, images included, 0.85 MB).
 *
 * This file is the save lifecycle: the snapshot taken, read and loaded, and when it is written. How the
 * changes are found, and applied back, is persistenceDiff.ts; how images are kept, persistenceImages.ts.
 *
 * Writes are detected through the collections' own hooks (create, update, delete), so handlers
 * need not call anything; `markDirty()` exists for writes that bypass the collections.
 *
 * Blobs (uploaded images) are stored as data URLs (persistenceImages.ts): the create hook converts them
 * before the record is stored, so the synchronous flush on `pagehide` always has them. A snapshot the storage refuses
 * (quota) leaves the previous one in place and the backend working; the console says so once.
 */

export const SNAPSHOT_KEY = 'portal-fiscal:mock-db';
/** Bump when the snapshot format changes; the seed version and the collection list count too. */
const FORMAT = 2;
const SAVE_DELAY_MS = 200;

export const snapshotVersion = (): string => `${FORMAT}:${SEED_VERSION}:${Object.keys(db).sort().join(',')}`;

export interface Snapshot {
  version: string;
  savedAt: string;
  scenario: ScenarioName;
  behaviour: MockBehaviour;
  /** Per table, only the tables that differ from the scenario's seed. */
  changes: Partial<Record<TableName, TableChanges>>;
}

/** The storage the snapshot lives in (localStorage in the browser; injectable for tests). */
export interface SnapshotStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface CollectionLike {
  hooks: {
    on(type: 'create', listener: (event: { data: { record: object } }) => unknown): unknown;
    on(type: 'update', listener: (event: { data: { nextRecord: object } }) => unknown): unknown;
    on(type: 'delete', listener: () => unknown): unknown;
  };
}

// ---------------------------------------------------------------------------------------------
// The snapshot: taken, read, loaded

/** Builds the snapshot of the database against the scenario's seed, or null while a Blob is still being converted. */
export function takeSnapshot(scenario: ScenarioName = getBehaviour().scenario): Snapshot | null {
  try {
    const changes = changesAgainstSeed(seedOfScenario(scenario));
    return { version: snapshotVersion(), savedAt: new Date().toISOString(), scenario, behaviour: { ...getBehaviour() }, changes };
  } catch (error) {
    if (error instanceof MissingBlobError) return null;
    throw error;
  }
}

/** Reads and checks a stored snapshot: null when absent, unreadable or of another version. */
export function readSnapshot(storage: SnapshotStorage): Snapshot | null {
  let raw: string | null;
  try {
    raw = storage.getItem(SNAPSHOT_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<Snapshot> | null;
    if (
      !parsed ||
      parsed.version !== snapshotVersion() ||
      !isScenarioName(parsed.scenario) ||
      typeof parsed.changes !== 'object' ||
      parsed.changes === null ||
      typeof parsed.behaviour !== 'object'
    ) {
      storage.removeItem(SNAPSHOT_KEY);
      return null;
    }
    return parsed as Snapshot;
  } catch {
    storage.removeItem(SNAPSHOT_KEY);
    return null;
  }
}

/**
 * Loads a snapshot into the (cleared) database: the scenario's seed with the saved changes. Resolves
 * false, with the database cleared, when the changes do not fit the seed or a record no longer fits
 * its collection's schema: the caller then seeds afresh.
 */
export async function loadSnapshot(snapshot: Snapshot): Promise<boolean> {
  return withPersistenceSuspended(async () => {
    clearDb();
    try {
      // In short slices: the demo restores its data beside its first screen.
      await loadSeed(db, seedOfScenario(snapshot.scenario), patchOf(snapshot.changes));
    } catch {
      clearDb();
      return false;
    }
    restoreBehaviour(snapshot.behaviour);
    return true;
  });
}

// ---------------------------------------------------------------------------------------------
// When it is written

let storage: SnapshotStorage | null = null;
let suspended = 0;
let dirty = false;
let timer: ReturnType<typeof setTimeout> | null = null;
let warned = false;
let detach: Array<() => void> = [];

/** Runs `fn` with change tracking off (seeding, restoring, resetting). */
export async function withPersistenceSuspended<T>(fn: () => Promise<T>): Promise<T> {
  suspended++;
  try {
    return await fn();
  } finally {
    suspended--;
  }
}

/** Records that the data changed: a snapshot follows shortly (and at the latest on pagehide). */
export function markDirty(): void {
  if (!storage || suspended > 0) return;
  dirty = true;
  if (timer === null) timer = setTimeout(() => void flushSoon(), SAVE_DELAY_MS);
}

/** Writes any pending change now, its images included (the HTTP server's shutdown). */
export async function flushPersistence(): Promise<void> {
  if (timer !== null) clearTimeout(timer);
  await flushSoon();
}

async function flushSoon(): Promise<void> {
  timer = null;
  if (!storage || !dirty) return;
  // Make sure every Blob has its data URL before the synchronous write.
  await primeAll();
  flushNow();
}

/** Writes the snapshot now, synchronously (pagehide). Returns whether it was written. */
export function flushNow(): boolean {
  if (!storage || !dirty) return false;
  const snapshot = takeSnapshot();
  if (!snapshot) {
    // A Blob is still converting (an upload a few ms ago): the pending flushSoon writes it.
    if (timer === null) timer = setTimeout(() => void flushSoon(), SAVE_DELAY_MS);
    return false;
  }
  try {
    storage.setItem(SNAPSHOT_KEY, JSON.stringify(snapshot));
    dirty = false;
    return true;
  } catch (error) {
    // Full storage (quota) or none at all: the previous snapshot stays, the backend carries on, and
    // the next write tries again.
    if (!warned) {
      warned = true;
      console.warn('[mocks] Não foi possível salvar os dados da demonstração no navegador (armazenamento cheio?).', error);
    }
    return false;
  }
}

const onPageHide = () => {
  flushNow();
};
const onVisibility = () => {
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') flushNow();
};

/**
 * Turns persistence on: listens to every collection's writes and to the page lifecycle. Call after
 * the database holds its initial data (restored or seeded).
 */
export function enablePersistence(target: SnapshotStorage, options: { writeNow?: boolean } = {}): void {
  disablePersistence();
  storage = target;
  warned = false;
  let active = true;
  // Every table, and again each fresh table a reset (`clearDb`) puts in place.
  const stopWatching = eachTable((_name, table) => {
    const collection = table as unknown as CollectionLike;
    collection.hooks.on('create', async (event) => {
      if (!active || suspended > 0) return;
      // Awaited by the collection before the record is stored: the Blob is convertible at once after.
      await primeBlobs(event.data.record);
      markDirty();
    });
    collection.hooks.on('update', (event) => {
      if (!active || suspended > 0) return;
      void primeBlobs(event.data.nextRecord).then(markDirty);
      markDirty();
    });
    collection.hooks.on('delete', () => {
      if (active) markDirty();
    });
  });
  detach.push(() => {
    active = false;
    stopWatching();
  });
  detach.push(onBehaviourChange(() => markDirty()));
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibility);
    detach.push(() => {
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibility);
    });
  }
  // Convert the images already stored (seed or snapshot) ahead of the first write, so that a
  // synchronous flush on pagehide right after it has every data URL it needs; in idle time (it is a
  // few dozen milliseconds of work the first screen should not wait behind). A write before then
  // primes what it needs itself (`flushSoon`).
  whenIdle(() => void primeAll());
  if (options.writeNow) {
    dirty = true;
    void flushSoon();
  }
}

/**
 * Converts the Blob of every stored record a snapshot would save (cached): those that are not their
 * seed row. (The seed's images are rebuilt with the seed, never saved.)
 */
export async function primeAll(): Promise<void> {
  const seed = seedOfScenario(getBehaviour().scenario);
  const pending: Array<Promise<void>> = [];
  for (const name of TABLE_ORDER) {
    const records = db[name].all();
    const untouched = untouchedRows(name, records, seed);
    for (let i = 0; i < records.length; i++) if (untouched[i]! < 0) pending.push(primeBlobs(records[i]));
  }
  await Promise.all(pending);
}

/** Turns persistence off (tests). The stored snapshot stays. */
export function disablePersistence(): void {
  for (const undo of detach) undo();
  detach = [];
  if (timer !== null) clearTimeout(timer);
  timer = null;
  dirty = false;
  storage = null;
}

/** Whether the demo snapshot is being kept. */
export const isPersistenceEnabled = (): boolean => storage !== null;

/** Forgets the stored snapshot (reset demo data). Tracking stays on for later writes. */
export function clearSnapshot(target: SnapshotStorage | null = storage): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  dirty = false;
  try {
    target?.removeItem(SNAPSHOT_KEY);
  } catch {
    // Storage unavailable: nothing stored either.
  }
}

/** The browser's localStorage when it is usable (private modes may throw). */
export function browserStorage(): SnapshotStorage | null {
  try {
    if (typeof localStorage === 'undefined') return null;
    const probe = `${SNAPSHOT_KEY}:probe`;
    localStorage.setItem(probe, '1');
    localStorage.removeItem(probe);
    return localStorage;
  } catch {
    return null;
  }
}
