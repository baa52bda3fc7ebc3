import { queryOptions, useQuery, type Query } from '@tanstack/react-query';
import type { ListOrdersResponse } from '#shared/contracts/store.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export const ordersKey = ['store', 'orders'] as const;

export const ordersQueryOptions = () =>
  queryOptions({
    queryKey: ordersKey,
    queryFn: ({ signal }) => apiFetch<ListOrdersResponse>('/_api/orders', { signal }),
  });

/** A fixed interval, or one computed from the orders (poll while one waits for its payment). */
type RefetchInterval =
  number | false | ((query: Query<ListOrdersResponse, Error, ListOrdersResponse, typeof ordersKey>) => number | false);

export function useOrders(
  options: { initialData?: ListOrdersResponse; enabled?: boolean; refetchInterval?: RefetchInterval } = {},
) {
  return useQuery({
    ...ordersQueryOptions(),
    initialData: options.initialData,
    enabled: options.enabled ?? true,
    refetchInterval: options.refetchInterval,
  });
}
