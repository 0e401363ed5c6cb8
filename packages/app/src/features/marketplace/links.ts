import { paths } from '../../paths';

/** Addresses of the marketplace's records: the record travels in the address, never in navigation state. */
export const appViewHref = (appUuid: string, tab?: string) =>
  `${paths.appView}?id=${encodeURIComponent(appUuid)}${tab ? `&tab=${encodeURIComponent(tab)}` : ''}`;
export const providerViewHref = (uuid: string) => `${paths.providerView}?id=${encodeURIComponent(uuid)}`;
export const leiViewHref = (uuid: string) => `${paths.leiView}?lei=${encodeURIComponent(uuid)}`;

/** An id read from the address: trimmed, and only the characters ids are made of; anything else is not an id. */
export function idParam(search: string, name = 'id'): string | null {
  const value = new URLSearchParams(search).get(name)?.trim() ?? '';
  return /^[\w-]{1,100}$/.test(value) ? value : null;
}
