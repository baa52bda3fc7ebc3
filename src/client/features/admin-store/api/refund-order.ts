import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RefundOrderResponse } from '#shared/contracts/admin-store.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { adminOrderKey } from './get-order.ts';
import { adminOrdersKey } from './list-orders.ts';
import { errorMessage } from './messages.ts';

export const refundOrder = (id: number) =>
  apiFetch<RefundOrderResponse>('/_api/admin/orders/refund', { method: 'POST', body: { id } });

/** Not optimistic: a refund moves money and revokes keys, so the screen waits for the server. */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('admin-store');
  return useMutation({
    mutationFn: refundOrder,
    onSuccess: ({ order }) => {
      queryClient.setQueryData(adminOrderKey(order.id), { order });
      toast.success(t('order.refunded', { id: order.id }));
    },
    onError: (error) => toast.error(errorMessage(t, error, 'order.refundFailed')),
    onSettled: (_data, _error, id) => {
      void queryClient.invalidateQueries({ queryKey: adminOrdersKey });
      void queryClient.invalidateQueries({ queryKey: adminOrderKey(id) });
    },
  });
}
