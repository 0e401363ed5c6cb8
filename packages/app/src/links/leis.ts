import { paths } from '../paths';

/** Addresses of the leis' records: the record travels in the address, so a reload or a shared link shows it. */
export const leiViewHref = (leiUuid: string) => `${paths.leiView}?lei=${encodeURIComponent(leiUuid)}`;
export const facilitatorHref = (leiUuid: string) => `${paths.leiFacilitator}?id=${encodeURIComponent(leiUuid)}`;
