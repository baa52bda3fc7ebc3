import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminOrderDetail } from '#shared/contracts/admin-store.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '#client/components/ui/alert-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useRefundOrder } from '../api/refund-order.ts';
import { formatUsd } from '../format.ts';

/** Refund with a confirmation; offered for completed orders only (the server refuses the rest). */
export function RefundOrderDialog({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin-store');
  const [open, setOpen] = useState(false);
  const refund = useRefundOrder();
  const keys = order.items.filter((i) => i.licence?.status === 'active').length;
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="destructive" disabled={refund.isPending}>
          <Undo2 aria-hidden />
          {refund.isPending ? t('order.refunding') : t('order.refund')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('order.refundTitle', { id: order.id })}</AlertDialogTitle>
          <AlertDialogDescription>{t('order.refundText', { count: keys, email: order.customer.email, amount: formatUsd(order.totalAmount) })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('order.cancel')}</AlertDialogCancel>
          <AlertDialogAction onClick={() => refund.mutate(order.id)}>{t('order.refundConfirm', { amount: formatUsd(order.totalAmount) })}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
