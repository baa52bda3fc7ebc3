import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointOutput } from '#shared/contracts/endpoint.ts';
import { getIndicator } from '#shared/contracts/store.endpoints.ts';
import { ApiError, callEndpoint } from '#client/lib/api-client.ts';

export const indicatorQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['store', 'indicator', id],
    queryFn: ({ signal }) => callEndpoint(getIndicator, { id }, { signal }),
    // SPEC §7: a 404 is an answer ("not found"), not a failure worth retrying.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
  });

export function useIndicator(
  id: number,
  options: { initialData?: EndpointOutput<typeof getIndicator>; enabled?: boolean } = {},
) {
  return useQuery({ ...indicatorQueryOptions(id), initialData: options.initialData, enabled: options.enabled ?? true });
}
