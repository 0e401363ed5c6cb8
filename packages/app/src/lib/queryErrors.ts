import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '@portal-fiscal/api-client';

/** A 404 is an answer (the record does not exist), not a failure to retry. */
export const notFoundError = (error: unknown): boolean => isApiError(error) && error.status === 404;

/** Retries a failed read once, unless the backend refused it (4xx: asking again gets the same answer). */
export const retryUnlessClientError = (failureCount: number, error: unknown): boolean =>
  !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 1;

/**
 * The query of a record named by an id (most often the address's `?id=`): nothing is asked without one (a
 * malformed address), and a refusal (a 404: no such record) is not asked again.
 */
export const recordQuery = <Key extends readonly unknown[], Record>(
  keyOf: (id: string) => Key,
  id: string | null,
  get: (id: string) => Promise<Record>,
) => queryOptions({ queryKey: keyOf(id ?? ''), queryFn: () => get(id ?? ''), enabled: id !== null, retry: retryUnlessClientError });
