import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PayoutStatus } from '#shared/contracts/affiliates.constants.ts';
import { listAdminPayouts } from '#shared/contracts/affiliates.endpoints.ts';
import type { EndpointInput, EndpointOutput } from '#shared/contracts/endpoint.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

export const ADMIN_PAYOUTS_PAGE_SIZE = 20;

export interface AdminPayoutsFilter {
  /** null = every payout (the history). */
  status: PayoutStatus | null;
  page: number;
}

/** The list call for a filter (the loader and the query ask for the same page). */
export const adminPayoutsQuery = ({ status, page }: AdminPayoutsFilter): EndpointInput<typeof listAdminPayouts> => ({
  page,
  limit: ADMIN_PAYOUTS_PAGE_SIZE,
  status: status ?? undefined,
});

export const adminPayoutsKey = ['admin', 'payouts'] as const;

export const adminPayoutsQueryOptions = (filter: AdminPayoutsFilter) =>
  queryOptions({
    queryKey: [...adminPayoutsKey, filter.status, filter.page],
    queryFn: ({ signal }) => callEndpoint(listAdminPayouts, adminPayoutsQuery(filter), { signal }),
  });

export function useAdminPayouts(filter: AdminPayoutsFilter, initialData?: EndpointOutput<typeof listAdminPayouts>) {
  return useQuery({ ...adminPayoutsQueryOptions(filter), initialData, placeholderData: keepPreviousData });
}
