import { clearDb, db, eachTable } from './db';
import { timeSlices } from './lib/slices';
import { SEED_VERSION } from './seed/version';
import { getBehaviour, isScenarioName, onBehaviourChange, restoreBehaviour, type MockBehaviour, type ScenarioName } from './state';

/**
 * Demo persistence: a versioned snapshot of every collection in localStorage, written after every
 * write (debounced, and flushed at once on `pagehide` / hidden tab so a reload right after a write
 * loses nothing), restored by `startMockBackend({ persist: true })`. Only the demo app turns it on:
 * stories and tests always start from the seed.
 *
 * Writes are detected through the collections' own hooks (create, update, delete), so handlers
 * need not call anything; `markDirty()` exists for writes that bypass the collections.
 *
 * Blobs (uploaded and generated images) are stored as data URLs: the create hook converts them
 * before the record is stored, so the synchronous flush on `pagehide` always has them.
 */

export const SNAPSHOT_KEY = 'portal-fiscal:mock-db';
/** Bump when the snapshot format changes; the seed version and the collection list count too. */
const FORMAT = 1;
const SAVE_DELAY_MS = 200;

export const snapshotVersion = (): string => `${FORMAT}:${SEED_VERSION}:${Object.keys(db).sort().join(',')}`;

export interface Snapshot {
  version: string;
  savedAt: string;
  scenario: ScenarioName;
  behaviour: MockBehaviour;
  collections: Record<string, unknown[]>;
}

/** The storage the snapshot lives in (localStorage in the browser; injectable for tests). */
export interface SnapshotStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

type AnyRecord = Record<string, unknown>;
interface CollectionLike {
  all(): readonly object[];
  create(values: never): Promise<unknown>;
  hooks: {
    on(type: 'create', listener: (event: { data: { record: object } }) => unknown): unknown;
    on(type: 'update', listener: (event: { data: { nextRecord: object } }) => unknown): unknown;
    on(type: 'delete', listener: () => unknown): unknown;
  };
}
const collections = (): Array<[string, CollectionLike]> => Object.entries(db) as unknown as Array<[string, CollectionLike]>;

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

/** Builds the snapshot of the whole database, or null while a Blob is still being converted. */
export function takeSnapshot(scenario: ScenarioName = getBehaviour().scenario): Snapshot | null {
  try {
    const out: Record<string, unknown[]> = {};
    for (const [name, collection] of collections()) out[name] = collection.all().map(encode);
    return { version: snapshotVersion(), savedAt: new Date().toISOString(), scenario, behaviour: { ...getBehaviour() }, collections: out };
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
      typeof parsed.collections !== 'object' ||
      parsed.collections === null ||
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
 * Loads a snapshot into the (cleared) database. Resolves false, with the database cleared, when a
 * record no longer fits its collection's schema: the caller then seeds afresh.
 */
export async function loadSnapshot(snapshot: Snapshot): Promise<boolean> {
  return withPersistenceSuspended(async () => {
    clearDb();
    try {
      // In short slices: the demo restores its data beside its first screen.
      const next = timeSlices();
      for (const [name, collection] of collections()) {
        for (const record of snapshot.collections[name] ?? []) {
          await collection.create(decode(record) as never);
          await next();
        }
      }
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

/** Runs `task` when the main thread is idle (within 2 s at the latest), or soon where there is no idle callback. */
function whenIdle(task: () => void): void {
  const idle = (globalThis as { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number }).requestIdleCallback;
  if (idle) idle(task, { timeout: 2000 });
  else setTimeout(task, 0);
}

/** Converts every stored Blob to its data URL (cached). */
export async function primeAll(): Promise<void> {
  await Promise.all(collections().map(([, collection]) => primeBlobs(collection.all())));
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
