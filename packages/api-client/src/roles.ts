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
 * Spec 02 §6 names two rules: MARKETPLACE_ADMIN can edit all; MARKETPLACE_PROVIDER_ADMIN can edit its
 * own. It names five more roles without rules; we decided them by their names (viewers read, editors
 * edit, within their scope):
 *
 * | role                        | canEditAll | canEditSelf |
 * | --------------------------- | ---------- | ----------- |
 * | MARKETPLACE_ADMIN           | yes        | yes         |
 * | MARKETPLACE_EDITOR          | yes        | yes         |
 * | MARKETPLACE_PROVIDER_ADMIN  | no         | yes         |
 * | PROVIDER_EDITOR             | no         | yes         |
 * | MARKETPLACE_VIEWER, PROVIDER_VIEWER, MARKETPLACE_USER | no | no |
 *
 * Everyone edits their own profile. The mock backend enforces the same table (403), so the UI and the
 * server never disagree.
 */
const EDIT_ALL: ReadonlySet<RoleName> = new Set(['MARKETPLACE_ADMIN', 'MARKETPLACE_EDITOR']);
const EDIT_SELF: ReadonlySet<RoleName> = new Set([...EDIT_ALL, 'MARKETPLACE_PROVIDER_ADMIN', 'PROVIDER_EDITOR']);
export function permissionsFor(role: RoleName | null | undefined): Permissions {
  return {
    canEditAll: role != null && EDIT_ALL.has(role),
    canEditSelf: role != null && EDIT_SELF.has(role),
  };
}

/** No permission: a failed account lookup, or a session without token or email (spec 02 §2). */
export const NO_PERMISSIONS: Permissions = { canEditAll: false, canEditSelf: false };

/** Each role's identifier as `accountRoles.uuid` carries it (the role list's `id`). */
export const roleUuid = (role: RoleName): string => `role-${role.toLowerCase().replace(/_/g, '-')}`;
export const roleFromUuid = (uuid: string): RoleName | null => ROLE_NAMES.find((r) => roleUuid(r) === uuid) ?? null;
/** The role list of the create-user form: `{ texto, id }` (spec 02 §3); the form defaults to the sixth entry. */
export const ROLE_OPTIONS: ReadonlyArray<{ texto: RoleName; id: string }> = ROLE_NAMES.map((texto) => ({ texto, id: roleUuid(texto) }));
