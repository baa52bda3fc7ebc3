import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderStatus, AdminOrdersResponse } from '#shared/contracts/admin-store.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export interface OrdersFilter {
  page: number;
  search: string;
  status: AdminOrderStatus | null;
}

/** The API path for a filter; the route loader and the browser call the same one. */
export function ordersApiPath({ page, search, status }: OrdersFilter) {
  const params = new URLSearchParams({ page: String(page) });
  if (search) params.set('search', search);
  if (status) params.set('status', status);
  return `/_api/admin/orders?${params}`;
}

export const adminOrdersKey = ['admin', 'orders'] as const;

export const adminOrdersQueryOptions = (filter: OrdersFilter) =>
  queryOptions({
    queryKey: [...adminOrdersKey, filter.page, filter.search, filter.status],
    queryFn: ({ signal }) => apiFetch<AdminOrdersResponse>(ordersApiPath(filter), { signal }),
  });

/** The previous page stays on screen while the next one loads, so the table does not jump. */
export function useAdminOrders(filter: OrdersFilter, initialData?: AdminOrdersResponse) {
  return useQuery({ ...adminOrdersQueryOptions(filter), initialData, placeholderData: keepPreviousData });
}
