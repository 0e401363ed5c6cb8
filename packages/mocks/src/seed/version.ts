/**
 * Bump whenever the seed's content or the shape of its records changes: a demo snapshot saved
 * under another version is dropped at start-up and the new seed loads instead.
 */
export const SEED_VERSION = '2026-11-16.1';
