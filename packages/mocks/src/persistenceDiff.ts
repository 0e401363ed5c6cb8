import { db, settleKeys, tableVersion, type TableName } from './db';
import { seedRowOf, SeedPatchError, TABLE_ORDER, type SeedData, type SeedPatch, type TablePatch } from './seed';
import { decodeRecord, encodeRecord } from './persistenceImages';

/**
 * The demo snapshot's diff: what the database holds beyond the scenario's seed, per table (the seed
 * rows removed, the seed rows changed, at their place, and the rows added), and that diff back as the
 * patch `loadSeed` applies. The tables store the seed's own rows, and a write stores a new record, so
 * a record that is its seed row is untouched; an updated one keeps the key of its row (`seedRowOf`),
 * so it is saved in its place. Finding the changes is one pass over each table written to since the
 * last snapshot, with no comparison of values.
 */

/**
 * What a table holds beyond its seed rows. Indexes are the seed's rows; `removed` as `[from, to)`
 * ranges. Restored as: the seed rows, less the removed, with the changed in their place, then the added.
 */
export interface TableChanges {
  removed?: Array<[number, number]>;
  changed?: Array<[number, unknown]>;
  added?: unknown[];
}

/**
 * The seed row of each stored record of a table: its index when the record is that row, untouched,
 * else -1. The untouched rows come in seed order (an update replaces in place, a create appends), so
 * a record that is the next seed row needs no other look; a key is read (`seedRowOf`) only off the
 * others, and a table with none is read without its keys (a load may leave them for later).
 */
export function untouchedRows(name: TableName, records: readonly object[], seed: SeedData): Int32Array {
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
      if (untouched[i]! < 0) changed.push([row, encodeRecord(record)]);
    } else {
      added.push(encodeRecord(record));
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

/** The changes of every table that differs from the seed. Throws MissingBlobError while a Blob is still being converted. */
export function changesAgainstSeed(seed: SeedData): Partial<Record<TableName, TableChanges>> {
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
  return changes;
}

/** A snapshot's changes with their Blobs back (`loadSeed` checks the rest). */
export function patchOf(changes: Partial<Record<TableName, TableChanges>>): SeedPatch {
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
      changed: changed?.map((entry) => (Array.isArray(entry) ? ([entry[0], decodeRecord(entry[1])] as const) : entry)),
      added: added?.map(decodeRecord),
    };
  }
  return patch;
}
