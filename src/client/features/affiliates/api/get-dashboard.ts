import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AffiliateDashboard } from '#shared/contracts/affiliates.ts';
import { apiFetch, type ApiError } from '#client/lib/api-client.ts';

export const DASHBOARD_PATH = '/_api/affiliate/dashboard';
export const affiliateKey = ['affiliate'] as const;
export const dashboardKey = [...affiliateKey, 'dashboard'] as const;

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKey,
    queryFn: ({ signal }) => apiFetch<AffiliateDashboard>(DASHBOARD_PATH, { signal }),
    // 404 means "not an affiliate yet": an answer, not a failure worth retrying.
    retry: (failures, error) => (error as ApiError).status !== 404 && failures < 1,
  });

export function useDashboard(options: { initialData?: AffiliateDashboard; enabled: boolean }) {
  return useQuery({ ...dashboardQueryOptions(), initialData: options.initialData, enabled: options.enabled });
}
