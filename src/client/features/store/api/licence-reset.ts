import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '#shared/contracts/endpoint.ts';
import { confirmLicenceReset, requestLicenceReset } from '#shared/contracts/licences.endpoints.ts';
import { callEndpoint } from '#client/lib/api-client.ts';
import { ordersKey } from './list-orders.ts';

/** Asks for the e-mailed link that resets every machine of one of the user's licences. */
export function useRequestLicenceReset() {
  return useMutation({
    mutationFn: (input: EndpointInput<typeof requestLicenceReset>) => callEndpoint(requestLicenceReset, input),
  });
}

/** Confirms a reset from the e-mailed link (signed in or not); a signed-in orders list shows the change. */
export function useConfirmLicenceReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof confirmLicenceReset>) => callEndpoint(confirmLicenceReset, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}
