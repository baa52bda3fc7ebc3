import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateAdminAffiliates } from '#shared/contracts/affiliates.endpoints.ts';
import type { EndpointInput } from '#shared/contracts/endpoint.ts';
import { callEndpoint } from '#client/lib/api-client.ts';
import { adminAffiliatesKey } from './admin-list-affiliates.ts';

/** SPEC §7: the list is refetched afterwards, whatever the outcome. */
export function useUpdateAffiliates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof updateAdminAffiliates>) => callEndpoint(updateAdminAffiliates, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminAffiliatesKey }),
  });
}
