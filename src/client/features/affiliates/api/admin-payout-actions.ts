import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markPayoutPaid, rejectPayout } from '#shared/contracts/affiliates.endpoints.ts';
import { callEndpoint } from '#client/lib/api-client.ts';
import { adminPayoutsKey } from './admin-list-payouts.ts';

/** Mark paid or reject; either way the queue and the history are refetched. */
export function usePayoutAction(kind: 'paid' | 'reject') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; text: string }) =>
      kind === 'paid'
        ? callEndpoint(markPayoutPaid, { id: input.id, reference: input.text })
        : callEndpoint(rejectPayout, { id: input.id, reason: input.text }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPayoutsKey }),
  });
}
