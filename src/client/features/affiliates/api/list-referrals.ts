import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { REFERRALS_PAGE_SIZE_UI, type ReferralStatus } from '#shared/contracts/affiliates.constants.ts';
import type { ReferralsResponse } from '#shared/contracts/affiliates.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { affiliateKey } from './get-dashboard.ts';

export interface ReferralsFilter {
  page: number;
  status: ReferralStatus | null;
}

export function referralsApiPath({ page, status }: ReferralsFilter) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(REFERRALS_PAGE_SIZE_UI) });
  if (status) params.set('status', status);
  return `/_api/affiliate/referrals?${params}`;
}

export const referralsKey = [...affiliateKey, 'referrals'] as const;

export const referralsQueryOptions = (filter: ReferralsFilter) =>
  queryOptions({
    queryKey: [...referralsKey, filter.page, filter.status],
    queryFn: ({ signal }) => apiFetch<ReferralsResponse>(referralsApiPath(filter), { signal }),
  });

export function useReferrals(filter: ReferralsFilter, initialData?: ReferralsResponse) {
  return useQuery({ ...referralsQueryOptions(filter), initialData, placeholderData: keepPreviousData });
}
