import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListIndicatorsResponse } from '#shared/contracts/store.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export const indicatorsPath = (categoryId: number | null) =>
  categoryId ? `/_api/indicators?categoryId=${categoryId}` : '/_api/indicators';

export const indicatorsQueryOptions = (categoryId: number | null) =>
  queryOptions({
    queryKey: ['store', 'indicators', categoryId],
    queryFn: ({ signal }) => apiFetch<ListIndicatorsResponse>(indicatorsPath(categoryId), { signal }),
  });

export function useIndicators(
  categoryId: number | null,
  options: { initialData?: ListIndicatorsResponse; enabled?: boolean } = {},
) {
  return useQuery({
    ...indicatorsQueryOptions(categoryId),
    initialData: options.initialData,
    enabled: options.enabled ?? true,
  });
}
