import { isApiError } from '@portal-fiscal/api-client';

/** A 404 is an answer (the record does not exist), not a failure to retry. */
export const notFoundError = (error: unknown): boolean => isApiError(error) && error.status === 404;

/** Retries a failed read once, unless the backend refused it (4xx: asking again gets the same answer). */
export const retryUnlessClientError = (failureCount: number, error: unknown): boolean =>
  !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 1;
