import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import { formatUsd } from '#shared/money.ts';
import { CreditNoteLink, InvoiceLinks } from '#client/components/invoice-links.tsx';
import type { OrderDto } from '#shared/contracts/store.ts';
import { formatDay } from '#shared/intl-formats.ts';
import { IndicatorImage } from './indicator-image.tsx';
import { LicencePanel } from './licence-panel.tsx';
import { RenewalNote } from './renewal-note.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { Price } from './price.tsx';

export function OrderCard({ order }: { order: OrderDto }) {
  const { t, i18n } = useTranslation('store');
  return (
    <article
      className="overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm"
      data-testid="order-card"
      aria-labelledby={`order-${order.id}-title`}
    >
      <header className="flex flex-wrap items-center justify-between gap-3 border-b bg-muted/40 px-5 py-4">
        <div>
          <h2 id={`order-${order.id}-title`} className="text-lg font-semibold">
            {t('orders.order', { id: order.id })}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t('orders.placedOn', { date: formatDay(order.createdAt, i18n.language) })}
          </p>
        </div>
        <div className="flex items-center gap-4">
          <OrderStatusBadge status={order.status} />
          <div className="text-right">
            <p className="text-xs text-muted-foreground">{t('orders.total')}</p>
            <Price value={order.totalAmount} className="font-bold" />
            {order.refundedAmount > 0 && order.refundedAmount < order.totalAmount && (
              <p className="text-xs text-muted-foreground" data-testid="order-refunded">
                {t('orders.refundedAmount', { amount: formatUsd(order.refundedAmount) })}
              </p>
            )}
          </div>
        </div>
      </header>
      <ul className="divide-y">
        {order.items.map((item) => (
          <li key={item.id} className="flex gap-4 p-5" data-testid="order-item">
            <Link
              to={`/indicators/${item.indicatorId}`}
              tabIndex={-1}
              aria-hidden
              className="hidden w-28 shrink-0 overflow-hidden rounded-md border sm:block"
            >
              <IndicatorImage src={item.imageUrl} alt="" kind={item.kind} />
            </Link>
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold">{item.name}</h3>
                <Price value={item.purchasePrice} className="text-sm" />
              </div>
              {item.licence ? (
                <LicencePanel licence={item.licence} itemName={item.name} disputed={order.status === 'disputed'} />
              ) : item.renewalOfLicenceId !== null ? (
                <RenewalNote />
              ) : (
                <p className="mt-2 text-sm text-muted-foreground">
                  {order.status === 'pending' ? t('licence.awaiting') : null}
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
      {order.taxAmount > 0 ? (
        <p className="border-t px-5 py-3 text-right text-xs text-muted-foreground">
          {t('orders.tax', { amount: formatUsd(order.taxAmount) })}
        </p>
      ) : null}
      {order.invoiceNumber || order.creditNotes.length > 0 ? (
        <footer className="flex flex-col gap-2 border-t px-5 py-3">
          {order.invoiceNumber ? <InvoiceLinks orderId={order.id} invoiceNumber={order.invoiceNumber} /> : null}
          {order.creditNotes.length > 0 ? (
            <div className="flex flex-wrap gap-2" data-testid="credit-notes">
              {order.creditNotes.map((note) => (
                <CreditNoteLink
                  key={note.refundId}
                  refundId={note.refundId}
                  number={note.number}
                  amount={formatUsd(note.amount)}
                />
              ))}
            </div>
          ) : null}
        </footer>
      ) : null}
    </article>
  );
}
