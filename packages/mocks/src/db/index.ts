import { Collection } from '@msw/data';
import {
  AccountRecordSchema,
  AppMediaRecordSchema,
  AppRecordSchema,
  AssetRecordSchema,
  CategoryRecordSchema,
  CategoryRelationshipRecordSchema,
  IndicatorRecordSchema,
  LeiRecordSchema,
  MainFunctionalityRecordSchema,
  NewsPostRecordSchema,
  OutboxRecordSchema,
  PasswordResetTokenRecordSchema,
  ProviderRecordSchema,
  ProviderTypeRecordSchema,
  RatingRecordSchema,
  ShortcutRecordSchema,
  SubcategoryRecordSchema,
  TagRecordSchema,
  TaxCounterRecordSchema,
  WeatherRecordSchema,
} from './schemas';

export * from './schemas';

// ---------------------------------------------------------------------------------------------
// Write tracking: every table carries a version that changes on each write, so derived lookups
// (lib/indexes.ts) know when to rebuild.

const versions = new WeakMap<object, number>();
const bump = (table: object) => versions.set(table, (versions.get(table) ?? 0) + 1);

/** Bumped on every write to the table (0 for a table never written, or not created by `createTables`). */
export const tableVersion = (table: object): number => versions.get(table) ?? 0;

/** The writing methods of a Collection (createMany goes through create). */
const WRITERS = ['create', 'update', 'updateMany', 'delete', 'deleteMany', 'clear'] as const;

/**
 * Wraps the writing methods of one collection so that its version changes before the write starts
 * AND once it has finished. The second bump is what makes the lookups exact: `create` and `update`
 * await their hooks and the schema before they store the record, so a lookup rebuilt during that
 * gap misses the write, and is thrown away by the bump that follows it. (The collection's own
 * hooks fire before the record is stored, so they cannot give that guarantee by themselves.)
 * A write also gives the table's records their keys first, if a load left them for later
 * (`insertRecords`): @msw/data finds the record to replace or remove by its key.
 */
function tracked<C extends object>(table: C): C {
  bump(table);
  for (const name of WRITERS) {
    const write: unknown = Reflect.get(table, name);
    if (typeof write !== 'function') continue;
    Object.defineProperty(table, name, {
      configurable: true,
      writable: true,
      value: (...args: unknown[]): unknown => {
        settleKeys(table);
        bump(table);
        let result: unknown;
        try {
          result = Reflect.apply(write, table, args);
        } finally {
          if (!(result instanceof Promise)) bump(table);
        }
        return result instanceof Promise ? result.finally(() => bump(table)) : result;
      },
    });
  }
  return table;
}

/** Each table's record schema: what `create` checks a record against (and a restored demo's rows, seed/index.ts). */
export const TABLE_SCHEMAS = {
  accounts: AccountRecordSchema,
  providerTypes: ProviderTypeRecordSchema,
  providers: ProviderRecordSchema,
  categories: CategoryRecordSchema,
  subcategories: SubcategoryRecordSchema,
  tags: TagRecordSchema,
  apps: AppRecordSchema,
  appMedias: AppMediaRecordSchema,
  categoryRelationships: CategoryRelationshipRecordSchema,
  mainFunctionalities: MainFunctionalityRecordSchema,
  ratings: RatingRecordSchema,
  leis: LeiRecordSchema,
  shortcuts: ShortcutRecordSchema,
  assets: AssetRecordSchema,
  newsPosts: NewsPostRecordSchema,
  indicators: IndicatorRecordSchema,
  taxCounter: TaxCounterRecordSchema,
  weather: WeatherRecordSchema,
  passwordResetTokens: PasswordResetTokenRecordSchema,
  outbox: OutboxRecordSchema,
} as const;

/** A fresh, empty set of the backend's tables (seeding benchmarks load into these). */
export function createTables() {
  const table = <S extends (typeof TABLE_SCHEMAS)[keyof typeof TABLE_SCHEMAS]>(schema: S) => tracked(new Collection({ schema }));
  return {
    accounts: table(TABLE_SCHEMAS.accounts),
    providerTypes: table(TABLE_SCHEMAS.providerTypes),
    providers: table(TABLE_SCHEMAS.providers),
    categories: table(TABLE_SCHEMAS.categories),
    subcategories: table(TABLE_SCHEMAS.subcategories),
    tags: table(TABLE_SCHEMAS.tags),
    apps: table(TABLE_SCHEMAS.apps),
    appMedias: table(TABLE_SCHEMAS.appMedias),
    categoryRelationships: table(TABLE_SCHEMAS.categoryRelationships),
    mainFunctionalities: table(TABLE_SCHEMAS.mainFunctionalities),
    ratings: table(TABLE_SCHEMAS.ratings),
    leis: table(TABLE_SCHEMAS.leis),
    shortcuts: table(TABLE_SCHEMAS.shortcuts),
    assets: table(TABLE_SCHEMAS.assets),
    newsPosts: table(TABLE_SCHEMAS.newsPosts),
    indicators: table(TABLE_SCHEMAS.indicators),
    taxCounter: table(TABLE_SCHEMAS.taxCounter),
    weather: table(TABLE_SCHEMAS.weather),
    passwordResetTokens: table(TABLE_SCHEMAS.passwordResetTokens),
    outbox: table(TABLE_SCHEMAS.outbox),
  };
}
export type MockDb = ReturnType<typeof createTables>;
export type TableName = keyof MockDb;

/**
 * The simulated backend's tables. One instance per page (browser) or per process (node tests).
 * The object itself never changes; `clearDb()` swaps its collections for empty ones, so always
 * reach a table through it (`db.apps.findMany(...)`) rather than keeping `db.apps` in a variable.
 */
export const db: MockDb = createTables();

type TableListener = (name: TableName, table: MockDb[TableName]) => void;
const tableListeners = new Set<TableListener>();

/**
 * Calls `listener` for every current table and again for each new one `clearDb()` puts in place
 * (to attach collection hooks that survive a reset). Returns the unsubscribe.
 */
export function eachTable(listener: TableListener): () => void {
  tableListeners.add(listener);
  for (const [name, table] of Object.entries(db) as Array<[TableName, MockDb[TableName]]>) listener(name, table);
  return () => tableListeners.delete(listener);
}

/**
 * Empties every table by replacing it with a new collection: `Collection.clear()` removes records
 * one by one with a linear search each (quadratic: minutes at 100k rows), and emits a delete hook
 * per record, which nothing here needs (resets run with persistence suspended).
 */
export function clearDb(): void {
  const fresh = createTables();
  Object.assign(db, fresh);
  for (const listener of [...tableListeners]) {
    for (const [name, table] of Object.entries(fresh) as Array<[TableName, MockDb[TableName]]>) listener(name, table);
  }
}

// ---------------------------------------------------------------------------------------------
// Bulk loading

/** The values `db[table].create()` accepts, per table. */
export type TableRow<K extends TableName> = Parameters<MockDb[K]['create']>[0];

interface BulkTarget {
  create(values: never): Promise<object>;
  all(): object[];
}

/** @msw/data's two record symbols (primary key, relation map): the package does not export them. */
interface RecordSymbols {
  primaryKey: symbol;
  relationMap: symbol;
}

/**
 * An empty relation map shared by every record stored with `insertRecords`: no table defines
 * relations, so @msw/data only ever reads it; a write would be a bug, and throws.
 */
class NoRelations extends Map<string, never> {
  override set(): this {
    throw new Error('Mock tables define no relations.');
  }
}
const NO_RELATIONS = new NoRelations();

function keyRecord(record: object, key: string, symbols: RecordSymbols): void {
  Object.defineProperty(record, symbols.primaryKey, { value: key, enumerable: false, configurable: false, writable: false });
  Object.defineProperty(record, symbols.relationMap, { value: NO_RELATIONS, enumerable: false, configurable: false, writable: false });
}

/**
 * Finds @msw/data's record symbols on a record it made, and checks on a throwaway collection that a
 * record given those symbols and appended to `all()` is one like any other: counted, found, updated
 * (a new record, in its place, with its key) and deleted. Null, and loads go through `create`, when not.
 */
async function probeRecordSymbols(): Promise<RecordSymbols | null> {
  try {
    const probe = new Collection({ schema: WeatherRecordSchema });
    const first = await probe.create({ name: 'a', lat: 0, lng: 0, temp: 0 });
    const symbols = Object.getOwnPropertySymbols(first);
    const primaryKey = symbols.find((s) => s.description === 'kPrimaryKey');
    const relationMap = symbols.find((s) => s.description === 'kRelationMap');
    const live = probe.all();
    if (symbols.length !== 2 || !primaryKey || !relationMap || live !== probe.all() || typeof Reflect.get(first, primaryKey) !== 'string')
      return null;
    const found: RecordSymbols = { primaryKey, relationMap };
    const second = { name: 'b', lat: 1, lng: 1, temp: 1 };
    keyRecord(second, 'probe:b', found);
    (live as object[]).push(second);
    if (probe.count() !== 2 || probe.findFirst((q) => q.where({ name: 'b' })) !== second) return null;
    const updated = await probe.update((q) => q.where({ name: 'b' }), { data: (w) => void (w.temp = 2) });
    if (probe.all()[1] !== updated || updated?.temp !== 2 || Reflect.get(updated, primaryKey) !== 'probe:b' || second.temp !== 1)
      return null;
    probe.delete((q) => q.where({ name: 'b' }));
    return probe.count() === 1 && probe.all()[0] === first ? found : null;
  } catch {
    return null;
  }
}
let probed: Promise<RecordSymbols | null> | null = null;
/** Known once the first `recordSymbols()` resolves (every load awaits it). */
let knownSymbols: RecordSymbols | null = null;
async function recordSymbols(): Promise<RecordSymbols | null> {
  knownSymbols = await (probed ??= probeRecordSymbols());
  return knownSymbols;
}

/**
 * Whether records can be stored as they are (`insertRecords`, `setRecordKeys`); else a load copies
 * each through `create`. Resolves once; after that, the synchronous functions below may be used.
 */
export const canAdoptRecords = async (): Promise<boolean> => (await recordSymbols()) !== null;

/**
 * Gives records their primary keys (a table holds one record per key; an update keeps it), once:
 * each must be a record `insertRecords` will store as it is, a schema's output. Only after
 * `canAdoptRecords()` resolved true; throws otherwise.
 */
export function setRecordKeys(records: readonly object[], key: (index: number) => string): void {
  if (!knownSymbols) throw new Error('Records cannot be stored as they are here (canAdoptRecords).');
  for (let i = 0; i < records.length; i++) keyRecord(records[i]!, key(i), knownSymbols);
}

/**
 * The primary key of a stored record, as `setRecordKeys` gave it (and updates keep it); a created
 * record has a random one. Undefined before its keys are set (see `settleKeys`).
 */
export const recordKey = (record: object): string | undefined => {
  const key: unknown = knownSymbols ? Reflect.get(record, knownSymbols.primaryKey) : undefined;
  return typeof key === 'string' ? key : undefined;
};

/** Per table, the keying a load left for later (see `insertRecords`). */
const pendingKeys = new WeakMap<object, () => void>();

/** Gives the table's records their keys now if a load left them for later (every write does this first). */
export function settleKeys(table: object): void {
  const keys = pendingKeys.get(table);
  if (!keys) return;
  pendingKeys.delete(table);
  keys();
}

/**
 * Appends records to a table, in order, AS THEY ARE: each must be its table schema's output (a row
 * checked and copied by the schema, or a seed row the seed tests prove is one) and carry its key
 * (`setRecordKeys`), or get it from `keyLater`: reads need no key, so a load may leave the keys to
 * idle time, and a write to the table sets them first (`settleKeys`). `next` is awaited now and
 * then (see lib/slices.ts).
 *
 * Why not `create`: it costs ~6 µs per record in Chromium (a `crypto.randomUUID()` key, a deep
 * sanitising copy, a schema check, a few awaits), 0.7 s for the 100,000 rows of the `large`
 * scenario; appending is about nothing, and a seed's records can then be stored again by every reset.
 * Sharing is safe because nothing changes a stored record in place: @msw/data's update stores a new
 * record (and the tests run on frozen seeds, seed/index.ts). Should a later @msw/data stop fitting
 * this mould (see `probeRecordSymbols`), each record is copied through `create` instead: slower,
 * never wrong.
 *
 * No create hooks run: only loads (seed, saved demo) call this, with the demo's persistence
 * suspended, and nothing else listens to creates.
 */
export async function insertRecords<K extends TableName>(
  table: MockDb[K],
  records: readonly object[],
  next: () => Promise<void> = async () => undefined,
  keyLater?: () => void,
): Promise<void> {
  const target = table as unknown as BulkTarget;
  const adopt = await canAdoptRecords();
  bump(table);
  try {
    if (adopt) {
      if (keyLater) pendingKeys.set(table, keyLater);
      const live = target.all();
      for (let i = 0; i < records.length; i += 4096) {
        const end = Math.min(i + 4096, records.length);
        for (let j = i; j < end; j++) live.push(records[j]!);
        await next();
      }
    } else {
      for (let i = 0; i < records.length; i++) {
        await target.create(records[i] as never);
        if ((i & 63) === 0) await next();
      }
    }
  } finally {
    bump(table);
  }
}
