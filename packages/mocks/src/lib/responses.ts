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
 * How much of each answer `wireJson` checks against the client's wire schema (`strictContract`).
 *
 * - Strict, the default under Node (vitest with msw/node, `createMockServer`): the whole body, every
 *   item of every list. A drift fails the test that caused it, at the handler, naming the bad field.
 * - Sampled, the default in a browser (the demo's `startMockBackend`, Storybook): a top-level list of
 *   more than SAMPLE_ABOVE items is checked through its first and last items only; smaller bodies are
 *   checked whole. Every item of a list comes out of the same denormaliser, so a shape drift shows on
 *   any one of them (the last is usually the record the demo just created). What a sample can miss, a
 *   value only some records have, the strict run catches: the contract tests serve the whole seed
 *   strictly AND parse every answer with the client's own schema.
 *
 * Why not always strict: checking is linear in the size of the answer and the browser pays it on
 * every request. With 10,000 apps the unfiltered app list (`GET {apiNode}/apps/`) spent longer in
 * validation than in building the answer; a sample keeps the check (a drifting handler still answers
 * 500 `mock_contract_drift`, loud in the demo) at a constant cost.
 */
let strictContract = typeof document === 'undefined';
export const SAMPLE_ABOVE = 20;

/** Turns the full check of every answer on (tests) or off (browser: large lists are sampled). */
export function setStrictContract(on: boolean): void {
  strictContract = on;
}
export const isStrictContract = (): boolean => strictContract;

const sampleList = (list: readonly unknown[]): unknown[] => (list.length > SAMPLE_ABOVE ? [list[0], list[list.length - 1]] : [...list]);

/** The part of `body` the sampled check validates: top-level lists longer than SAMPLE_ABOVE cut to first and last. */
export function contractSample(body: unknown): unknown {
  if (Array.isArray(body)) return body.length > SAMPLE_ABOVE ? sampleList(body) : body;
  if (typeof body !== 'object' || body === null) return body;
  let copy: Record<string, unknown> | null = null;
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value) && value.length > SAMPLE_ABOVE) {
      copy ??= { ...body };
      copy[key] = sampleList(value);
    }
  }
  return copy ?? body;
}

/**
 * Sends a JSON body after checking it against the client's WIRE schema (whole or sampled, see
 * `strictContract`): a handler that drifts from the contract answers 500 `mock_contract_drift` (loud in
 * tests and in the demo) instead of a silently wrong body.
 */
export function wireJson<S extends v.GenericSchema>(schema: S, body: v.InferInput<S>, init: { status?: number } = {}) {
  const checked = strictContract ? body : contractSample(body);
  const result = v.safeParse(schema, checked);
  if (!result.success) {
    const detail = result.issues
      .slice(0, 3)
      .map((i) => `${v.getDotPath(i) ?? '(raiz)'}: ${i.message}`)
      .join('; ');
    // In a sample, list indexes are the sample's (0 = first item, 1 = last).
    return errorResponse(500, `Resposta do mock fora do contrato${checked === body ? '' : ' (amostra)'}: ${detail}`, {
      code: 'mock_contract_drift',
    });
  }
  return HttpResponse.json(body as Exclude<v.InferInput<S>, undefined> as never, { status: init.status ?? 200 });
}
export const created = <S extends v.GenericSchema>(schema: S, body: v.InferInput<S>) => wireJson(schema, body, { status: 201 });
