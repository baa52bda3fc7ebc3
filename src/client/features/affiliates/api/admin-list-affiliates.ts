import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_AFFILIATES_PAGE_SIZE, type AffiliateStatus } from '#shared/contracts/affiliates.constants.ts';
import { listAdminAffiliates } from '#shared/contracts/affiliates.endpoints.ts';
import type { EndpointInput, EndpointOutput } from '#shared/contracts/endpoint.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

export interface AffiliatesFilter {
  page: number;
  search: string;
  status: AffiliateStatus | null;
}

/** The list call for a filter (the loader and the query ask for the same page). */
export const adminAffiliatesQuery = ({
  page,
  search,
  status,
}: AffiliatesFilter): EndpointInput<typeof listAdminAffiliates> => ({
  page,
  limit: ADMIN_AFFILIATES_PAGE_SIZE,
  search: search || undefined,
  status: status ?? undefined,
});

export const adminAffiliatesKey = ['admin', 'affiliates'] as const;

export const adminAffiliatesQueryOptions = (filter: AffiliatesFilter) =>
  queryOptions({
    queryKey: [...adminAffiliatesKey, filter.page, filter.search, filter.status],
    queryFn: ({ signal }) => callEndpoint(listAdminAffiliates, adminAffiliatesQuery(filter), { signal }),
  });

/** The previous page stays on screen while the next one loads, so the table does not jump. */
export function useAdminAffiliates(filter: AffiliatesFilter, initialData?: EndpointOutput<typeof listAdminAffiliates>) {
  return useQuery({ ...adminAffiliatesQueryOptions(filter), initialData, placeholderData: keepPreviousData });
}
