import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointOutput } from '#shared/contracts/endpoint.ts';
import { listIndicators } from '#shared/contracts/store.endpoints.ts';
import { callEndpoint } from '#client/lib/api-client.ts';
import { usePageLanguage } from '#client/lib/content-lang.ts';

/** The list's query: one category, or all of them (`null`). */
export const indicatorsQuery = (categoryId: number | null) => (categoryId ? { categoryId } : {});

/** Keyed by the page's language too: the server answers in it. */
export const indicatorsQueryOptions = (categoryId: number | null, language: string) =>
  queryOptions({
    queryKey: ['store', 'indicators', categoryId, language],
    queryFn: ({ signal }) => callEndpoint(listIndicators, indicatorsQuery(categoryId), { signal }),
  });

export function useIndicators(
  categoryId: number | null,
  options: { initialData?: EndpointOutput<typeof listIndicators>; enabled?: boolean } = {},
) {
  const language = usePageLanguage();
  return useQuery({
    ...indicatorsQueryOptions(categoryId, language),
    initialData: options.initialData,
    enabled: options.enabled ?? true,
  });
}
