import Undo2 from 'lucide-react/icons/undo-2';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminOrderDetail } from '#shared/contracts/admin-store.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { useRefundOrder } from '../api/refund-order.ts';
import { formatUsd } from '../format.ts';

/** Refund with a confirmation; offered for completed orders only (the server refuses the rest). */
export function RefundOrderDialog({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin-store');
  const [open, setOpen] = useState(false);
  const refund = useRefundOrder();
  const keys = order.items.filter((i) => i.licence?.status === 'active').length;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="destructive" disabled={refund.isPending}>
          <Undo2 aria-hidden />
          {refund.isPending ? t('order.refunding') : t('order.refund')}
        </Button>
      }
      title={t('order.refundTitle', { id: order.id })}
      description={t('order.refundText', {
        count: keys,
        email: order.customer.email,
        amount: formatUsd(order.totalAmount),
      })}
      cancelLabel={t('order.cancel')}
      confirmLabel={t('order.refundConfirm', { amount: formatUsd(order.totalAmount) })}
      onConfirm={() => refund.mutate(order.id)}
    />
  );
}
