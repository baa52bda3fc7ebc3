import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPayoutDto, MarkPayoutPaidInput, RejectPayoutInput } from '#shared/contracts/affiliates.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { adminPayoutsKey } from './admin-list-payouts.ts';

type Result = { payout: AdminPayoutDto };
export const markPayoutPaid = (body: MarkPayoutPaidInput) =>
  apiFetch<Result>('/_api/admin/payouts/mark-paid', { method: 'POST', body });
export const rejectPayout = (body: RejectPayoutInput) =>
  apiFetch<Result>('/_api/admin/payouts/reject', { method: 'POST', body });

/** Mark paid or reject; either way the queue and the history are refetched. */
export function usePayoutAction(kind: 'paid' | 'reject') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; text: string }) =>
      kind === 'paid'
        ? markPayoutPaid({ id: input.id, reference: input.text })
        : rejectPayout({ id: input.id, reason: input.text }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPayoutsKey }),
  });
}
