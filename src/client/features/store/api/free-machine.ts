import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '#shared/contracts/endpoint.ts';
import { freeMachine } from '#shared/contracts/licences.endpoints.ts';
import { callEndpoint } from '#client/lib/api-client.ts';
import { ordersKey } from './list-orders.ts';

/** Frees a machine slot of one of the user's licences; the orders list shows the change. */
export function useFreeMachine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof freeMachine>) => callEndpoint(freeMachine, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}
