import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { REFERRALS_PAGE_SIZE_UI, type ReferralStatus } from '#shared/contracts/affiliates.constants.ts';
import { listAffiliateReferrals } from '#shared/contracts/affiliates.endpoints.ts';
import type { EndpointInput, EndpointOutput } from '#shared/contracts/endpoint.ts';
import { callEndpoint } from '#client/lib/api-client.ts';
import { affiliateKey } from './get-dashboard.ts';

export interface ReferralsFilter {
  page: number;
  status: ReferralStatus | null;
}

/** The list call for a filter (the loader and the query ask for the same page). */
export const referralsQuery = ({ page, status }: ReferralsFilter): EndpointInput<typeof listAffiliateReferrals> => ({
  page,
  pageSize: REFERRALS_PAGE_SIZE_UI,
  status: status ?? undefined,
});

export const referralsKey = [...affiliateKey, 'referrals'] as const;

export const referralsQueryOptions = (filter: ReferralsFilter) =>
  queryOptions({
    queryKey: [...referralsKey, filter.page, filter.status],
    queryFn: ({ signal }) => callEndpoint(listAffiliateReferrals, referralsQuery(filter), { signal }),
  });

export function useReferrals(filter: ReferralsFilter, initialData?: EndpointOutput<typeof listAffiliateReferrals>) {
  return useQuery({ ...referralsQueryOptions(filter), initialData, placeholderData: keepPreviousData });
}
