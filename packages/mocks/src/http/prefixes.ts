import type { MockBaseUrls } from '../config';

/** Where each base of the contract lives on the server: one port, one path prefix per base. */
export const PREFIXES = { server: '/server', apiNode: '/api-node', assets: '/assets', news: '/news' } as const satisfies Record<
  keyof MockBaseUrls,
  string
>;
