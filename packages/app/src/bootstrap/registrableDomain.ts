/**
 * The one function tough-cookie (msw's cookie store, in the demo's mock backend) takes from `tldts`,
 * for the demo build: `tldts` ships the whole public-suffix list, a third of the mock backend's chunk
 * and much of its start-up time. The demo's backends live on fictitious `*.portalfiscal.demo` hosts
 * (and 127.0.0.1), for which the list has no entry and its default rule applies: the last label is the
 * public suffix, so the registrable domain is the last two labels; an IP address or a single label has
 * none. vite.config.ts points `tldts` here; registrableDomain.test.ts compares it with `tldts`.
 */
const IP_ADDRESS = /^(\d{1,3}(\.\d{1,3}){3}|\[?[0-9a-f:]+\]?)$/i;

export function getDomain(hostname: string | null | undefined): string | null {
  if (!hostname) return null;
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (IP_ADDRESS.test(host)) return null;
  const labels = host.split('.');
  if (labels.length < 2 || labels.some((label) => label === '')) return null;
  return labels.slice(-2).join('.');
}
