import { getDomain as tldtsGetDomain } from 'tldts';
import { describe, expect, it } from 'vitest';
import { DEMO_BASE_URLS } from '@portal-fiscal/mocks';
import { getDomain } from './registrableDomain';

const options = { allowIcannDomains: true, allowPrivateDomains: true };

describe('the demo build’s stand-in for tldts.getDomain', () => {
  const demoHosts = Object.values(DEMO_BASE_URLS).map((url) => new URL(url).hostname);

  it.each([...demoHosts, 'portalfiscal.demo', '127.0.0.1', 'localhost', '::1', 'api.portalfiscal.demo.'])(
    'answers as tldts does for %s',
    (host) => {
      expect(getDomain(host)).toBe(tldtsGetDomain(host, options));
    },
  );

  it('takes the last two labels of a host the public-suffix list does not know', () => {
    expect(getDomain('a.b.portalfiscal.demo')).toBe('portalfiscal.demo');
    expect(getDomain('')).toBeNull();
  });
});
