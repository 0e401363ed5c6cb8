import { useDeferredValue, useMemo } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';

/** What a part of a screen renders of a query: its state, its answer, and how to ask again. */
export interface QueryView<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * A query as a part of a screen renders it, with its answer rendered in slices. TanStack Query hands a
 * component each change through `useSyncExternalStore`, which React renders at once, in one task: a widget
 * whose answer comes in drew all of its content in a single long task (the dashboard's widgets: 24–160 ms
 * each at 4× CPU, one per answer, after the first paint). Here the component renders the change with the
 * state it already shows (its loading state: cheap), and React renders the new state in a deferred update
 * (`useDeferredValue`), in slices of a few milliseconds it can interrupt, then commits it.
 *
 * The first render takes the query as it is (a cached answer shows at once). Use it for what a screen
 * shows of an answer; a form or a decision (a redirect, a permission) reads the query itself.
 */
export function useDeferredQuery<T>(query: UseQueryResult<T, unknown>): QueryView<T> {
  const { data, status, refetch } = query;
  const current = useMemo(() => ({ data, status }), [data, status]);
  const shown = useDeferredValue(current);
  return {
    data: shown.data,
    isPending: shown.status === 'pending',
    isError: shown.status === 'error',
    isSuccess: shown.status === 'success',
    refetch,
  };
}
