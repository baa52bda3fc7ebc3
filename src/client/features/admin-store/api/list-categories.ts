import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAdminCategories } from '#shared/contracts/admin-store.endpoints.ts';
import type { EndpointOutput } from '#shared/contracts/endpoint.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

export const adminCategoriesKey = ['admin', 'categories'] as const;

export const adminCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: adminCategoriesKey,
    queryFn: ({ signal }) => callEndpoint(listAdminCategories, undefined, { signal }),
  });

export function useAdminCategories(initialData?: EndpointOutput<typeof listAdminCategories> | null) {
  return useQuery({ ...adminCategoriesQueryOptions(), initialData: initialData ?? undefined });
}
