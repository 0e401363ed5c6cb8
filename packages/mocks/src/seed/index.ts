import * as v from 'valibot';
import {
  canAdoptRecords,
  insertRecords,
  recordKey,
  setRecordKeys,
  settleKeys,
  TABLE_SCHEMAS,
  type MockDb,
  type TableName,
  type TableRow,
} from '../db';
import { seededRandom } from '../lib/random';
import { seedAccounts } from './accounts';
import { seedApps, seedCategories, seedProviders } from './catalogue';
import { APPS } from './content/apps';
import { LEIS } from './content/leis';
import { dashboardSingletons, seedNews, seedShortcuts } from './dashboard';
import { seedLeis } from './leis';
import { seedPeople } from './people';
import { emptyTables } from './tables';
import { timeSlices, whenIdle } from '../lib/slices';

/** The values `db[table].create()` accepts, per table. */
export type SeedRow<K extends TableName> = TableRow<K>;
/** Every table's rows: what `createSeed()` returns and `loadSeed()` inserts. */
export type SeedData = { [K in TableName]: Array<SeedRow<K>> };

export interface SeedOptions {
  /**
   * Total number of apps (default: the 45 curated ones). Above that, the curated apps are repeated
   * with a numbered suffix, sharing their images: the benchmark's 10,000-app catalogue.
   */
  appCount?: number;
  /**
   * Total number of accounts, the four demo ones included (default, and minimum: the demo accounts and
   * the curated people). Above that, the curated people are repeated with a numbered name, e-mail and
   * uuid (`Eduardo Nascimento 2`, `eduardo.nascimento.2@portalfiscal.demo`), sharing their avatar: the
   * `large` scenario's 1,000 accounts. The four demo accounts stay exactly as they are.
   */
  accountCount?: number;
  /**
   * Total number of leis (default: the curated ones). Above that, the curated leis are repeated with a
   * numbered title and uuid (`Orquestra Jovem do Recôncavo 2`, `lei-0027-orquestra-reconcavo-2`), sharing
   * their photo: the `large` scenario's catalogue of incentive laws.
   */
  leiCount?: number;
  /** `empty` keeps only the four demo accounts and the dashboard's single values. */
  variant?: 'default' | 'empty';
}

/**
 * The seed of the simulated backend: a pure, deterministic function (fixed "now", seeded PRNG, no
 * clock, no network). Two calls return equal data; only the image objects of the assets are new.
 * Its steps run in this order, which the output depends on (the random numbers and the images are
 * drawn in it): the catalogue's providers and categories, the accounts, the apps (with their ratings),
 * the leis, the dashboard's shortcuts, news and single values.
 */
export function createSeed(options: SeedOptions = {}): SeedData {
  const t = emptyTables();
  const demo = seedAccounts();
  t.accounts.push(...demo);
  if (options.variant === 'empty') {
    dashboardSingletons(t, false);
    return t;
  }
  const providerByUuid = seedProviders(t);
  const categoryOfSub = seedCategories(t);
  seedPeople(t, demo.length, options.accountCount);
  seedApps(t, {
    rnd: seededRandom(20261116),
    total: Math.max(options.appCount ?? APPS.length, 0),
    providerByUuid,
    categoryOfSub,
    raters: t.accounts.filter((a) => a.accountsStatus === 'ATIVO'),
  });
  seedLeis(t, Math.max(options.leiCount ?? LEIS.length, 0), providerByUuid);
  seedShortcuts(t);
  seedNews(t);
  dashboardSingletons(t, true);
  return t;
}

/** The tables in insertion order (referenced tables first). */
export const TABLE_ORDER: readonly TableName[] = [
  'accounts',
  'providerTypes',
  'providers',
  'categories',
  'subcategories',
  'tags',
  'apps',
  'appMedias',
  'categoryRelationships',
  'mainFunctionalities',
  'ratings',
  'leis',
  'shortcuts',
  'assets',
  'newsPosts',
  'indicators',
  'taxCounter',
  'weather',
  'passwordResetTokens',
  'outbox',
];

// ---------------------------------------------------------------------------------------------
// Loading

/**
 * Whether a seed's rows are frozen, deeply, the first time they are loaded. The same objects are
 * stored again by every reset (`insertRecords`), so a change made in place would leak into the next
 * reset; frozen, it throws instead (nothing does: @msw/data's update stores a new record). On under
 * Node, where the tests run every handler against the seed; off in the browser, where freezing the
 * large scenario's 100,000 rows would cost some 25 ms of its start.
 */
let freezeSeeds = typeof document === 'undefined';
export const setSeedFreezing = (on: boolean): void => {
  freezeSeeds = on;
};

function deepFreeze(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) deepFreeze(item);
    Object.freeze(value);
  } else if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
}

/** Per seed, the tag in its records' keys (`${tag}:${row}`) and the tables whose rows have them. */
const seedKeys = new WeakMap<SeedData, { tag: string; keyed: Set<TableName> }>();
let seedsKeyed = 0;
function keysOf(seed: SeedData): { tag: string; keyed: Set<TableName> } {
  let keys = seedKeys.get(seed);
  if (!keys) {
    keys = { tag: `seed${++seedsKeyed}`, keyed: new Set() };
    seedKeys.set(seed, keys);
  }
  return keys;
}

/**
 * Makes one table of a seed storable as it is, once: each row gets its key, `${tag}:${row}` (and is
 * frozen, see `freezeSeeds`). The rows already are their schema's output: seed.test.ts checks every
 * row of every variant. Synchronous; only once `canAdoptRecords()` resolved true.
 */
function keySeedTable(seed: SeedData, table: TableName): void {
  const keys = keysOf(seed);
  if (keys.keyed.has(table)) return;
  keys.keyed.add(table);
  setRecordKeys(seed[table], (row) => `${keys.tag}:${row}`);
  if (freezeSeeds) for (const row of seed[table]) deepFreeze(row);
}

/**
 * The seed row a stored record stands for: its index when the record is that row, or an update of it
 * (or a saved change of it, restored), else -1 (a record created since, or of another seed).
 * `seed[table][index] === record` tells whether it is still the row itself, untouched. Read after
 * `settleKeys(table)`: a load may leave the keys for later.
 */
export function seedRowOf(seed: SeedData, record: object): number {
  const tag = seedKeys.get(seed)?.tag;
  const key = tag ? recordKey(record) : undefined;
  if (!key || !key.startsWith(`${tag}:`)) return -1;
  const row = key.slice(tag!.length + 1);
  return /^\d+$/.test(row) ? Number(row) : -1;
}

/**
 * Changes to a table's seed rows (the demo's saved data, persistence.ts): `removed` as `[from, to)`
 * ranges of rows, `changed` rows at their index, `added` rows after the seed's. Changed and added
 * rows are checked against the table's schema as `create` would.
 */
export interface TablePatch {
  removed?: ReadonlyArray<readonly [number, number]>;
  changed?: ReadonlyArray<readonly [number, unknown]>;
  added?: readonly unknown[];
}
export type SeedPatch = { readonly [K in TableName]?: TablePatch };

export class SeedPatchError extends Error {}
const isIndex = (value: unknown, length: number): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < length;

/** A table's records: the seed's rows with a patch applied (seed rows kept as the same objects). Throws SeedPatchError or the schema's error. */
function patchedRecords<K extends TableName>(table: K, rows: readonly object[], patch: TablePatch, tag: string | null): object[] {
  const schema: v.GenericSchema = TABLE_SCHEMAS[table];
  const out: Array<object | null> = [...rows];
  for (const range of patch.removed ?? []) {
    const [from, to] = Array.isArray(range) ? range : [];
    if (!isIndex(from, rows.length) || !Number.isInteger(to) || (to as number) <= from || (to as number) > rows.length)
      throw new SeedPatchError(`${table}: removed`);
    out.fill(null, from, to);
  }
  const changed: object[] = [];
  const changedRows: number[] = [];
  for (const entry of patch.changed ?? []) {
    if (!Array.isArray(entry) || !isIndex(entry[0], rows.length)) throw new SeedPatchError(`${table}: changed`);
    const record = v.parse(schema, entry[1]) as object;
    out[entry[0]] = record;
    changed.push(record);
    changedRows.push(entry[0]);
  }
  const added = (patch.added ?? []).map((row) => v.parse(schema, row) as object);
  if (tag) {
    // A changed row keeps its seed row's key (so the next snapshot finds its place); an added one gets its own.
    setRecordKeys(changed, (i) => `${tag}:${changedRows[i]}`);
    setRecordKeys(added, (i) => `${tag}:+${i}`);
  }
  const records = out.filter((record): record is object => record !== null);
  records.push(...added);
  return records;
}

/**
 * Loads a seed into the (empty) tables, in TABLE_ORDER, in short slices (the demo loads beside its
 * first screen), with `patch` applied: the demo's saved changes. Rejects when the patch does not fit
 * the seed or one of its rows its schema.
 *
 * The seed's rows are stored as they are (`insertRecords`): every reset after the first only
 * appends them. Their keys, which @msw/data needs to update or remove a record but not to read it,
 * are set table by table in idle time after the first load, or by the first write to a table,
 * whichever comes first: for the large scenario's 100,000 rows that is some 40 ms the first page of
 * the marketplace need not wait for. (Frozen seeds, under Node, are keyed at once.)
 */
export async function loadSeed(database: MockDb, data: SeedData, patch: SeedPatch = {}): Promise<void> {
  const next = timeSlices();
  const adopt = await canAdoptRecords();
  const keys = adopt ? keysOf(data) : null;
  const now = (table: TableName) => freezeSeeds || patch[table] !== undefined;
  for (const table of TABLE_ORDER) {
    if (keys && now(table)) {
      keySeedTable(data, table);
      await next();
    }
  }
  for (const table of TABLE_ORDER) {
    const tablePatch = patch[table];
    const records = tablePatch ? patchedRecords(table, data[table], tablePatch, keys?.tag ?? null) : data[table];
    const later = keys && !keys.keyed.has(table) ? () => keySeedTable(data, table) : undefined;
    await insertRecords(database[table], records, next, later);
  }
  if (keys && keys.keyed.size < TABLE_ORDER.length) {
    // One table per idle period; a table written to meanwhile has its keys already (settleKeys).
    const rest = TABLE_ORDER.filter((table) => !keys.keyed.has(table));
    const step = () => {
      const table = rest.shift();
      if (!table) return;
      settleKeys(database[table]);
      keySeedTable(data, table);
      whenIdle(step, 1000);
    };
    whenIdle(step, 1000);
  }
}
