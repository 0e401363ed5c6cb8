import { clearDb, db, eachTable, settleKeys, tableVersion, type TableName } from './db';
import { loadSeed, seedRowOf, SeedPatchError, TABLE_ORDER, type SeedData, type SeedPatch, type TablePatch } from './seed';
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
 * The tables store the seed's own rows (seed/index.ts), and a write stores a new record, so a record
 * that is its seed row is untouched; an updated one keeps the key of its row (`seedRowOf`), so it is
 * saved in its place. Finding the changes is one pass over each table written to since the last
 * snapshot, with no comparison of values.
 *
 * Writes are detected through the collections' own hooks (create, update, delete), so handlers
 * need not call anything; `markDirty()` exists for writes that bypass the collections.
 *
 * Blobs (uploaded images) are stored as data URLs: the create hook converts them before the record
 * is stored, so the synchronous flush on `pagehide` always has them. A snapshot the storage refuses
 * (quota) leaves the previous one in place and the backend working; the console says so once.
 */

export const SNAPSHOT_KEY = 'portal-fiscal:mock-db';
/** Bump when the snapshot format changes; the seed version and the collection list count too. */
const FORMAT = 2;
const SAVE_DELAY_MS = 200;

export const snapshotVersion = (): string => `${FORMAT}:${SEED_VERSION}:${Object.keys(db).sort().join(',')}`;

/**
 * What a table holds beyond its seed rows. Indexes are the seed's rows; `removed` as `[from, to)`
 * ranges. Restored as: the seed rows, less the removed, with the changed in their place, then the added.
 */
export interface TableChanges {
  removed?: Array<[number, number]>;
  changed?: Array<[number, unknown]>;
  added?: unknown[];
}

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

type AnyRecord = Record<string, unknown>;
interface CollectionLike {
  hooks: {
    on(type: 'create', listener: (event: { data: { record: object } }) => unknown): unknown;
    on(type: 'update', listener: (event: { data: { nextRecord: object } }) => unknown): unknown;
    on(type: 'delete', listener: () => unknown): unknown;
  };
}

// ---------------------------------------------------------------------------------------------
// Blob <-> data URL

const blobUrls = new WeakMap<Blob, string>();

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}

/** Converts a Blob to a base64 data URL and remembers it for the synchronous snapshot. */
export async function blobToDataUrl(blob: Blob): Promise<string> {
  const cached = blobUrls.get(blob);
  if (cached) return cached;
  const url = `data:${blob.type || 'application/octet-stream'};base64,${bytesToBase64(new Uint8Array(await blob.arrayBuffer()))}`;
  blobUrls.set(blob, url);
  return url;
}

/** Rebuilds a Blob from a data URL (base64 or percent-encoded), synchronously. */
export function dataUrlToBlob(url: string): Blob {
  const match = /^data:([^;,]*)((?:;[^;,]*)*?)(;base64)?,(.*)$/s.exec(url);
  if (!match) throw new Error('URL de dados inválida.');
  const type = match[1] || 'application/octet-stream';
  const payload = match[4] ?? '';
  let blob: Blob;
  if (match[3]) {
    const binary = atob(payload);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    blob = new Blob([bytes], { type });
  } else {
    blob = new Blob([decodeURIComponent(payload)], { type });
  }
  blobUrls.set(blob, url);
  return blob;
}

const BLOB_TAG = '$blob';
const isBlob = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;
const isPlainObject = (value: unknown): value is AnyRecord =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** Every Blob inside a record (records are plain JSON-like trees). */
function blobsIn(value: unknown, out: Blob[] = []): Blob[] {
  if (isBlob(value)) out.push(value);
  else if (Array.isArray(value)) for (const item of value) blobsIn(item, out);
  else if (isPlainObject(value)) for (const key of Object.keys(value)) blobsIn(value[key], out);
  return out;
}

/** Converts (and caches) the data URL of every Blob of a record. */
export async function primeBlobs(value: unknown): Promise<void> {
  await Promise.all(blobsIn(value).map((blob) => blobToDataUrl(blob)));
}

class MissingBlobError extends Error {}

/** JSON-safe copy of a record: Blobs become `{ $blob: dataUrl }`. Throws when a Blob is not converted yet. */
function encode(value: unknown): unknown {
  if (isBlob(value)) {
    const url = blobUrls.get(value);
    if (!url) throw new MissingBlobError();
    return { [BLOB_TAG]: url };
  }
  if (Array.isArray(value)) return value.map(encode);
  if (isPlainObject(value)) {
    const out: AnyRecord = {};
    for (const key of Object.keys(value)) out[key] = encode(value[key]);
    return out;
  }
  return value;
}

function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (isPlainObject(value)) {
    const tagged = value[BLOB_TAG];
    if (typeof tagged === 'string' && Object.keys(value).length === 1) return dataUrlToBlob(tagged);
    const out: AnyRecord = {};
    for (const key of Object.keys(value)) out[key] = decode(value[key]);
    return out;
  }
  return value;
}

// ---------------------------------------------------------------------------------------------
// Snapshot

/**
 * The seed row of each stored record of a table: its index when the record is that row, untouched,
 * else -1. The untouched rows come in seed order (an update replaces in place, a create appends), so
 * a record that is the next seed row needs no other look; a key is read (`seedRowOf`) only off the
 * others, and a table with none is read without its keys (a load may leave them for later).
 */
function untouchedRows(name: TableName, records: readonly object[], seed: SeedData): Int32Array {
  const base: readonly object[] = seed[name];
  const rows = new Int32Array(records.length).fill(-1);
  let next = 0;
  let settled = false;
  for (let i = 0; i < records.length; i++) {
    const record = records[i]!;
    if (base[next] === record) {
      rows[i] = next++;
      continue;
    }
    if (!settled) {
      settleKeys(db[name]);
      settled = true;
    }
    const row = seedRowOf(seed, record);
    if (row >= next && base[row] === record) {
      rows[i] = row;
      next = row + 1;
    }
  }
  return rows;
}

/** The changes of one table against its seed rows; null when it holds exactly the seed rows. Throws MissingBlobError. */
function tableChanges(name: TableName, records: readonly object[], seed: SeedData): TableChanges | null {
  const base: readonly object[] = seed[name];
  const untouched = untouchedRows(name, records, seed);
  const placed = new Uint8Array(base.length);
  const changed: Array<[number, unknown]> = [];
  const added: unknown[] = [];
  let last = -1;
  for (let i = 0; i < records.length; i++) {
    const record = records[i]!;
    // A seed row, or an update of one (it keeps the row's key), after the previous seed row found:
    // in its place. Anything else was added.
    const row = untouched[i]! >= 0 ? untouched[i]! : seedRowOf(seed, record);
    if (row > last && row < base.length) {
      placed[row] = 1;
      last = row;
      if (untouched[i]! < 0) changed.push([row, encode(record)]);
    } else {
      added.push(encode(record));
    }
  }
  const removed: Array<[number, number]> = [];
  for (let i = 0; i < base.length; i++) {
    if (placed[i]) continue;
    const from = i;
    while (i + 1 < base.length && !placed[i + 1]) i++;
    removed.push([from, i + 1]);
  }
  if (!removed.length && !changed.length && !added.length) return null;
  return { ...(removed.length ? { removed } : {}), ...(changed.length ? { changed } : {}), ...(added.length ? { added } : {}) };
}

/** The last changes found per table, kept while the table is not written to (a snapshot after one write scans one table). */
const changesCache = new Map<TableName, { table: object; version: number; seed: SeedData; changes: TableChanges | null }>();

/** Builds the snapshot of the database against the scenario's seed, or null while a Blob is still being converted. */
export function takeSnapshot(scenario: ScenarioName = getBehaviour().scenario): Snapshot | null {
  const seed = seedOfScenario(scenario);
  try {
    const changes: Partial<Record<TableName, TableChanges>> = {};
    for (const name of TABLE_ORDER) {
      const table = db[name];
      const version = tableVersion(table);
      const cached = changesCache.get(name);
      let found: TableChanges | null;
      if (cached && cached.table === table && cached.version === version && cached.seed === seed) {
        found = cached.changes;
      } else {
        found = tableChanges(name, table.all(), seed);
        changesCache.set(name, { table, version, seed, changes: found });
      }
      if (found) changes[name] = found;
    }
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

/** A snapshot's changes with their Blobs back (`loadSeed` checks the rest). */
function patchOf(changes: Snapshot['changes']): SeedPatch {
  const patch: { [K in TableName]?: TablePatch } = {};
  for (const name of TABLE_ORDER) {
    const table: unknown = changes[name];
    if (table === undefined) continue;
    if (typeof table !== 'object' || table === null) throw new SeedPatchError(name);
    const { removed, changed, added } = table as TableChanges;
    if ((removed && !Array.isArray(removed)) || (changed && !Array.isArray(changed)) || (added && !Array.isArray(added)))
      throw new SeedPatchError(name);
    patch[name] = {
      removed,
      changed: changed?.map((entry) => (Array.isArray(entry) ? ([entry[0], decode(entry[1])] as const) : entry)),
      added: added?.map(decode),
    };
  }
  return patch;
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
// Writer

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
