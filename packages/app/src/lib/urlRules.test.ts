import { describe, expect, it } from 'vitest';
import { isWebsite } from './urlRules';

describe('isWebsite (every address form: the profile, the admin user forms, the products)', () => {
  it('an http(s) address whose host has a dot, or localhost', () => {
    expect(isWebsite('https://exemplo.com.br/produto?x=1')).toBe(true);
    expect(isWebsite('http://localhost:3000')).toBe(true);
    expect(isWebsite('https://exemplo')).toBe(false);
    // The dot must be in the host, not in the path.
    expect(isWebsite('https://exemplo/pagina.html')).toBe(false);
    expect(isWebsite('ftp://exemplo.com.br')).toBe(false);
    expect(isWebsite('exemplo.com.br')).toBe(false);
  });
});
