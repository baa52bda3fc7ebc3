import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { EndpointOutput } from '#shared/contracts/endpoint.ts';
import { listReleases } from '#shared/contracts/releases.endpoints.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

export type AdminReleaseList = EndpointOutput<typeof listReleases>['releases'];
export type AdminRelease = AdminReleaseList[number];

export const adminReleasesKey = (indicatorId: number) => ['admin', 'releases', indicatorId] as const;

/**
 * Every release of one product (drafts and withdrawn ones too), with download counts and every
 * language's notes: the admin's answer of `GET /_api/releases`. Seeded from the route loader.
 */
export function useAdminReleases(indicatorId: number, initial: AdminReleaseList | null) {
  return useQuery({
    queryKey: adminReleasesKey(indicatorId),
    queryFn: async ({ signal }) => (await callEndpoint(listReleases, { indicatorId }, { signal })).releases,
    initialData: initial ?? undefined,
  });
}

/** Puts the server's copy of one release in the list (a new one goes first), then refetches the order. */
export async function storeRelease(queryClient: QueryClient, pageId: number, release: AdminRelease) {
  queryClient.setQueryData<AdminReleaseList>(adminReleasesKey(pageId), (list = []) =>
    list.some((r) => r.id === release.id) ? list.map((r) => (r.id === release.id ? release : r)) : [release, ...list],
  );
  await queryClient.invalidateQueries({ queryKey: adminReleasesKey(pageId) });
}
