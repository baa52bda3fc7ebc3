import { and, eq, sql } from 'drizzle-orm';
import { users } from '../auth/auth.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import { refundLines, refunds } from '../refunds/refunds.schema.ts';
import { orderItems, orders } from '../store/store.schema.ts';
import type { CsvColumn } from './csv.ts';
import { inRange, type DateRange } from '../platform/date-range.ts';

// orders.csv: one row per order line, for orders placed in the range (any status; the status
// column tells a sale from a pending or cancelled checkout). Tax is charged per order, so the
// order's subtotal, tax and total repeat on each of its lines. `refund_amount` is what the
// order's succeeded refunds gave back of this line, tax included (`refund_lines`),
// negative, so the column adds up to what went back without counting an order twice. `discount` is the line's share of the order's discount code (0.00 without one;
// the lines of an order add up to its discount, paid = unit_price − discount). The tax
// columns came later and come last, so a template reading the older columns by position still works:
// `tax_country` (ISO code, empty when none was chosen), `tax_rate_percent` and `tax_amount`, the
// line's share of `order_tax` (the lines of an order add up to it).

type OrderLine = Awaited<ReturnType<typeof orderLinesAfter>>[number];

export async function orderLinesAfter(db: DbOrTx, range: DateRange, after: [number, number] | undefined, size: number) {
  return db
    .select({
      orderId: orders.id,
      lineId: orderItems.id,
      createdAt: orders.createdAt,
      completedAt: orders.completedAt,
      status: orders.status,
      email: users.email,
      item: orderItems.name,
      priceCents: orderItems.priceCents,
      lineDiscountCents: orderItems.discountCents,
      subtotalCents: orders.subtotalCents,
      taxCents: orders.taxCents,
      totalCents: orders.totalCents,
      taxCountry: orders.taxCountry,
      taxRateBp: orders.taxRateBp,
      lineTaxCents: orderItems.taxCents,
      currency: orders.currency,
      refundedAt: orders.refundedAt,
      paidCents: orderItems.paidCents,
      refundedCents: sql<
        number | null
      >`(select sum(l.amount_cents) from ${refundLines} l join ${refunds} r on r.id = l.refund_id where l.order_item_id = ${orderItems.id} and r.status = 'succeeded')`.mapWith(
        (v: string | number | null) => (v === null ? null : Number(v)),
      ),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orderItems.orderId, orders.id))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        inRange(orders.createdAt, range),
        after ? sql`(${orders.id}, ${orderItems.id}) > (${after[0]}, ${after[1]})` : undefined,
      ),
    )
    .orderBy(orders.id, orderItems.id)
    .limit(size);
}

export const orderLineKey = (row: OrderLine): [number, number] => [row.orderId, row.lineId];

export const ORDER_COLUMNS: readonly CsvColumn<OrderLine>[] = [
  { header: 'order_id', kind: 'integer', value: (r) => r.orderId },
  { header: 'order_date', kind: 'timestamp', value: (r) => r.createdAt },
  { header: 'paid_at', kind: 'timestamp', value: (r) => r.completedAt },
  { header: 'status', kind: 'text', value: (r) => r.status },
  { header: 'customer_email', kind: 'text', value: (r) => r.email },
  { header: 'item', kind: 'text', value: (r) => r.item },
  { header: 'unit_price', kind: 'money', value: (r) => r.priceCents },
  { header: 'discount', kind: 'money', value: (r) => r.lineDiscountCents },
  { header: 'order_subtotal', kind: 'money', value: (r) => r.subtotalCents },
  { header: 'order_tax', kind: 'money', value: (r) => r.taxCents },
  { header: 'order_total', kind: 'money', value: (r) => r.totalCents },
  { header: 'currency', kind: 'text', value: (r) => r.currency },
  { header: 'refunded_at', kind: 'timestamp', value: (r) => r.refundedAt },
  {
    header: 'refund_amount',
    kind: 'money',
    // Orders refunded before refunds had rows of their own count as refunded in full.
    value: (r) => (r.refundedCents ? -r.refundedCents : r.status === 'refunded' ? -r.paidCents : null),
  },
  { header: 'tax_country', kind: 'text', value: (r) => r.taxCountry },
  { header: 'tax_rate_percent', kind: 'basis_points', value: (r) => r.taxRateBp },
  { header: 'tax_amount', kind: 'money', value: (r) => r.lineTaxCents },
];
