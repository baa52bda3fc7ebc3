import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAdminIndicators } from '#shared/contracts/admin-store.endpoints.ts';
import type { EndpointOutput } from '#shared/contracts/endpoint.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** The whole list (SPEC §7: the screen never sends categoryId; it filters in the browser). */
export const adminIndicatorsKey = ['admin', 'indicators'] as const;

export const adminIndicatorsQueryOptions = () =>
  queryOptions({
    queryKey: adminIndicatorsKey,
    queryFn: ({ signal }) => callEndpoint(listAdminIndicators, {}, { signal }),
  });

/** `initialData` is the route loader's copy, so the server-rendered table is not fetched again. */
export function useAdminIndicators(initialData?: EndpointOutput<typeof listAdminIndicators> | null) {
  return useQuery({ ...adminIndicatorsQueryOptions(), initialData: initialData ?? undefined });
}
