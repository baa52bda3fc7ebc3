import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listAdminOrders } from '#shared/contracts/admin-store.endpoints.ts';
import type { AdminOrderStatus } from '#shared/contracts/admin-store.ts';
import type { EndpointInput, EndpointOutput } from '#shared/contracts/endpoint.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

export interface OrdersFilter {
  page: number;
  search: string;
  status: AdminOrderStatus | null;
}

/** The API query for a filter; the route loader and the browser send the same one. */
export function ordersQuery({ page, search, status }: OrdersFilter): EndpointInput<typeof listAdminOrders> {
  return { page, search: search || undefined, status: status ?? undefined };
}

export const adminOrdersKey = ['admin', 'orders'] as const;

export const adminOrdersQueryOptions = (filter: OrdersFilter) =>
  queryOptions({
    queryKey: [...adminOrdersKey, filter.page, filter.search, filter.status],
    queryFn: ({ signal }) => callEndpoint(listAdminOrders, ordersQuery(filter), { signal }),
  });

/** The previous page stays on screen while the next one loads, so the table does not jump. */
export function useAdminOrders(filter: OrdersFilter, initialData?: EndpointOutput<typeof listAdminOrders>) {
  return useQuery({ ...adminOrdersQueryOptions(filter), initialData, placeholderData: keepPreviousData });
}
