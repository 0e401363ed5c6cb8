import { describe, expect, it } from 'vitest';
import { myAccountHref, myAccountView } from './settingsTabs';

describe('My Account ?tab=', () => {
  it.each([
    ['profile', 'profile'],
    ['products', 'products'],
    ['products-list', 'products-list'],
    ['company', 'company'],
    ['images', 'images'],
    ['billing', 'billing'],
    ['security', 'security'],
  ])('%s opens %s', (tab, view) => expect(myAccountView(tab)).toBe(view));

  it.each([null, '', 'Products', 'gerenciar-usuarios', '<script>', 'profile '])('%j falls back to Perfil', (tab) =>
    expect(myAccountView(tab)).toBe('profile'),
  );

  it('writes the address', () => expect(myAccountHref('products-list')).toBe('/settings/my-account?tab=products-list'));
});
