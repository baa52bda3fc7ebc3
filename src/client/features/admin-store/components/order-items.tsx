import KeyRound from 'lucide-react/icons/key-round';
import Monitor from 'lucide-react/icons/monitor';
import { useTranslation } from '#client/lib/use-translation.ts';
import type { AdminOrderDetail } from '#shared/contracts/admin-orders.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { formatDayTimeUtc } from '#shared/intl-formats.ts';
import { formatUsd } from '#shared/money.ts';
import { RefundOrderDialog } from './refund-order-dialog.tsx';

/**
 * Each item with its price snapshot, licence key, key status and the machines it runs on; a paid
 * order offers to refund an item that was not refunded yet.
 */
export function OrderItems({ order, refundable }: { order: AdminOrderDetail; refundable: boolean }) {
  const { t, i18n } = useTranslation('admin-store');
  return (
    <ul className="flex flex-col divide-y rounded-lg border">
      {order.items.map((item) => (
        <li key={item.id} className="flex flex-col gap-3 p-4" data-testid="order-item">
          <div className="flex items-start justify-between gap-4">
            <span className="min-w-0 break-words font-medium">{item.name}</span>
            <div className="flex shrink-0 flex-col items-end gap-1 text-right">
              <span className="flex flex-wrap items-center justify-end gap-2">
                {item.refunded && <Badge variant="default">{t('order.itemRefunded')}</Badge>}
                {item.refundPending && (
                  <Badge variant="warning" data-testid="item-refund-pending">
                    {t('order.itemRefundPending')}
                  </Badge>
                )}
                <span className="tabular-nums">{formatUsd(item.purchasePrice)}</span>
              </span>
              {/* The line's share of the order's discount, so the rows add up to the summary. */}
              {item.discountAmount > 0 && (
                <span className="text-sm text-muted-foreground" data-testid="item-discount">
                  {order.discountCode ? t('order.discountWithCode', { code: order.discountCode }) : t('order.discount')}{' '}
                  <span className="tabular-nums">−{formatUsd(item.discountAmount)}</span>
                </span>
              )}
              {item.paidAmount !== item.purchasePrice && (
                <span className="text-sm text-muted-foreground tabular-nums" data-testid="item-paid">
                  {t('order.itemPaid', { amount: formatUsd(item.paidAmount) })}
                </span>
              )}
            </div>
          </div>
          {item.licence ? (
            <div className="flex flex-col gap-2 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <KeyRound className="size-4 text-muted-foreground" aria-hidden />
                <span className="sr-only">{t('order.licence')}</span>
                <code className="rounded bg-muted px-2 py-0.5 font-mono text-xs sm:text-sm" data-testid="licence-key">
                  {item.licence.key}
                </code>
                <Badge variant={item.licence.status === 'active' ? 'success' : 'destructive'}>
                  {t(`order.licenceStatus.${item.licence.status}`)}
                </Badge>
              </div>
              <p className="text-muted-foreground">
                {t('order.machines', { used: item.licence.activations.length, limit: item.licence.machineLimit })}
              </p>
              {item.licence.activations.length > 0 && (
                <ul className="flex flex-col gap-1">
                  {item.licence.activations.map((a) => (
                    <li key={a.machineId} className="flex items-center gap-2 text-muted-foreground">
                      <Monitor className="size-4 shrink-0" aria-hidden />
                      <span className="[overflow-wrap:anywhere]">
                        {t('order.activation', {
                          name: a.machineName ?? a.machineId,
                          id: a.machineId,
                          date: formatDayTimeUtc(a.activatedAt, i18n.language),
                        })}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">{t('order.noLicence')}</p>
          )}
          {refundable && !item.refunded && !item.refundPending && order.items.length > 1 && item.refundAmount > 0 && (
            <div>
              <RefundOrderDialog order={order} item={item} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
