import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_AFFILIATES_PAGE_SIZE, type AffiliateStatus } from '#shared/contracts/affiliates.constants.ts';
import type { AdminAffiliatesResponse } from '#shared/contracts/affiliates.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export interface AffiliatesFilter {
  page: number;
  search: string;
  status: AffiliateStatus | null;
}

export function adminAffiliatesApiPath({ page, search, status }: AffiliatesFilter) {
  const params = new URLSearchParams({ page: String(page), limit: String(ADMIN_AFFILIATES_PAGE_SIZE) });
  if (search) params.set('search', search);
  if (status) params.set('status', status);
  return `/_api/admin/affiliates?${params}`;
}

export const adminAffiliatesKey = ['admin', 'affiliates'] as const;

export const adminAffiliatesQueryOptions = (filter: AffiliatesFilter) =>
  queryOptions({
    queryKey: [...adminAffiliatesKey, filter.page, filter.search, filter.status],
    queryFn: ({ signal }) => apiFetch<AdminAffiliatesResponse>(adminAffiliatesApiPath(filter), { signal }),
  });

/** The previous page stays on screen while the next one loads, so the table does not jump. */
export function useAdminAffiliates(filter: AffiliatesFilter, initialData?: AdminAffiliatesResponse) {
  return useQuery({ ...adminAffiliatesQueryOptions(filter), initialData, placeholderData: keepPreviousData });
}
