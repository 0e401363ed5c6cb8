import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError, type ShortcutFields } from '@portal-fiscal/api-client';
import { useApi } from '../../lib/services';

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
  list: () => [...dashboardAppKeys.all, 'list'] as const,
};
export const accountKeys = {
  all: ['account'] as const,
  id: () => [...accountKeys.all, 'id'] as const,
  lastLogged: () => [...accountKeys.all, 'lastLogged'] as const,
};

/**
 * A widget retries a failed call once (a server error or a dropped connection), never a 4xx, so a
 * broken widget shows its error and its retry button within about a second.
 */
export const widgetRetry = (failureCount: number, error: unknown) =>
  !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 1;

export function useWeather(coords: { latitude: number; longitude: number } | null) {
  const api = useApi();
  return useQuery({
    queryKey: weatherKeys.at(coords?.latitude ?? 0, coords?.longitude ?? 0),
    queryFn: () => api.dashboard.weather(coords?.latitude ?? 0, coords?.longitude ?? 0),
    enabled: coords !== null,
    retry: widgetRetry,
    staleTime: 10 * 60_000,
  });
}

export function useSelic() {
  const api = useApi();
  return useQuery({ queryKey: indicatorKeys.selic(), queryFn: () => api.dashboard.selic(), retry: widgetRetry, staleTime: 10 * 60_000 });
}
export function useUsd() {
  const api = useApi();
  return useQuery({ queryKey: indicatorKeys.usd(), queryFn: () => api.dashboard.usd(), retry: widgetRetry, staleTime: 10 * 60_000 });
}
export function useEur() {
  const api = useApi();
  return useQuery({ queryKey: indicatorKeys.eur(), queryFn: () => api.dashboard.eur(), retry: widgetRetry, staleTime: 10 * 60_000 });
}

export function useTaxCounter() {
  const api = useApi();
  return useQuery({ queryKey: taxCounterKeys.all, queryFn: () => api.dashboard.taxCounter(), retry: widgetRetry, staleTime: Infinity });
}

export function useShortcuts() {
  const api = useApi();
  return useQuery({ queryKey: shortcutKeys.list(), queryFn: () => api.dashboard.shortcuts(), retry: widgetRetry });
}

export function useNews() {
  const api = useApi();
  return useQuery({
    queryKey: newsKeys.list(DASHBOARD_NEWS_LIMIT),
    queryFn: () => api.news.list({ limit: DASHBOARD_NEWS_LIMIT }),
    retry: widgetRetry,
    staleTime: 5 * 60_000,
  });
}

export function useDashboardApps() {
  const api = useApi();
  return useQuery({ queryKey: dashboardAppKeys.list(), queryFn: () => api.apps.list(), retry: widgetRetry });
}

export function useAccountId() {
  const api = useApi();
  return useQuery({ queryKey: accountKeys.id(), queryFn: () => api.account.getId(), retry: widgetRetry, staleTime: Infinity });
}
export function useLastLogged() {
  const api = useApi();
  return useQuery({ queryKey: accountKeys.lastLogged(), queryFn: () => api.account.getLastLogged(), retry: widgetRetry, staleTime: Infinity });
}

export interface CreateShortcutInput {
  fields: ShortcutFields;
  media: File;
  onProgress?: (fraction: number) => void;
}

/** POST /create/atalho; on success the shortcut list is refetched so the new card shows on the dashboard. */
export function useCreateShortcut() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<string, unknown, CreateShortcutInput>({
    mutationFn: ({ fields, media, onProgress }) => api.dashboard.createShortcut(fields, media, onProgress ? { onProgress } : {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shortcutKeys.all }),
  });
}
