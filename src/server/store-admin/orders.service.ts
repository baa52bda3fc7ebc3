import {
  ADMIN_STORE_MESSAGES,
  centsToDollars,
  type AdminOrderDetail,
  type AdminOrdersResponse,
} from '#shared/contracts/admin-store.ts';
import { findUserById } from '../auth/auth.repo.ts';
import { mailLanguageFor } from '../auth/mail-language.ts';
import type { Db, DbOrTx } from '../platform/db.ts';
import { AppError } from '../platform/errors.ts';
import { sendMail } from '../platform/mail/send-mail.ts';
import { runOrderHooks, type OrderHooks } from '../store/order-hooks.ts';
import * as storeOrders from '../store/orders.repo.ts';
import type { OrderStatus } from '../store/store.schema.ts';
import * as repo from './orders.repo.ts';
import { refundMail } from './refund-mail.ts';

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
  if (!order) throw new AppError('not_found', ADMIN_STORE_MESSAGES.orderNotFound, undefined, 'order_not_found');
  const items = await repo.itemsOf(db, id);
  const licences = await storeOrders.licencesWithActivations(
    db,
    items.map((i) => i.id),
  );
  return {
    ...toSummary(order),
    subtotalAmount: centsToDollars(order.subtotalCents),
    taxAmount: centsToDollars(order.taxCents),
    currency: order.currency,
    paymentProvider: order.paymentProvider,
    paymentRef: order.paymentRef,
    completedAt: iso(order.completedAt),
    refundedAt: iso(order.refundedAt),
    invoiceNumber: order.invoiceNumber,
    items: items.map((item) => {
      const licence = licences.find((l) => l.orderItemId === item.id);
      return {
        id: item.id,
        indicatorId: item.indicatorId,
        name: item.name,
        imageUrl: item.imageUrl,
        purchasePrice: centsToDollars(item.priceCents),
        licence: licence
          ? {
              id: licence.id,
              key: licence.key,
              status: licence.status,
              machineLimit: licence.machineLimit,
              revokedAt: iso(licence.revokedAt),
              activations: licence.activations.map((a) => ({
                machineId: a.machineId,
                machineName: a.machineName,
                activatedAt: a.activatedAt.toISOString(),
                lastSeenAt: a.lastSeenAt.toISOString(),
              })),
            }
          : null,
      };
    }),
  };
}

export async function getOrder(db: Db, id: number) {
  return { order: await loadDetail(db, id) };
}

/**
 * Refunds a completed order in one transaction: status refunded, its licence keys revoked, the
 * `refunded` order hooks run (the affiliate program reverses the commission and tells the affiliate) and the customer
 * is e-mailed. The row lock makes a second, concurrent refund wait and then see `refunded`.
 * Money goes back through the payment provider's own dashboard; this records the decision.
 */
export async function refundOrder(db: Db, id: number, site: { siteName: string; siteUrl: string }, hooks: OrderHooks) {
  return db.transaction(async (tx) => {
    const order = await storeOrders.lockOrder(tx, id);
    if (!order) throw new AppError('not_found', ADMIN_STORE_MESSAGES.orderNotFound, undefined, 'order_not_found');
    if (order.status === 'refunded')
      throw new AppError('conflict', ADMIN_STORE_MESSAGES.alreadyRefunded, undefined, 'order_already_refunded');
    if (order.status !== 'completed')
      throw new AppError('conflict', ADMIN_STORE_MESSAGES.refundOnlyCompleted, undefined, 'order_not_refundable');

    await repo.markRefunded(tx, id);
    const revokedKeys = await repo.revokeOrderLicences(tx, id);
    await runOrderHooks(hooks, 'refunded', tx, {
      orderId: id,
      userId: order.userId,
      totalCents: order.totalCents,
      site,
    });

    const customer = await findUserById(tx, order.userId);
    if (customer)
      await sendMail(
        tx,
        refundMail({
          to: customer.email,
          displayName: customer.displayName,
          language: await mailLanguageFor(tx, { userId: order.userId }, order.language),
          orderId: id,
          totalCents: order.totalCents,
          revokedKeys,
          site,
        }),
      );
    return { success: true as const, order: await loadDetail(tx, id) };
  });
}
