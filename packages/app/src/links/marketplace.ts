import { paths } from '../paths';

/** Addresses of the marketplace's records: the record travels in the address, never in navigation state. */
export const appViewHref = (appUuid: string, tab?: string) =>
  `${paths.appView}?id=${encodeURIComponent(appUuid)}${tab ? `&tab=${encodeURIComponent(tab)}` : ''}`;
export const providerViewHref = (uuid: string) => `${paths.providerView}?id=${encodeURIComponent(uuid)}`;
