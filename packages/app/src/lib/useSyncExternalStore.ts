/**
 * React 19 has `useSyncExternalStore`; wouter still imports the shim for React 17 from
 * `use-sync-external-store`, which would ship in the entry. vite.config.ts points the shim here.
 */
export { useSyncExternalStore } from 'react';
