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

/** A fresh, empty set of the backend's tables (seeding benchmarks load into these). */
export function createTables() {
  return {
    accounts: tracked(new Collection({ schema: AccountRecordSchema })),
    providerTypes: tracked(new Collection({ schema: ProviderTypeRecordSchema })),
    providers: tracked(new Collection({ schema: ProviderRecordSchema })),
    categories: tracked(new Collection({ schema: CategoryRecordSchema })),
    subcategories: tracked(new Collection({ schema: SubcategoryRecordSchema })),
    tags: tracked(new Collection({ schema: TagRecordSchema })),
    apps: tracked(new Collection({ schema: AppRecordSchema })),
    appMedias: tracked(new Collection({ schema: AppMediaRecordSchema })),
    categoryRelationships: tracked(new Collection({ schema: CategoryRelationshipRecordSchema })),
    mainFunctionalities: tracked(new Collection({ schema: MainFunctionalityRecordSchema })),
    ratings: tracked(new Collection({ schema: RatingRecordSchema })),
    leis: tracked(new Collection({ schema: LeiRecordSchema })),
    shortcuts: tracked(new Collection({ schema: ShortcutRecordSchema })),
    assets: tracked(new Collection({ schema: AssetRecordSchema })),
    newsPosts: tracked(new Collection({ schema: NewsPostRecordSchema })),
    indicators: tracked(new Collection({ schema: IndicatorRecordSchema })),
    taxCounter: tracked(new Collection({ schema: TaxCounterRecordSchema })),
    weather: tracked(new Collection({ schema: WeatherRecordSchema })),
    passwordResetTokens: tracked(new Collection({ schema: PasswordResetTokenRecordSchema })),
    outbox: tracked(new Collection({ schema: OutboxRecordSchema })),
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
