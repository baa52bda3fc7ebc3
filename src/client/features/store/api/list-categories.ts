import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointOutput } from '#shared/contracts/endpoint.ts';
import { listCategories } from '#shared/contracts/store.endpoints.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['store', 'categories'],
    queryFn: ({ signal }) => callEndpoint(listCategories, undefined, { signal }),
  });

export function useCategories(initialData?: EndpointOutput<typeof listCategories>) {
  return useQuery({ ...categoriesQueryOptions(), initialData });
}
