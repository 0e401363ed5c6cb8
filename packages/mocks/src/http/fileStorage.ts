import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { SNAPSHOT_KEY, type SnapshotStorage } from '../persistence';

/**
 * The HTTP server's data file, seen as the snapshot storage the demo keeps in localStorage: the same
 * versioned snapshot (only what differs from the scenario's seed), one JSON file. A write goes to a
 * temporary file beside it, then a rename, so a crash mid-write leaves the previous file whole.
 */
export function fileStorage(path: string): SnapshotStorage {
  const temporary = `${path}.${process.pid}.tmp`;
  return {
    getItem(key) {
      if (key !== SNAPSHOT_KEY) return null;
      try {
        return readFileSync(path, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    setItem(key, value) {
      if (key !== SNAPSHOT_KEY) return;
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(temporary, value);
      renameSync(temporary, path);
    },
    removeItem(key) {
      if (key === SNAPSHOT_KEY) rmSync(path, { force: true });
    },
  };
}
