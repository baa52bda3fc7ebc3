import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '#client/lib/use-translation.ts';
import { refundOrder } from '#shared/contracts/admin-store.endpoints.ts';
import type { RefundOrderInput } from '#shared/contracts/admin-orders.ts';
import { callEndpoint } from '#client/lib/api-client.ts';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { formatUsd } from '#shared/money.ts';
import { adminOrderKey } from './get-order.ts';
import { adminOrdersKey } from './list-orders.ts';

/**
 * Not optimistic: a refund moves money and revokes keys, so the screen waits for the server, then
 * reloads the order (its refunds and timeline changed too). A refund the provider leaves pending
 * says so; its webhook settles it.
 */
export const useRefundOrder = () => useRefundMutation((input: RefundOrderInput) => callEndpoint(refundOrder, input));

/** A call that answers the order and its refund (a refund, or a retried one): the toasts and reloads both share. */
export function useRefundMutation<I extends { id: number }>(
  call: (input: I) => Promise<{ order: { id: number }; refund: { status: string; amount: number } }>,
) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('admin-store');
  return useMutation({
    mutationFn: call,
    onSuccess: ({ order, refund }) => {
      if (refund.status === 'pending') toast.success(t('order.refundPending', { amount: formatUsd(refund.amount) }));
      else toast.success(t('order.refundDone', { id: order.id, amount: formatUsd(refund.amount) }));
    },
    onError: (error) => toast.error(errorText(t, error, t('order.refundFailed'))),
    onSettled: (_data, _error, input) => {
      void queryClient.invalidateQueries({ queryKey: adminOrdersKey });
      void queryClient.invalidateQueries({ queryKey: adminOrderKey(input.id) });
    },
  });
}
