import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PayoutsResponse } from '#shared/contracts/affiliates.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { affiliateKey } from './get-dashboard.ts';

export const PAYOUTS_PAGE_SIZE = 10;
export const payoutsApiPath = (page: number) => `/_api/affiliate/payouts?page=${page}&pageSize=${PAYOUTS_PAGE_SIZE}`;
export const payoutsKey = [...affiliateKey, 'payouts'] as const;

export const payoutsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...payoutsKey, page],
    queryFn: ({ signal }) => apiFetch<PayoutsResponse>(payoutsApiPath(page), { signal }),
  });

export function usePayouts(page: number, initialData?: PayoutsResponse) {
  return useQuery({ ...payoutsQueryOptions(page), initialData, placeholderData: keepPreviousData });
}
