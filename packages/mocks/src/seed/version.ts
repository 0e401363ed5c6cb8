/**
 * Bump whenever the seed's content or the shape of its records changes: a demo snapshot saved
 * under another version is dropped at start-up and the new seed loads instead. (A snapshot holds
 * only the changes to the seed, by row index: persistence.ts. Any change to what `createSeed`
 * returns, the order of its rows included, must bump this.)
 */
export const SEED_VERSION = '2026-11-28.1';
