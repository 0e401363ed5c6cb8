import { describe, expect, it } from 'vitest';
import { canonicalAddress, isUsersAddress } from './addressAliases';

describe('the spec’s users address', () => {
  it('is known with or without a trailing slash', () => {
    expect(isUsersAddress('/settings/management/providers/user')).toBe(true);
    expect(isUsersAddress('/settings/management/providers/user/')).toBe(true);
    expect(isUsersAddress('/settings/management')).toBe(false);
    expect(isUsersAddress('/settings/management/providers/user-view')).toBe(false);
  });

  it('is written as the users tab; any other address is its own', () => {
    expect(canonicalAddress('/settings/management/providers/user')).toBe('/settings/management?tab=gerenciar-usuarios');
    expect(canonicalAddress('/settings/management/providers/user/', '?q=ana&tab=gerenciar-aplicativos&scenario=large')).toBe(
      '/settings/management?tab=gerenciar-usuarios&q=ana&scenario=large',
    );
    expect(canonicalAddress('/settings/management', '?tab=gerenciar-usuarios')).toBeNull();
    expect(canonicalAddress('/dashboard')).toBeNull();
  });
});
