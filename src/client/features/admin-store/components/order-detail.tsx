import { useTranslation } from '#client/lib/use-translation.ts';
import type { AdminOrderDetail as Order } from '#shared/contracts/admin-orders.ts';
import { CreditNoteLink, InvoiceLinks } from '#client/components/invoice-links.tsx';
import type { OrderTimelineEntry, RefundDto } from '#shared/contracts/refunds.ts';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { countryName, formatDayTimeUtc, formatNumber } from '#shared/intl-formats.ts';
import { formatUsd } from '#shared/money.ts';
import { OrderItems } from './order-items.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { PendingRefundNotice } from './pending-refund-notice.tsx';
import { RefundAmountForm } from './refund-amount-form.tsx';
import { RefundOrderDialog } from './refund-order-dialog.tsx';

const REFUNDABLE: Order['status'][] = ['completed', 'partially_refunded'];

export function OrderDetail({
  order,
  timeline,
  refunds = [],
}: {
  order: Order;
  timeline: OrderTimelineEntry[];
  refunds?: RefundDto[];
}) {
  const { t, i18n } = useTranslation('admin-store');
  const refundable = REFUNDABLE.includes(order.status) && order.refundableAmount > 0;
  const date = (iso: string | null) => (iso ? formatDayTimeUtc(iso, i18n.language) : '—');
  return (
    <div className="flex flex-col gap-6">
      {/* Title and refund side by side from lg: the refund column keeps its width and the title's
          column wraps its own lines (invoice links), so the header never breaks into two rows. */}
      <header className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('order.title', { id: order.id })}</h1>
            <OrderStatusBadge status={order.status} />
          </div>
          <p className="text-muted-foreground">{t('order.placed', { date: date(order.createdAt) })}</p>
          {order.invoiceNumber && <InvoiceLinks orderId={order.id} invoiceNumber={order.invoiceNumber} />}
          {refunds.some((r) => r.creditNoteNumber) && (
            <div className="flex flex-wrap gap-2" data-testid="credit-notes">
              {refunds.map(
                (r) => r.creditNoteNumber && <CreditNoteLink key={r.id} refundId={r.id} number={r.creditNoteNumber} />,
              )}
            </div>
          )}
        </div>
        {refundable && (
          <div className="flex shrink-0 flex-col gap-4 lg:max-w-xs lg:items-end" data-testid="order-refund-actions">
            <RefundOrderDialog order={order} />
            <RefundAmountForm order={order} />
          </div>
        )}
      </header>

      {refunds
        .filter((r) => r.status === 'pending')
        .map((r) => (
          <PendingRefundNotice key={r.id} orderId={order.id} refund={r} />
        ))}

      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <h2 className="text-base font-semibold leading-tight">{t('order.customer')}</h2>
          </CardHeader>
          <CardContent className="flex flex-col gap-1 text-sm">
            <span className="font-medium">{order.customer.displayName}</span>
            <a
              href={`mailto:${order.customer.email}`}
              className="break-all text-primary underline-offset-4 hover:underline"
            >
              {order.customer.email}
            </a>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <h2 className="text-base font-semibold leading-tight">{t('order.summary')}</h2>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">{t('order.subtotal')}</dt>
              <dd className="text-right tabular-nums">{formatUsd(order.subtotalAmount)}</dd>
              {order.discountAmount > 0 && (
                <>
                  <dt className="text-muted-foreground">
                    {order.discountCode
                      ? t('order.discountWithCode', { code: order.discountCode })
                      : t('order.discount')}
                  </dt>
                  <dd className="text-right tabular-nums" data-testid="order-discount">
                    −{formatUsd(order.discountAmount)}
                  </dd>
                </>
              )}
              <dt className="text-muted-foreground">
                <TaxLabel order={order} />
              </dt>
              <dd className="text-right tabular-nums">{formatUsd(order.taxAmount)}</dd>
              <dt className="font-medium">{t('order.total')}</dt>
              <dd className="text-right font-medium tabular-nums">{formatUsd(order.totalAmount)}</dd>
              <dt className="text-muted-foreground">{t('order.payment')}</dt>
              <dd className="break-all text-right">
                {order.paymentRef ? `${order.paymentProvider} · ${order.paymentRef}` : order.paymentProvider}
              </dd>
              <dt className="text-muted-foreground">{t('order.completedAt')}</dt>
              <dd className="text-right">{date(order.completedAt)}</dd>
              {order.refundedAmount > 0 && (
                <>
                  <dt className="text-muted-foreground">{t('order.refundedAmount')}</dt>
                  <dd className="text-right tabular-nums" data-testid="order-refunded">
                    {formatUsd(order.refundedAmount)}
                  </dd>
                </>
              )}
              {order.refundedAt && (
                <>
                  <dt className="text-muted-foreground">{t('order.refundedAt')}</dt>
                  <dd className="text-right">{date(order.refundedAt)}</dd>
                </>
              )}
            </dl>
          </CardContent>
        </Card>
      </div>

      <section aria-labelledby="order-items-heading" className="flex flex-col gap-3">
        <h2 id="order-items-heading" className="text-lg font-semibold">
          {t('order.items')}
        </h2>
        <OrderItems order={order} refundable={refundable} />
      </section>

      <section aria-labelledby="order-timeline-heading" className="flex flex-col gap-3">
        <h2 id="order-timeline-heading" className="text-lg font-semibold">
          {t('order.timeline')}
        </h2>
        <OrderTimeline entries={timeline} />
      </section>
    </div>
  );
}

/** "Tax (19 %, Germany)": the order's own rate and country, as its invoice names them. */
function TaxLabel({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('admin-store');
  if (!order.taxRate) return t('order.tax');
  const lang = i18n.language;
  const rate = formatNumber(order.taxRate, lang);
  const country = order.taxCountry ? countryName(lang, order.taxCountry) : undefined;
  const label = country ? t('order.taxRateCountry', { rate, country }) : t('order.taxRate', { rate });
  return order.pricesIncludeTax ? `${label} · ${t('order.taxIncluded')}` : label;
}
