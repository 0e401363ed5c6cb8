import { HttpResponse, delay } from 'msw';
import * as v from 'valibot';
import type { ErrorBody } from '@portal-fiscal/api-client';
import { getBehaviour, nextRandom } from '../state';

/** The one error body of the simulated backend (the client's `ErrorBodySchema`). */
export function errorResponse(status: number, message: string, extra: Omit<ErrorBody, 'message'> = {}) {
  const body: ErrorBody = { message, ...extra };
  return HttpResponse.json(body, { status });
}

export const badRequest = (fieldErrors: Record<string, string>, message = 'Dados inválidos.') =>
  errorResponse(400, message, { code: 'validation', fieldErrors });
export const unauthorized = (message = 'Token ausente, inválido ou expirado.') => errorResponse(401, message, { code: 'unauthorized' });
export const forbidden = (message = 'Você não tem permissão para esta ação.') => errorResponse(403, message, { code: 'forbidden' });
export const notFound = (message = 'Recurso não encontrado.') => errorResponse(404, message, { code: 'not_found' });
export const conflict = (message: string, code = 'conflict') => errorResponse(409, message, { code });

/**
 * Applied to every handler: the scenario's latency and its seeded random 500s.
 * Returns a response to send instead, or undefined to carry on.
 */
export async function applyBehaviour(): Promise<Response | undefined> {
  const { latencyMs, errorRate } = getBehaviour();
  if (latencyMs > 0) await delay(latencyMs);
  if (errorRate > 0 && nextRandom() < errorRate) {
    return errorResponse(500, 'Erro interno simulado (cenário instável).', { code: 'simulated_failure' });
  }
  return undefined;
}

/**
 * Sends a JSON body after checking it against the client's WIRE schema: a handler that drifts from the
 * contract answers 500 `mock_contract_drift` (loud in tests and in the demo) instead of a silently wrong body.
 */
export function wireJson<S extends v.GenericSchema>(schema: S, body: v.InferInput<S>, init: { status?: number } = {}) {
  const result = v.safeParse(schema, body);
  if (!result.success) {
    const detail = result.issues
      .slice(0, 3)
      .map((i) => `${v.getDotPath(i) ?? '(raiz)'}: ${i.message}`)
      .join('; ');
    return errorResponse(500, `Resposta do mock fora do contrato: ${detail}`, { code: 'mock_contract_drift' });
  }
  return HttpResponse.json(body as Exclude<v.InferInput<S>, undefined> as never, { status: init.status ?? 200 });
}
export const created = <S extends v.GenericSchema>(schema: S, body: v.InferInput<S>) => wireJson(schema, body, { status: 201 });
