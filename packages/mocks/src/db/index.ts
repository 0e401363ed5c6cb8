import { Collection } from '@msw/data';
import { AccountRecordSchema } from './schemas';

/** The simulated backend's tables. One instance per page (browser) or per process (node tests). */
export const db = {
  accounts: new Collection({ schema: AccountRecordSchema }),
};
export type MockDb = typeof db;

export function clearDb(): void {
  for (const collection of Object.values(db)) collection.clear();
}
