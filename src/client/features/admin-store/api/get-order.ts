import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminOrder } from '#shared/contracts/admin-store.endpoints.ts';
import type { EndpointOutput } from '#shared/contracts/endpoint.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

export const adminOrderKey = (id: number) => ['admin', 'order', id] as const;

export const adminOrderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminOrderKey(id),
    queryFn: ({ signal }) => callEndpoint(getAdminOrder, { id }, { signal }),
  });

export function useAdminOrder(id: number, initialData: EndpointOutput<typeof getAdminOrder>) {
  return useQuery({ ...adminOrderQueryOptions(id), initialData });
}
