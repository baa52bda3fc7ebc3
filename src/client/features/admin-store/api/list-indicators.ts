import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminIndicatorsResponse } from '#shared/contracts/admin-store.ts';
import { apiFetch } from '#client/lib/api-client.ts';

/** The whole list (SPEC §7: the screen never sends categoryId; it filters in the browser). */
export const adminIndicatorsKey = ['admin', 'indicators'] as const;

export const fetchAdminIndicators = (signal?: AbortSignal) =>
  apiFetch<AdminIndicatorsResponse>('/_api/admin/indicators', { signal });

export const adminIndicatorsQueryOptions = () =>
  queryOptions({ queryKey: adminIndicatorsKey, queryFn: ({ signal }) => fetchAdminIndicators(signal) });

/** `initialData` is the route loader's copy, so the server-rendered table is not fetched again. */
export function useAdminIndicators(initialData?: AdminIndicatorsResponse | null) {
  return useQuery({ ...adminIndicatorsQueryOptions(), initialData: initialData ?? undefined });
}
