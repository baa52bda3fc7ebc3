import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listAffiliatePayouts } from '#shared/contracts/affiliates.endpoints.ts';
import type { EndpointInput, EndpointOutput } from '#shared/contracts/endpoint.ts';
import { callEndpoint } from '#client/lib/api-client.ts';
import { affiliateKey } from './get-dashboard.ts';

export const PAYOUTS_PAGE_SIZE = 10;
/** The list call for a page (the loader and the query ask for the same page). */
export const payoutsQuery = (page: number): EndpointInput<typeof listAffiliatePayouts> => ({
  page,
  pageSize: PAYOUTS_PAGE_SIZE,
});
export const payoutsKey = [...affiliateKey, 'payouts'] as const;

export const payoutsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...payoutsKey, page],
    queryFn: ({ signal }) => callEndpoint(listAffiliatePayouts, payoutsQuery(page), { signal }),
  });

export function usePayouts(page: number, initialData?: EndpointOutput<typeof listAffiliatePayouts>) {
  return useQuery({ ...payoutsQueryOptions(page), initialData, placeholderData: keepPreviousData });
}
