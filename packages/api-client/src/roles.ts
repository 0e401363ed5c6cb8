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

/** Each role's identifier as `accountRoles.uuid` carries it (the role list's `id`). */
export const roleUuid = (role: RoleName): string => `role-${role.toLowerCase().replace(/_/g, '-')}`;
export const roleFromUuid = (uuid: string): RoleName | null => ROLE_NAMES.find((r) => roleUuid(r) === uuid) ?? null;
/** The role list of the create-user form: `{ texto, id }` (spec 02 §3); the form defaults to the sixth entry. */
export const ROLE_OPTIONS: ReadonlyArray<{ texto: RoleName; id: string }> = ROLE_NAMES.map((texto) => ({ texto, id: roleUuid(texto) }));
