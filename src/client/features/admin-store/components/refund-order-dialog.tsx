import Undo2 from 'lucide-react/icons/undo-2';
import { useState } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import type { AdminOrderDetail } from '#shared/contracts/admin-orders.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { useRefundOrder } from '../api/refund-order.ts';
import { formatUsd } from '#shared/money.ts';

/**
 * Refund with a confirmation: the whole remaining order, or one item (`item`). The money goes back
 * through the order's payment provider; the dialog names the amount the server will refund (what
 * remains of what was paid for the item, tax included), and the server refuses what
 * cannot be refunded.
 */
export function RefundOrderDialog({
  order,
  item,
}: {
  order: AdminOrderDetail;
  item?: AdminOrderDetail['items'][number];
}) {
  const { t } = useTranslation('admin-store');
  const [open, setOpen] = useState(false);
  const refund = useRefundOrder();
  const keys = item
    ? item.licence?.status === 'revoked'
      ? 0
      : 1
    : order.items.filter((i) => !i.refunded && i.licence && i.licence.status !== 'revoked').length;
  // What will go back: the item's paid figure (after its discount, with its tax), not its list price.
  const amount = formatUsd(item ? item.refundAmount : order.refundableAmount);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        item ? (
          <Button variant="outline" size="sm" disabled={refund.isPending} data-testid="refund-item">
            <Undo2 aria-hidden />
            {t('order.refundItem')}
          </Button>
        ) : (
          <Button variant="destructive" disabled={refund.isPending}>
            <Undo2 aria-hidden />
            {refund.isPending ? t('order.refunding') : t('order.refund')}
          </Button>
        )
      }
      title={item ? t('order.refundItemTitle', { name: item.name }) : t('order.refundTitle', { id: order.id })}
      description={t(item ? 'order.refundItemText' : 'order.refundText', {
        count: keys,
        email: order.customer.email,
        amount,
      })}
      cancelLabel={t('order.cancel')}
      confirmLabel={item ? t('order.refundItemConfirm') : t('order.refundConfirm', { amount })}
      onConfirm={() => refund.mutate(item ? { id: order.id, itemIds: [item.id] } : { id: order.id })}
    />
  );
}
