import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestAffiliatePayout } from '#shared/contracts/affiliates.endpoints.ts';
import type { EndpointInput } from '#shared/contracts/endpoint.ts';
import { callEndpoint } from '#client/lib/api-client.ts';
import { affiliateKey } from './get-dashboard.ts';

/** SPEC §4: payout success refreshes the dashboard (and the payout list). */
export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof requestAffiliatePayout>) => callEndpoint(requestAffiliatePayout, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: affiliateKey }),
  });
}
