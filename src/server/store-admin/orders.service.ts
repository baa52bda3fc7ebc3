import { centsToDollars, dollarsToCents } from '#shared/contracts/admin-store.ts';
import type { AdminOrderDetail, AdminOrdersResponse } from '#shared/contracts/admin-orders.ts';
import type { Db, DbOrTx } from '../platform/db.ts';
import { appError } from '../error-catalogue.ts';
import {
  lineRefundFigures,
  type RefundDeps,
  refundedItemIds,
  refundsOf,
  refundTotals,
  requestRefund,
  retryRefund as retryPendingRefund,
  timelineOf,
} from '../refunds/index.ts';
import { licencesWithActivations, type PaymentProvider } from '../store/index.ts';
import type { OrderStatus } from '../store/store.schema.ts';
import * as repo from './orders.repo.ts';
import { activationDtos } from '../licences/index.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type SummaryRow = Awaited<ReturnType<typeof repo.listOrders>>['rows'][number];

function toSummary(row: SummaryRow) {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    totalAmount: centsToDollars(row.totalCents),
    itemCount: row.itemCount,
    customer: { id: row.customerId, email: row.customerEmail, displayName: row.customerName },
  };
}

export async function listOrders(
  db: Db,
  query: { page: number; limit: number; search?: string; status?: OrderStatus },
): Promise<AdminOrdersResponse> {
  const { rows, totalCount } = await repo.listOrders(db, {
    search: query.search || undefined,
    status: query.status,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    orders: rows.map(toSummary),
    totalCount,
    pagination: { currentPage: query.page, totalPages: Math.max(1, Math.ceil(totalCount / query.limit)) },
  };
}

async function loadDetail(db: DbOrTx, id: number): Promise<AdminOrderDetail> {
  const order = await repo.findOrder(db, id);
  if (!order) throw appError('order_not_found');
  const items = await repo.itemsOf(db, id);
  const licences = await licencesWithActivations(
    db,
    items.map((i) => i.id),
  );
  const refundedItems = await refundedItemIds(db, id);
  const totals = await refundTotals(db, { id, totalCents: order.totalCents });
  const figures = await lineRefundFigures(db, { id, totalCents: order.totalCents });
  return {
    ...toSummary(order),
    subtotalAmount: centsToDollars(order.subtotalCents),
    discountCode: order.discountCode,
    discountAmount: centsToDollars(order.discountCents),
    taxAmount: centsToDollars(order.taxCents),
    taxCountry: order.taxCountry,
    taxRate: order.taxRateBp / 100,
    pricesIncludeTax: order.pricesIncludeTax,
    currency: order.currency,
    paymentProvider: order.paymentProvider,
    paymentRef: order.paymentRef,
    completedAt: iso(order.completedAt),
    refundedAt: iso(order.refundedAt),
    invoiceNumber: order.invoiceNumber,
    refundedAmount: centsToDollars(totals.refundedCents),
    refundableAmount: centsToDollars(totals.refundableCents),
    items: items.map((item) => {
      const licence = licences.find((l) => l.orderItemId === item.id);
      return {
        id: item.id,
        indicatorId: item.indicatorId,
        name: item.name,
        imageUrl: item.imageUrl,
        purchasePrice: centsToDollars(item.priceCents),
        refunded: refundedItems.refunded.includes(item.id),
        refundPending: refundedItems.pending.includes(item.id),
        pendingRefundId: refundedItems.pendingRefundOf.get(item.id) ?? null,
        discountAmount: centsToDollars(item.discountCents),
        paidAmount: centsToDollars(figures.get(item.id)?.paidCents ?? 0),
        refundAmount: centsToDollars(figures.get(item.id)?.refundCents ?? 0),
        licence: licence
          ? {
              id: licence.id,
              key: licence.key,
              status: licence.status,
              machineLimit: licence.machineLimit,
              revokedAt: iso(licence.revokedAt),
              activations: activationDtos(licence.activations, licence.machineLimit),
            }
          : null,
      };
    }),
  };
}

/** The order with its refunds and timeline (placed, paid, refunds, dispute steps, e-mails). */
export async function getOrder(db: Db, id: number) {
  const order = await loadDetail(db, id);
  const row = (await repo.findOrder(db, id))!;
  return {
    order,
    refunds: await refundsOf(db, id),
    timeline: await timelineOf(db, row),
  };
}

/**
 * Refunds a completed order, whole or in part, through its payment provider
 * (`refunds/refund.service.ts`: pending row, provider call outside any transaction, cascade).
 * Answers the refund with its status and the order as it is now.
 */
export async function refundOrder(
  db: Db,
  provider: (name: string) => PaymentProvider,
  deps: RefundDeps,
  input: { id: number; itemIds?: number[]; amount?: number; adminId: number },
) {
  const refundId = await requestRefund(db, provider, deps, {
    orderId: input.id,
    itemIds: input.itemIds,
    amountCents: input.amount === undefined ? undefined : dollarsToCents(input.amount),
    adminId: input.adminId,
  });
  const refund = (await refundsOf(db, input.id)).find((r) => r.id === refundId)!;
  return { success: true as const, refund, order: await loadDetail(db, input.id) };
}

/** "Retry now" on a pending refund of the order: the provider is asked again with the same key. */
export async function retryRefund(
  db: Db,
  provider: (name: string) => PaymentProvider,
  deps: RefundDeps,
  input: { id: number; refundId: number },
) {
  const refundId = await retryPendingRefund(db, provider, deps, input);
  const refund = (await refundsOf(db, input.id)).find((r) => r.id === refundId)!;
  return { success: true as const, refund, order: await loadDetail(db, input.id) };
}
