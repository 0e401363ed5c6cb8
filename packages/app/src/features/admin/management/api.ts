import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { accountCalls, appsCalls, isApiError, providersCalls, type Account, type App, type Provider } from '@portal-fiscal/api-client';
import { useResource } from '../../../lib/api';
import { retryUnlessClientError } from '../../../lib/queryErrors';
import { accountKeys, useAccess } from '../../../data/account';
import { marketplaceKeys } from '../../../data/marketplace';
import { productKeys } from '../../../data/marketplace';
import { adminKeys } from '../api';

/**
 * The apps of the signed-in account's company (`GET /apps/account/uuid/{uuid}/`): the apps tab of a
 * provider admin. The same query (key and call) as My Account's product list, so both share one cache.
 */
export function useOwnApps(enabled = true) {
  const apps = useResource(appsCalls);
  const accountUuid = useAccess().account?.uuid ?? '';
  return useQuery({
    queryKey: productKeys.mine(accountUuid),
    queryFn: () => apps.listByAccount(accountUuid),
    enabled: enabled && accountUuid !== '',
    retry: retryUnlessClientError,
  });
}

/**
 * The administration's deletes (its tables' 'Deletar'). On success the row leaves every cached list at
 * once (no wait for a refetch), then everything that could still show it is refetched: the marketplace's
 * lists and searches, the providers (their apps and accounts), the accounts.
 */

/** Takes `gone` out of every cached array under `queryKey` (lists only: pages and records are refetched). */
function dropFromLists<T>(queryClient: QueryClient, queryKey: readonly unknown[], gone: (item: T) => boolean) {
  queryClient.setQueriesData<unknown>({ queryKey }, (old: unknown) =>
    Array.isArray(old) ? (old as unknown[]).filter((item) => !(typeof item === 'object' && item !== null && gone(item as T))) : old,
  );
}

/** A 404 answer: someone else deleted it first; for the table it is gone all the same. */
const alreadyGone = (error: unknown) => isApiError(error) && error.status === 404;

/** DELETE {apiNode}/apps/{id}: the app, its medias, functionalities, relationship and ratings. */
export function useDeleteApp() {
  const calls = useResource(appsCalls);
  const queryClient = useQueryClient();
  const forget = (app: App) => {
    dropFromLists<App>(queryClient, marketplaceKeys.apps, (a) => a.appUuid === app.appUuid);
    queryClient.removeQueries({ queryKey: marketplaceKeys.app(app.appUuid) });
    queryClient.removeQueries({ queryKey: marketplaceKeys.ratings(app.appUuid) });
    void queryClient.invalidateQueries({ queryKey: marketplaceKeys.apps });
    void queryClient.invalidateQueries({ queryKey: marketplaceKeys.providers });
    // Accounts carry the stars they gave (`appRatings`).
    void queryClient.invalidateQueries({ queryKey: accountKeys.all });
  };
  return useMutation<string, unknown, App>({
    mutationFn: (app) => calls.delete(app.appUuid),
    onSuccess: (_message, app) => forget(app),
    onError: (error, app) => {
      if (alreadyGone(error)) forget(app);
    },
  });
}

/** DELETE {apiNode}/app-providers/{id}; the backend refuses (409) while it has apps or accounts. */
export function useDeleteProvider() {
  const calls = useResource(providersCalls);
  const queryClient = useQueryClient();
  const forget = (provider: Provider) => {
    dropFromLists<Provider>(queryClient, marketplaceKeys.providers, (p) => p.uuid === provider.uuid);
    queryClient.removeQueries({ queryKey: marketplaceKeys.provider(provider.uuid) });
    void queryClient.invalidateQueries({ queryKey: marketplaceKeys.providers });
    void queryClient.invalidateQueries({ queryKey: marketplaceKeys.apps });
    void queryClient.invalidateQueries({ queryKey: accountKeys.all });
  };
  return useMutation<string, unknown, Provider>({
    mutationFn: (provider) => calls.delete(provider.uuid),
    onSuccess: (_message, provider) => forget(provider),
    onError: (error, provider) => {
      if (alreadyGone(error)) forget(provider);
    },
    // A refusal may come from a list older than the backend (apps added since): show the current counts.
    onSettled: (_message, error) => {
      if (isApiError(error) && error.status === 409) void queryClient.invalidateQueries({ queryKey: marketplaceKeys.providers });
    },
  });
}

/** DELETE {apiNode}/accounts/email/{email}; never one's own account (400). */
export function useDeleteAccount() {
  const calls = useResource(accountCalls);
  const queryClient = useQueryClient();
  const forget = (account: Account) => {
    dropFromLists<Account>(queryClient, adminKeys.accounts, (a) => a.uuid === account.uuid);
    void queryClient.invalidateQueries({ queryKey: adminKeys.accounts });
    // Providers list their accounts; ratings name their authors.
    void queryClient.invalidateQueries({ queryKey: marketplaceKeys.providers });
    void queryClient.invalidateQueries({ queryKey: ['ratings'] });
  };
  return useMutation<string, unknown, Account>({
    mutationFn: (account) => calls.deleteByEmail(account.email),
    onSuccess: (_message, account) => forget(account),
    onError: (error, account) => {
      if (alreadyGone(error)) forget(account);
    },
  });
}
