import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import type { AdminOrderSummary } from '#shared/contracts/admin-orders.ts';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui/table.tsx';
import { formatDayTimeUtc, formatNumber } from '#shared/intl-formats.ts';
import { formatUsd } from '#shared/money.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

/** From `md` up; phones get `OrderCards`. */
export function OrdersTable({ orders }: { orders: AdminOrderSummary[] }) {
  const { t, i18n } = useTranslation('admin-store');
  return (
    <Table data-testid="orders-table">
      <TableHeader>
        <TableRow>
          <TableHead>{t('orders.column.order')}</TableHead>
          <TableHead>{t('orders.column.date')}</TableHead>
          <TableHead>{t('orders.column.customer')}</TableHead>
          <TableHead className="text-right">{t('orders.column.items')}</TableHead>
          <TableHead className="text-right">{t('orders.column.total')}</TableHead>
          <TableHead>{t('orders.column.status')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {orders.length === 0 && (
          <TableRow>
            <TableCell colSpan={6} className="py-10 text-center">
              <p className="font-medium">{t('orders.empty')}</p>
              <p className="text-sm text-muted-foreground">{t('orders.emptyHint')}</p>
            </TableCell>
          </TableRow>
        )}
        {orders.map((order) => (
          <TableRow key={order.id} data-testid="order-row">
            <TableCell>
              <Link
                to={`/admin/orders/${order.id}`}
                className="font-medium text-primary underline-offset-4 hover:underline"
                aria-label={t('orders.view', { id: order.id })}
              >
                #{order.id}
              </Link>
            </TableCell>
            <TableCell className="whitespace-nowrap text-muted-foreground">
              {formatDayTimeUtc(order.createdAt, i18n.language)}
            </TableCell>
            <TableCell>
              <div className="font-medium">{order.customer.displayName}</div>
              <div className="text-xs text-muted-foreground">{order.customer.email}</div>
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatNumber(order.itemCount, i18n.language)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatUsd(order.totalAmount)}</TableCell>
            <TableCell>
              <OrderStatusBadge status={order.status} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
