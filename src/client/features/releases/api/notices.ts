import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointOutput } from '#shared/contracts/endpoint.ts';
import { getReleaseNotices, setReleaseNotices } from '#shared/contracts/releases.endpoints.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

export type ReleaseNotices = EndpointOutput<typeof getReleaseNotices>;

const noticesKey = ['releases', 'notices'] as const;

/** Whether the signed-in owner gets an e-mail per new version; seeded from the /orders loader. */
export function useReleaseNotices(initial: ReleaseNotices) {
  return useQuery({
    queryKey: noticesKey,
    queryFn: ({ signal }) => callEndpoint(getReleaseNotices, undefined, { signal }),
    initialData: initial,
    staleTime: 60_000,
  });
}

/** The /orders toggle: shows the new state at once and puts the old one back if the call fails. */
export function useSetReleaseNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscribed: boolean) => callEndpoint(setReleaseNotices, { subscribed }),
    onMutate: async (subscribed) => {
      await queryClient.cancelQueries({ queryKey: noticesKey });
      const previous = queryClient.getQueryData<ReleaseNotices>(noticesKey);
      queryClient.setQueryData<ReleaseNotices>(noticesKey, { subscribed });
      return { previous };
    },
    onError: (_error, _subscribed, context) => queryClient.setQueryData(noticesKey, context?.previous),
    onSuccess: (data) => queryClient.setQueryData(noticesKey, data),
  });
}
