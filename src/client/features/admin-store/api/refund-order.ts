import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { refundOrder } from '#shared/contracts/admin-store.endpoints.ts';
import { callEndpoint } from '#client/lib/api-client.ts';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { adminOrderKey } from './get-order.ts';
import { adminOrdersKey } from './list-orders.ts';

/** Not optimistic: a refund moves money and revokes keys, so the screen waits for the server. */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('admin-store');
  return useMutation({
    mutationFn: (id: number) => callEndpoint(refundOrder, { id }),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(adminOrderKey(order.id), { order });
      toast.success(t('order.refunded', { id: order.id }));
    },
    onError: (error) => toast.error(errorText(t, error, t('order.refundFailed'))),
    onSettled: (_data, _error, id) => {
      void queryClient.invalidateQueries({ queryKey: adminOrdersKey });
      void queryClient.invalidateQueries({ queryKey: adminOrderKey(id) });
    },
  });
}
