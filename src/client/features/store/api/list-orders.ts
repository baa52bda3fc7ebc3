import { queryOptions, useQuery, type Query } from '@tanstack/react-query';
import type { EndpointOutput } from '#shared/contracts/endpoint.ts';
import { listOrders } from '#shared/contracts/store.endpoints.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

type Orders = EndpointOutput<typeof listOrders>;

export const ordersKey = ['store', 'orders'] as const;

export const ordersQueryOptions = () =>
  queryOptions({
    queryKey: ordersKey,
    queryFn: ({ signal }) => callEndpoint(listOrders, undefined, { signal }),
  });

/** A fixed interval, or one computed from the orders (poll while one waits for its payment). */
type RefetchInterval = number | false | ((query: Query<Orders, Error, Orders, typeof ordersKey>) => number | false);

export function useOrders(
  options: { initialData?: Orders; enabled?: boolean; refetchInterval?: RefetchInterval } = {},
) {
  return useQuery({
    ...ordersQueryOptions(),
    initialData: options.initialData,
    enabled: options.enabled ?? true,
    refetchInterval: options.refetchInterval,
  });
}
