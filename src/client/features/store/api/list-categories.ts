import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointOutput } from '#shared/contracts/endpoint.ts';
import { listCategories } from '#shared/contracts/store.endpoints.ts';
import { callEndpoint } from '#client/lib/api-client.ts';
import { usePageLanguage } from '#client/lib/content-lang.ts';

/** Keyed by the page's language too: the server names categories in it. */
export const categoriesQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['store', 'categories', language],
    queryFn: ({ signal }) => callEndpoint(listCategories, undefined, { signal }),
  });

export function useCategories(initialData?: EndpointOutput<typeof listCategories>) {
  return useQuery({ ...categoriesQueryOptions(usePageLanguage()), initialData });
}
