import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderResponse } from '#shared/contracts/admin-store.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export const adminOrderKey = (id: number) => ['admin', 'order', id] as const;

export const adminOrderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminOrderKey(id),
    queryFn: ({ signal }) => apiFetch<AdminOrderResponse>(`/_api/admin/order?id=${id}`, { signal }),
  });

export function useAdminOrder(id: number, initialData: AdminOrderResponse) {
  return useQuery({ ...adminOrderQueryOptions(id), initialData });
}
