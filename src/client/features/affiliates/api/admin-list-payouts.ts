import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPayoutsResponse, PayoutStatus } from '#shared/contracts/affiliates.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export const ADMIN_PAYOUTS_PAGE_SIZE = 20;

export interface AdminPayoutsFilter {
  /** null = every payout (the history). */
  status: PayoutStatus | null;
  page: number;
}

export function adminPayoutsApiPath({ status, page }: AdminPayoutsFilter) {
  const params = new URLSearchParams({ page: String(page), limit: String(ADMIN_PAYOUTS_PAGE_SIZE) });
  if (status) params.set('status', status);
  return `/_api/admin/payouts?${params}`;
}

export const adminPayoutsKey = ['admin', 'payouts'] as const;

export const adminPayoutsQueryOptions = (filter: AdminPayoutsFilter) =>
  queryOptions({
    queryKey: [...adminPayoutsKey, filter.status, filter.page],
    queryFn: ({ signal }) => apiFetch<AdminPayoutsResponse>(adminPayoutsApiPath(filter), { signal }),
  });

export function useAdminPayouts(filter: AdminPayoutsFilter, initialData?: AdminPayoutsResponse) {
  return useQuery({ ...adminPayoutsQueryOptions(filter), initialData, placeholderData: keepPreviousData });
}
