import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listAdminLicences } from '#shared/contracts/licence-admin.endpoints.ts';
import type { EndpointInput, EndpointOutput } from '#shared/contracts/endpoint.ts';
import { callEndpoint } from '#client/lib/api-client.ts';
import { readSearchListQuery, searchListSearchParams } from '#client/lib/url-list-query.ts';

export interface LicencesFilter {
  page: number;
  search: string;
}

/** The admin API pages at most this far; a larger `?page=` starts again at 1. */
const MAX_PAGE = 100_000;

/** The URL is the filter's home (shareable, survives reload): `?search=&page=`. */
export function parseLicencesFilter(params: URLSearchParams): LicencesFilter {
  const { page, search } = readSearchListQuery(params, [], MAX_PAGE);
  return { page, search };
}
export const licencesSearchParams = (filter: LicencesFilter) => searchListSearchParams({ ...filter, status: null });

/** The API query for a filter; the route loader and the browser send the same one. */
export function licencesQuery({ page, search }: LicencesFilter): EndpointInput<typeof listAdminLicences> {
  return { page, search: search || undefined };
}

export const adminLicencesKey = ['admin', 'licences'] as const;

/** The previous page stays on screen while the next one loads, so the list does not jump. */
export function useAdminLicences(filter: LicencesFilter, initialData?: EndpointOutput<typeof listAdminLicences>) {
  return useQuery({
    ...queryOptions({
      queryKey: [...adminLicencesKey, filter.page, filter.search],
      queryFn: ({ signal }) => callEndpoint(listAdminLicences, licencesQuery(filter), { signal }),
    }),
    initialData,
    placeholderData: keepPreviousData,
  });
}
