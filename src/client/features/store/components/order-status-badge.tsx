import { useTranslation } from '#client/lib/use-translation.ts';
import type { OrderStatus } from '#shared/contracts/store.ts';
import { Badge, type BadgeProps } from '#client/components/ui/badge.tsx';

/** SPEC §4: completed success, pending warning, cancelled and disputed destructive, anything else default. */
const VARIANT: Partial<Record<OrderStatus, BadgeProps['variant']>> = {
  completed: 'success',
  pending: 'warning',
  cancelled: 'destructive',
  disputed: 'destructive',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('store');
  return (
    <Badge variant={VARIANT[status] ?? 'default'} data-testid="order-status">
      {t(`orders.status.${status}`)}
    </Badge>
  );
}
