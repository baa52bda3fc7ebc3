import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FreeMachineInput, SuccessResponse } from '#shared/contracts/store.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { ordersKey } from './list-orders.ts';

export const freeMachine = (input: FreeMachineInput) =>
  apiFetch<SuccessResponse>('/_api/licences/free', { method: 'POST', body: input });

/** Frees a machine slot of one of the user's licences; the orders list shows the change. */
export function useFreeMachine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: freeMachine,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}
