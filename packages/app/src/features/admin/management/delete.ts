import { isApiError } from '@portal-fiscal/api-client';
import { serverMessage } from '../../../lib/serverMessage';

/** Why a delete did not happen. `final`: asking again gets the same answer (400, 403, 409), so only 'Fechar' remains. */
export interface DeleteRefusal {
  message: string;
  final: boolean;
}

/**
 * What a failed delete says: the reason for its error code (`provider_has_apps`), else for its status
 * (`'400'`), both translated by the caller; else the backend's own message; else `fallback`. A failure
 * without an answer (network, 5xx) is not final: 'Excluir' stays, to try again.
 */
export function deleteRefusal(error: unknown, reasons: Partial<Record<string, string>>, fallback: string): DeleteRefusal {
  if (isApiError(error) && error.kind === 'http') {
    const byCode = error.code ? reasons[error.code] : undefined;
    const byStatus = reasons[String(error.status)];
    const final = error.status === 400 || error.status === 403 || error.status === 409;
    return { message: byCode ?? byStatus ?? serverMessage(error) ?? fallback, final };
  }
  return { message: fallback, final: false };
}
