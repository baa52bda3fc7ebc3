import { ORDERS_MAX, centsToDollars, type ListOrdersResponse, type OrderDto } from '#shared/contracts/store.ts';
import type { Db, DbOrTx } from '../platform/db.ts';
import { activationDtos, openTrialsOf, resetQuotas } from '../licences/index.ts';
import { succeededRefundsOfOrders } from '../refunds/index.ts';
import * as repo from './orders.repo.ts';
import { isRenewable, renewalDue } from './renewals.ts';

/**
 * The user's orders (newest first) with each item's licence, its activated machines and its reset
 * quota. A fixed number of round trips whatever the number of orders and licences: the items with
 * their licences and machines, the succeeded refunds, one grouped count of resets (none without licences).
 */
export async function loadOrders(
  db: DbOrTx,
  orders: repo.OrderRow[],
  resetsPerYear: number,
  now: Date = new Date(),
): Promise<OrderDto[]> {
  const orderIds = orders.map((o) => o.id);
  const { items, licences } = await repo.itemsWithLicences(db, orderIds);
  const refunds = await succeededRefundsOfOrders(db, orderIds);
  const quotas = await resetQuotas(
    db,
    licences.map((l) => l.id),
    resetsPerYear,
    new Date(),
  );
  const refunded = new Map<number, number>();
  for (const refund of refunds) refunded.set(refund.orderId, (refunded.get(refund.orderId) ?? 0) + refund.amountCents);
  return orders.map((order) => ({
    id: order.id,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    subtotalAmount: centsToDollars(order.subtotalCents),
    discountAmount: centsToDollars(order.discountCents),
    discountCode: order.discountCode,
    taxAmount: centsToDollars(order.taxCents),
    totalAmount: centsToDollars(order.totalCents),
    invoiceNumber: order.invoiceNumber,
    refundedAmount: centsToDollars(refunded.get(order.id) ?? 0),
    creditNotes: refunds
      .filter((note) => note.orderId === order.id && note.number && note.issuedAt)
      .map((note) => ({
        refundId: note.refundId,
        number: note.number!,
        amount: centsToDollars(note.amountCents),
        issuedAt: note.issuedAt!.toISOString(),
      })),
    items: items
      .filter((item) => item.orderId === order.id)
      .map((item) => {
        const licence = licences.find((l) => l.orderItemId === item.id);
        return {
          id: item.id,
          indicatorId: item.indicatorId,
          name: item.name,
          imageUrl: item.imageUrl,
          kind: item.kind,
          purchasePrice: centsToDollars(item.priceCents),
          discount: centsToDollars(item.discountCents),
          upgradeCredit: centsToDollars(item.upgradeCreditCents),
          renewalOfLicenceId: item.renewalOfLicenceId,
          licence: licence
            ? {
                id: licence.id,
                key: licence.key,
                machineLimit: licence.machineLimit,
                status: licence.status,
                activations: activationDtos(licence.activations, licence.machineLimit),
                resetsPerYear,
                resetsLeft: quotas.get(licence.id)!.left,
                // A revoked licence is never reset (licence-reset.service.ts refuses it), whatever its quota.
                resetAvailable: licence.status !== 'revoked' && quotas.get(licence.id)!.refusal === null,
                updatesUntil: licence.updatesUntil?.toISOString() ?? null,
                updatesExpired: licence.updatesUntil !== null && licence.updatesUntil <= now,
                renewable: isRenewable({
                  ...licence,
                  updatesMonths: item.updatesMonths,
                  renewalPriceCents: item.renewalPriceCents,
                }),
                renewalPrice: centsToDollars(item.renewalPriceCents),
                renewalDue: renewalDue(licence, item, now),
              }
            : null,
        };
      }),
  }));
}

/** SPEC §7 GET /_api/orders. */
export async function listOrders(
  db: Db,
  userId: number,
  resetsPerYear: number,
  now: Date = new Date(),
): Promise<ListOrdersResponse> {
  const orders = await loadOrders(db, await repo.listUserOrders(db, userId, ORDERS_MAX), resetsPerYear, now);
  const trials = (await openTrialsOf(db, userId)).map((trial) => ({
    ...trial,
    startedAt: trial.startedAt.toISOString(),
    endsAt: trial.endsAt.toISOString(),
    expired: trial.endsAt <= now,
  }));
  return { orders, trials };
}
