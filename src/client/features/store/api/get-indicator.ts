import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IndicatorDto } from '#shared/contracts/store.ts';
import { apiFetch, type ApiError } from '#client/lib/api-client.ts';

export const indicatorPath = (id: number) => `/_api/indicator?id=${id}`;

export const indicatorQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['store', 'indicator', id],
    queryFn: ({ signal }) => apiFetch<IndicatorDto>(indicatorPath(id), { signal }),
    // SPEC §7: a 404 is an answer ("not found"), not a failure worth retrying.
    retry: (failures, error) => (error as ApiError).status !== 404 && failures < 1,
  });

export function useIndicator(id: number, options: { initialData?: IndicatorDto; enabled?: boolean } = {}) {
  return useQuery({ ...indicatorQueryOptions(id), initialData: options.initialData, enabled: options.enabled ?? true });
}
