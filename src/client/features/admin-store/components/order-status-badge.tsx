import { useTranslation } from '#client/lib/use-translation.ts';
import type { AdminOrderStatus } from '#shared/contracts/admin-store.ts';
import { Badge, type BadgeProps } from '#client/components/ui/badge.tsx';

/** SPEC §4: completed success, pending warning, cancelled and disputed destructive, anything else default. */
const VARIANT: Record<AdminOrderStatus, BadgeProps['variant']> = {
  completed: 'success',
  pending: 'warning',
  cancelled: 'destructive',
  refunded: 'default',
  partially_refunded: 'default',
  disputed: 'destructive',
};

export function OrderStatusBadge({ status }: { status: AdminOrderStatus }) {
  const { t } = useTranslation('admin-store');
  return <Badge variant={VARIANT[status] ?? 'default'}>{t(`orders.status.${status}`)}</Badge>;
}
