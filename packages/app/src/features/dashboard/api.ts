import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountCalls, appsCalls, dashboardCalls, isApiError, newsCalls, type ShortcutFields } from '@portal-fiscal/api-client';
import { useResource } from '../../lib/api';
import { accountKeys } from '../../data/account';

/** How many news posts the dashboard asks for (the list shows 5, or 3 at 1300 px or less). */
export const DASHBOARD_NEWS_LIMIT = 5;
/** The dashboard shows the first 4 apps (spec 01 §9). */
export const DASHBOARD_APPS_COUNT = 4;

/** Query keys, one factory per resource the dashboard reads. */
export const weatherKeys = {
  all: ['weather'] as const,
  at: (latitude: number, longitude: number) => [...weatherKeys.all, latitude, longitude] as const,
};
export const indicatorKeys = {
  all: ['indicators'] as const,
  selic: () => [...indicatorKeys.all, 'selic'] as const,
  usd: () => [...indicatorKeys.all, 'usd'] as const,
  eur: () => [...indicatorKeys.all, 'eur'] as const,
};
export const taxCounterKeys = { all: ['taxCounter'] as const };
export const shortcutKeys = {
  all: ['shortcuts'] as const,
  list: () => [...shortcutKeys.all, 'list'] as const,
};
export const newsKeys = {
  all: ['news'] as const,
  list: (limit: number) => [...newsKeys.all, 'list', limit] as const,
};
export const dashboardAppKeys = {
  all: ['apps'] as const,
  /** The first page of the marketplace, as many cards as the dashboard shows. */
  first: (count: number) => [...dashboardAppKeys.all, 'dashboard', count] as const,
};

/**
 * A widget retries a failed call once (a server error or a dropped connection), never a 4xx, so a
 * broken widget shows its error and its retry button within about a second.
 */
export const widgetRetry = (failureCount: number, error: unknown) =>
  !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 1;

export function useWeather(coords: { latitude: number; longitude: number } | null) {
  const dashboard = useResource(dashboardCalls);
  return useQuery({
    queryKey: weatherKeys.at(coords?.latitude ?? 0, coords?.longitude ?? 0),
    queryFn: () => dashboard.weather(coords?.latitude ?? 0, coords?.longitude ?? 0),
    enabled: coords !== null,
    retry: widgetRetry,
    staleTime: 10 * 60_000,
  });
}

export function useSelic() {
  const dashboard = useResource(dashboardCalls);
  return useQuery({ queryKey: indicatorKeys.selic(), queryFn: () => dashboard.selic(), retry: widgetRetry, staleTime: 10 * 60_000 });
}
export function useUsd() {
  const dashboard = useResource(dashboardCalls);
  return useQuery({ queryKey: indicatorKeys.usd(), queryFn: () => dashboard.usd(), retry: widgetRetry, staleTime: 10 * 60_000 });
}
export function useEur() {
  const dashboard = useResource(dashboardCalls);
  return useQuery({ queryKey: indicatorKeys.eur(), queryFn: () => dashboard.eur(), retry: widgetRetry, staleTime: 10 * 60_000 });
}

export function useTaxCounter() {
  const dashboard = useResource(dashboardCalls);
  return useQuery({ queryKey: taxCounterKeys.all, queryFn: () => dashboard.taxCounter(), retry: widgetRetry, staleTime: Infinity });
}

export function useShortcuts() {
  const dashboard = useResource(dashboardCalls);
  return useQuery({ queryKey: shortcutKeys.list(), queryFn: () => dashboard.shortcuts(), retry: widgetRetry });
}

export function useNews() {
  const news = useResource(newsCalls);
  return useQuery({
    queryKey: newsKeys.list(DASHBOARD_NEWS_LIMIT),
    queryFn: () => news.list({ limit: DASHBOARD_NEWS_LIMIT }),
    retry: widgetRetry,
    staleTime: 5 * 60_000,
  });
}

export function useDashboardApps() {
  const apps = useResource(appsCalls);
  // One small page from the backend, not the whole catalogue (10,000 apps in the `large` scenario).
  return useQuery({
    queryKey: dashboardAppKeys.first(DASHBOARD_APPS_COUNT),
    queryFn: async () => (await apps.serverPage(1, DASHBOARD_APPS_COUNT)).apps,
    retry: widgetRetry,
  });
}

export function useAccountId() {
  const account = useResource(accountCalls);
  return useQuery({ queryKey: accountKeys.id(), queryFn: () => account.getId(), retry: widgetRetry, staleTime: Infinity });
}
export function useLastLogged() {
  const account = useResource(accountCalls);
  return useQuery({ queryKey: accountKeys.lastLogged(), queryFn: () => account.getLastLogged(), retry: widgetRetry, staleTime: Infinity });
}

export interface CreateShortcutInput {
  fields: ShortcutFields;
  media: File;
  onProgress?: (fraction: number) => void;
}

/** POST /create/atalho; on success the shortcut list is refetched so the new card shows on the dashboard. */
export function useCreateShortcut() {
  const dashboard = useResource(dashboardCalls);
  const queryClient = useQueryClient();
  return useMutation<string, unknown, CreateShortcutInput>({
    mutationFn: ({ fields, media, onProgress }) => dashboard.createShortcut(fields, media, onProgress ? { onProgress } : {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shortcutKeys.all }),
  });
}
