import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAffiliateDashboard } from '#shared/contracts/affiliates.endpoints.ts';
import type { EndpointOutput } from '#shared/contracts/endpoint.ts';
import { ApiError, callEndpoint } from '#client/lib/api-client.ts';

export const affiliateKey = ['affiliate'] as const;
export const dashboardKey = [...affiliateKey, 'dashboard'] as const;

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKey,
    queryFn: ({ signal }) => callEndpoint(getAffiliateDashboard, undefined, { signal }),
    // "Not an affiliate yet" is an answer, not a failure worth retrying.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.code === 'affiliate_not_registered') && failures < 1,
  });

export function useDashboard(options: {
  initialData?: EndpointOutput<typeof getAffiliateDashboard>;
  enabled: boolean;
}) {
  return useQuery({ ...dashboardQueryOptions(), initialData: options.initialData, enabled: options.enabled });
}
