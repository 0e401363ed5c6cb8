import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@portal-fiscal/api-client';
import type { AppRuntime } from './runtime';

/** Client errors (4xx) are answers, not accidents: retrying them only delays the message. */
const shouldRetry = (failureCount: number, error: unknown) =>
  !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 2;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The runtime's query cache, created on first use (by the query layer, not at start-up). */
export function queryClientOf(runtime: AppRuntime): QueryClient {
  return (runtime.queryClient ??= createQueryClient());
}
