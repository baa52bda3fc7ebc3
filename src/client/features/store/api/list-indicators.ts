import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointOutput } from '#shared/contracts/endpoint.ts';
import { listIndicators } from '#shared/contracts/store.endpoints.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** The list's query: one category, or all of them (`null`). */
export const indicatorsQuery = (categoryId: number | null) => (categoryId ? { categoryId } : {});

export const indicatorsQueryOptions = (categoryId: number | null) =>
  queryOptions({
    queryKey: ['store', 'indicators', categoryId],
    queryFn: ({ signal }) => callEndpoint(listIndicators, indicatorsQuery(categoryId), { signal }),
  });

export function useIndicators(
  categoryId: number | null,
  options: { initialData?: EndpointOutput<typeof listIndicators>; enabled?: boolean } = {},
) {
  return useQuery({
    ...indicatorsQueryOptions(categoryId),
    initialData: options.initialData,
    enabled: options.enabled ?? true,
  });
}
