import { describe, expect, it } from 'vitest';
import { NO_PERMISSIONS, ROLE_NAMES, permissionsFor } from './roles';

describe('permissionsFor (the role table, spec 02 §6 and our decisions)', () => {
  it.each([
    ['MARKETPLACE_ADMIN', true, true],
    ['MARKETPLACE_EDITOR', true, true],
    ['MARKETPLACE_PROVIDER_ADMIN', false, true],
    ['PROVIDER_EDITOR', false, true],
    ['MARKETPLACE_VIEWER', false, false],
    ['PROVIDER_VIEWER', false, false],
    ['MARKETPLACE_USER', false, false],
  ] as const)('%s: canEditAll %s, canEditSelf %s', (role, canEditAll, canEditSelf) => {
    expect(permissionsFor(role)).toEqual({ canEditAll, canEditSelf });
  });

  it('covers every role, and editing all implies editing one’s own', () => {
    for (const role of ROLE_NAMES) {
      const p = permissionsFor(role);
      if (p.canEditAll) expect(p.canEditSelf).toBe(true);
    }
  });

  it('gives nothing without a role', () => {
    expect(permissionsFor(null)).toEqual(NO_PERMISSIONS);
    expect(permissionsFor(undefined)).toEqual(NO_PERMISSIONS);
  });
});
