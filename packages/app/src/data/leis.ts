import { queryOptions, useQuery } from '@tanstack/react-query';
import { leisCalls, type LeisCalls } from '@portal-fiscal/api-client';
import { useResource } from '../lib/api';
import { recordQuery, retryUnlessClientError } from '../lib/queryErrors';

/** Query keys of the incentive laws: the list (shared with the provider page's products), one lei, a facilitator's totals. */
export const leisKeys = {
  all: ['leis'] as const,
  list: ['leis', 'list'] as const,
  lei: (leiUuid: string) => ['leis', 'detail', leiUuid] as const,
  facilitatorTotals: (facilitadorId: string) => ['leis', 'facilitator', facilitadorId] as const,
};

/** Every lei (`GET {server}/leis`): the list page filters and pages it here, the provider page picks its own. */
export const leisListQuery = (leis: LeisCalls) =>
  queryOptions({ queryKey: leisKeys.list, queryFn: () => leis.list(), staleTime: 5 * 60_000, retry: retryUnlessClientError });

export function useLeis() {
  return useQuery(leisListQuery(useResource(leisCalls)));
}

/** One lei (`GET {server}/lei/{id}`); a null id (a malformed address) asks nothing. */
export function useLei(leiUuid: string | null) {
  const leis = useResource(leisCalls);
  return useQuery(recordQuery(leisKeys.lei, leiUuid, (id) => leis.get(id)));
}

/** The leis a facilitator runs, with their audience and amounts (`GET {server}/facilitador/{id}/total`). */
export function useFacilitatorTotals(facilitadorId: string | null) {
  const leis = useResource(leisCalls);
  return useQuery(recordQuery(leisKeys.facilitatorTotals, facilitadorId, (id) => leis.facilitatorTotals(id)));
}
