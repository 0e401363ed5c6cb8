import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  appsCalls,
  categoriesCalls,
  leisCalls,
  providerTypesCalls,
  providersCalls,
  ratingsCalls,
  type AppFilters,
  type CreateAppLegacyFields,
  type RatingBody,
} from '@portal-fiscal/api-client';
import { useResource } from '../lib/api';
import { notFoundError, recordQuery, retryUnlessClientError } from '../lib/queryErrors';
import { leisListQuery } from './leis';

/**
 * Query keys of the marketplace. Every app list and app lives under `['apps']` (the dashboard's
 * first four too), so one invalidation after a rating or a new app refreshes every card that shows
 * an average, wherever it is.
 */
export const marketplaceKeys = {
  apps: ['apps'] as const,
  page: (page: number, size: number, filters: AppFilters) => [...marketplaceKeys.apps, 'page', page, size, filters] as const,
  app: (appUuid: string) => [...marketplaceKeys.apps, 'detail', appUuid] as const,
  ratings: (appUuid: string) => ['ratings', appUuid] as const,
  providers: ['providers'] as const,
  provider: (uuid: string) => [...marketplaceKeys.providers, 'detail', uuid] as const,
  categories: ['categories'] as const,
  providerTypes: ['provider-types'] as const,
};

export { notFoundError };

/**
 * One page of the marketplace through `GET {server}/apps/{page}/{size}`; the previous page stays on screen
 * while the next loads. Once a page has come, the page after it is asked for in the background (when there
 * is one), so 'Próxima página' shows it from the cache: its click no longer waits for an answer, and what
 * the answer costs the main thread (the demo's backend runs there) falls before the click, not in it.
 */
export function useAppsPage(page: number, size: number, filters: AppFilters) {
  const apps = useResource(appsCalls);
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: marketplaceKeys.page(page, size, filters),
    queryFn: () => apps.serverPage(page, size, filters),
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });
  const total = query.isPlaceholderData ? undefined : query.data?.total;
  useEffect(() => {
    if (total === undefined || page * size >= total) return;
    const next = page + 1;
    // After the page's own render and pictures have had the main thread (a timeout where idle callbacks are missing).
    const ask = () =>
      void queryClient.prefetchQuery({
        queryKey: marketplaceKeys.page(next, size, filters),
        queryFn: () => apps.serverPage(next, size, filters),
      });
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(ask, 500);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(ask, { timeout: 2000 });
    return () => cancelIdleCallback(idle);
  }, [apps, queryClient, page, size, filters, total]);
  return query;
}

export function useApp(appUuid: string | null) {
  const apps = useResource(appsCalls);
  return useQuery(recordQuery(marketplaceKeys.app, appUuid, (id) => apps.serverGet(id)));
}

export function useRatings(appUuid: string | null) {
  const ratings = useResource(ratingsCalls);
  return useQuery(recordQuery(marketplaceKeys.ratings, appUuid, (id) => ratings.list(id)));
}

/**
 * POST /app_rating/{id}. On success the ratings, every app list and app (their averages) and the
 * providers (their averages) are refetched.
 */
export function useCreateRating(appUuid: string) {
  const ratings = useResource(ratingsCalls);
  const queryClient = useQueryClient();
  return useMutation<string, unknown, RatingBody>({
    mutationFn: (body) => ratings.create(appUuid, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: marketplaceKeys.ratings(appUuid) }),
        queryClient.invalidateQueries({ queryKey: marketplaceKeys.apps }),
        queryClient.invalidateQueries({ queryKey: marketplaceKeys.providers }),
      ]),
  });
}

export function useProvider(uuid: string | null) {
  const providers = useResource(providersCalls);
  return useQuery(recordQuery(marketplaceKeys.provider, uuid, (id) => providers.get(id)));
}

/** The leis a provider facilitates (`GET /leis`, kept to those whose provider or facilitator it is): products of its page. */
export function useProviderLeis(uuid: string | null) {
  const leis = useResource(leisCalls);
  return useQuery({
    ...leisListQuery(leis),
    enabled: uuid !== null,
    select: (list) => list.filter((lei) => lei.appProvider === uuid || lei.facilitador === uuid),
  });
}

/** Every provider (the admin's company choice on the create-app form). */
export function useProviders(enabled = true) {
  const providers = useResource(providersCalls);
  return useQuery({
    queryKey: [...marketplaceKeys.providers, 'list'],
    queryFn: () => providers.list(),
    enabled,
    retry: retryUnlessClientError,
  });
}

/** The solution categories: the 'Solução Fiscal' checkboxes of the filter panel. */
export function useCategories() {
  const categories = useResource(categoriesCalls);
  return useQuery({
    queryKey: marketplaceKeys.categories,
    queryFn: () => categories.list(),
    staleTime: 10 * 60_000,
    retry: retryUnlessClientError,
  });
}

export interface CreateAppInput {
  fields: CreateAppLegacyFields & { provider?: string };
  photo: File;
  onProgress?: (fraction: number) => void;
}

/** POST {server}/create/app (multipart); on success every app list refetches, so the new app is in the marketplace. */
export function useCreateApp() {
  const apps = useResource(appsCalls);
  const queryClient = useQueryClient();
  return useMutation<{ message: string; appUuid: string }, unknown, CreateAppInput>({
    mutationFn: ({ fields, photo, onProgress }) => apps.createLegacy(fields, photo, onProgress ? { onProgress } : {}),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: marketplaceKeys.apps }),
        queryClient.invalidateQueries({ queryKey: marketplaceKeys.providers }),
      ]),
  });
}

/**
 * Query keys of the products of an account (settings' product list, the administration's own apps). Everything that holds an app lives under `marketplaceKeys.apps`,
 * so the marketplace's invalidation after a new or changed app refreshes these too, and ours refresh
 * the marketplace's.
 */
export const productKeys = {
  all: [...marketplaceKeys.apps, 'settings-products'] as const,
  /** The apps of one account's company (`GET /apps/account/uuid/{uuid}/`). */
  mine: (accountUuid: string) => [...productKeys.all, 'account', accountUuid] as const,
  /** What the edit form loads for one app: the app, its category relationship, main features and medias. */
  edit: (appUuid: string) => [...productKeys.all, 'edit', appUuid] as const,
  subcategories: ['subcategories'] as const,
};

/** GET /provider-types: the choices of 'Tipo de fornecedor' (the company panel, the administration's provider forms). */
export function useProviderTypes() {
  const calls = useResource(providerTypesCalls);
  return useQuery({
    queryKey: marketplaceKeys.providerTypes,
    queryFn: () => calls.list(),
    staleTime: 10 * 60_000,
    retry: retryUnlessClientError,
  });
}
