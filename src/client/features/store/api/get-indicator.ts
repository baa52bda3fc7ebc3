import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointOutput } from '#shared/contracts/endpoint.ts';
import { getIndicator } from '#shared/contracts/store.endpoints.ts';
import { ApiError, callEndpoint } from '#client/lib/api-client.ts';
import { usePageLanguage } from '#client/lib/content-lang.ts';

/** Keyed by the page's language too: the server answers in it. */
export const indicatorQueryOptions = (id: number, language: string) =>
  queryOptions({
    queryKey: ['store', 'indicator', id, language],
    queryFn: ({ signal }) => callEndpoint(getIndicator, { id }, { signal }),
    // SPEC §7: a 404 is an answer ("not found"), not a failure worth retrying.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
  });

export function useIndicator(
  id: number,
  options: { initialData?: EndpointOutput<typeof getIndicator>; enabled?: boolean } = {},
) {
  const language = usePageLanguage();
  return useQuery({
    ...indicatorQueryOptions(id, language),
    initialData: options.initialData,
    enabled: options.enabled ?? true,
  });
}
