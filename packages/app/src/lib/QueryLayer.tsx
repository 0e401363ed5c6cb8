import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClientOf } from './queryClient';
import { useRuntime } from './services';

/**
 * TanStack Query for everything below it. A chunk of its own, fetched with the first route's chunks
 * (routes.ts), so the start-up carries no query code.
 */
export default function QueryLayer({ children }: { children: ReactNode }) {
  const runtime = useRuntime();
  return <QueryClientProvider client={queryClientOf(runtime)}>{children}</QueryClientProvider>;
}
