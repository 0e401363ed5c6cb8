import * as v from 'valibot';

/** The seven role names of spec 02 §6. */
export const ROLE_NAMES = [
  'MARKETPLACE_USER',
  'MARKETPLACE_PROVIDER_ADMIN',
  'PROVIDER_VIEWER',
  'MARKETPLACE_EDITOR',
  'PROVIDER_EDITOR',
  'MARKETPLACE_ADMIN',
  'MARKETPLACE_VIEWER',
] as const;
export type RoleName = (typeof ROLE_NAMES)[number];
export const RoleNameSchema = v.picklist(ROLE_NAMES, 'papel desconhecido');

export interface Permissions {
  /** Manages every provider, app and user (marketplace administration). */
  canEditAll: boolean;
  /** Manages its own account's provider and that provider's apps. */
  canEditSelf: boolean;
}

/**
 * Spec 02 §6: MARKETPLACE_ADMIN can edit all; MARKETPLACE_PROVIDER_ADMIN can edit its own.
 * The spec shows no other derivation, so every other role can do neither. The mock backend
 * enforces the same table (403), so the UI and the server never disagree.
 */
export function permissionsFor(role: RoleName | null | undefined): Permissions {
  return {
    canEditAll: role === 'MARKETPLACE_ADMIN',
    canEditSelf: role === 'MARKETPLACE_ADMIN' || role === 'MARKETPLACE_PROVIDER_ADMIN',
  };
}
