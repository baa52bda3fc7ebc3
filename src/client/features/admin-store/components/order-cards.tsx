import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import type { AdminOrderSummary } from '#shared/contracts/admin-orders.ts';
import { formatDayTimeUtc } from '#shared/intl-formats.ts';
import { formatUsd } from '#shared/money.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

/** The orders table as cards on phones, where six columns would not fit. */
export function OrderCards({ orders }: { orders: AdminOrderSummary[] }) {
  const { t, i18n } = useTranslation('admin-store');
  if (orders.length === 0) {
    return (
      <div className="rounded-lg border py-10 text-center">
        <p className="font-medium">{t('orders.empty')}</p>
        <p className="text-sm text-muted-foreground">{t('orders.emptyHint')}</p>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label={t('orders.title')}>
      {orders.map((order) => (
        <li key={order.id} className="flex flex-col gap-2 rounded-lg border bg-card p-4" data-testid="order-card">
          <div className="flex items-center justify-between gap-3">
            <Link
              to={`/admin/orders/${order.id}`}
              className="font-medium text-primary underline-offset-4 hover:underline"
              aria-label={t('orders.view', { id: order.id })}
            >
              #{order.id}
            </Link>
            <OrderStatusBadge status={order.status} />
          </div>
          <div className="min-w-0 text-sm">
            <div className="font-medium">{order.customer.displayName}</div>
            <div className="truncate text-muted-foreground">{order.customer.email}</div>
          </div>
          <div className="flex items-center justify-between gap-3 text-sm">
            <span className="text-muted-foreground">{formatDayTimeUtc(order.createdAt, i18n.language)}</span>
            <span className="font-medium tabular-nums">{formatUsd(order.totalAmount)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
