import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '#client/lib/use-translation.ts';
import { retryRefund } from '#shared/contracts/admin-store.endpoints.ts';
import type { RetryRefundInput } from '#shared/contracts/admin-store.ts';
import { callEndpoint } from '#client/lib/api-client.ts';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { formatUsd } from '#shared/money.ts';
import { adminOrderKey } from './get-order.ts';
import { adminOrdersKey } from './list-orders.ts';

/**
 * "Retry now" on a pending refund (issue 30): asks the provider again with the refund's own
 * idempotency key, so the money goes back once. Then the order is read again either way (still
 * pending, or refunded with its keys revoked).
 */
export function useRetryRefund() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('admin-store');
  return useMutation({
    mutationFn: (input: RetryRefundInput) => callEndpoint(retryRefund, input),
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
