import { useQuery } from '@tanstack/react-query';
import { accountCalls, appsCalls } from '@portal-fiscal/api-client';
import { useResource } from '../../lib/api';
import { retryUnlessClientError } from '../../lib/queryErrors';
import { accountKeys } from '../../data/account';
import { marketplaceKeys } from '../../data/marketplace';

/**
 * The administration's lists, shared by its tables and its record screens. Apps live under
 * `marketplaceKeys.apps` and providers under `marketplaceKeys.providers` (a change anywhere refreshes
 * them here too); accounts under `accountKeys.all`.
 */
export const adminKeys = {
  accounts: [...accountKeys.all, 'list'] as const,
  apps: [...marketplaceKeys.apps, 'admin-list'] as const,
};

/** GET /accounts: every account (canEditAll only; 403 otherwise). */
export function useAccounts(enabled = true) {
  const calls = useResource(accountCalls);
  return useQuery({ queryKey: adminKeys.accounts, queryFn: () => calls.list(), enabled, retry: retryUnlessClientError });
}

/** One account by its uuid, out of the list (the contract reads accounts by email; ids in the address are uuids). */
export function useAccountByUuid(uuid: string | null) {
  const query = useAccounts(uuid !== null);
  return { ...query, data: query.data ? (query.data.find((account) => account.uuid === uuid) ?? null) : undefined };
}

/** GET {apiNode}/apps/: every app with its ratings, provider and category. */
export function useAllApps(enabled = true) {
  const calls = useResource(appsCalls);
  return useQuery({ queryKey: adminKeys.apps, queryFn: () => calls.list(), enabled, retry: retryUnlessClientError });
}
