import { permissionsFor } from '@portal-fiscal/api-client';
import type { AccountRecord, AppRecord } from '../db';
import { forbidden } from './responses';

/**
 * The server side of spec 02 §6, from the same `permissionsFor` the app uses:
 * canEditAll manages everything; canEditSelf manages only its own provider and that provider's apps.
 */
export const can = (account: AccountRecord) => permissionsFor(account.role);

export const canManageProvider = (account: AccountRecord, providerUuid: string): boolean =>
  can(account).canEditAll || (can(account).canEditSelf && account.appProviderUuid === providerUuid);

export const canManageApp = (account: AccountRecord, app: Pick<AppRecord, 'appProviderUuid'>): boolean =>
  canManageProvider(account, app.appProviderUuid);

export const denyUnlessEditAll = (
  account: AccountRecord,
  message = 'Apenas administradores do marketplace podem fazer isto.',
): Response | null => (can(account).canEditAll ? null : forbidden(message));

export const denyUnlessApp = (account: AccountRecord, app: Pick<AppRecord, 'appProviderUuid'>): Response | null =>
  canManageApp(account, app) ? null : forbidden('Você só pode editar os produtos da sua empresa.');
