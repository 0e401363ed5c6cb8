import type { TableName, TableRow } from '../db';

/** The rows of some tables: what a step of the seed adds to, named by the tables it fills. */
export type SeedTablesOf<K extends TableName> = { [T in K]: Array<TableRow<T>> };

/** Every table, empty: where the seed's steps add their rows. */
export function emptyTables(): SeedTablesOf<TableName> {
  return {
    accounts: [],
    providerTypes: [],
    providers: [],
    categories: [],
    subcategories: [],
    tags: [],
    apps: [],
    appMedias: [],
    categoryRelationships: [],
    mainFunctionalities: [],
    ratings: [],
    leis: [],
    shortcuts: [],
    assets: [],
    newsPosts: [],
    indicators: [],
    taxCounter: [],
    weather: [],
    passwordResetTokens: [],
    outbox: [],
  };
}
