import { findUserById, mailLanguageFor } from '../auth/index.ts';
import { issueInvoiceNumber } from '../invoices/index.ts';
import type { Tx } from '../platform/db.ts';
import { appError } from '../error-catalogue.ts';
import * as cart from './cart.repo.ts';
import { generateLicenceKey } from './licence-key.ts';
import { sendLicenceMail } from './licence-mail.ts';
import { runOrderHooks, type OrderEvent, type OrderHooks } from './order-hooks.ts';
import * as repo from './orders.repo.ts';
import { paidBeforeTaxCents } from '../tax/index.ts';
import { updatesUntilAtPurchase } from './updates-window.ts';
import { finishConversion, insertLicence, trialToConvert } from '../licences/index.ts';
import { applyRenewal } from './renewals.ts';

export interface SiteInfo {
  siteName: string;
  siteUrl: string;
}

/** Tries a fresh key on the one-in-2^100 chance that one is taken. */
async function insertLicenceWithFreshKey(tx: Tx, values: Omit<Parameters<typeof insertLicence>[1], 'key'>) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const licence = await insertLicence(tx, { ...values, key: generateLicenceKey() });
    if (licence) return licence;
  }
  throw appError('internal', { message: 'Could not generate a unique licence key.' });
}

/**
 * The buyer's open trial of the product converts in place: the licence takes the trial's
 * key and its machine stays activated, so the add-on keeps working without a new key.
 */
async function issueLicence(tx: Tx, values: Omit<Parameters<typeof insertLicence>[1], 'key'>, now: Date) {
  const trial = await trialToConvert(tx, values.userId, values.indicatorId);
  if (!trial) return insertLicenceWithFreshKey(tx, values);
  const licence = await insertLicence(tx, { ...values, key: trial.key });
  if (!licence) return insertLicenceWithFreshKey(tx, values);
  await finishConversion(tx, trial, licence.id, now);
  return licence;
}

/** What the order hooks (affiliate commission) learn of an order. */
export function orderEventOf(order: repo.OrderRow, site: SiteInfo): OrderEvent {
  return {
    orderId: order.id,
    userId: order.userId,
    totalCents: order.totalCents,
    paidBeforeTaxCents: paidBeforeTaxCents(order),
    couponAffiliateId: order.couponAffiliateId,
    site,
  };
}

/**
 * Completes a pending order inside the caller's transaction: status completed, one licence per
 * item, the bought items out of the cart, the `completed` order hooks (affiliate commission), the
 * licence e-mail and the invoice number, so all of it exists exactly when the order does. The row lock makes a
 * second completion (a replayed webhook, a double click) wait and then see it completed: it
 * returns false and changes nothing.
 */
export async function completeOrder(
  tx: Tx,
  orderId: number,
  site: SiteInfo,
  hooks: OrderHooks,
  now: Date = new Date(),
): Promise<boolean> {
  const order = await repo.lockOrder(tx, orderId);
  if (!order || order.status !== 'pending') return false;
  await repo.markCompleted(tx, orderId);

  const items = await repo.itemsOfOrders(tx, [orderId]);
  const terms = await repo.licenceTermsOf(
    tx,
    items.map((i) => i.indicatorId),
  );
  const mailItems = [];
  for (const item of items) {
    // A renewal line extends its licence's updates; it issues no licence.
    if (item.renewalOfLicenceId !== null) {
      const renewed = await applyRenewal(tx, { id: item.id, renewalOfLicenceId: item.renewalOfLicenceId }, now);
      // The order's e-mail names the renewed key, so a renewal-only order's mail is not empty.
      if (renewed) mailItems.push({ name: item.name, key: renewed.key, machineLimit: renewed.machineLimit });
      continue;
    }
    const term = terms.find((t) => t.id === item.indicatorId);
    const machineLimit = term?.machineLimit ?? 1;
    const licence = await issueLicence(
      tx,
      {
        userId: order.userId,
        orderItemId: item.id,
        indicatorId: item.indicatorId,
        machineLimit,
        // Updates for the product's window from the purchase (null: forever).
        updatesUntil: updatesUntilAtPurchase(now, term?.updatesMonths ?? 0),
      },
      now,
    );
    mailItems.push({ name: item.name, key: licence.key, machineLimit });
  }
  await cart.removeLines(
    tx,
    order.userId,
    items.map((i) => i.indicatorId),
  );
  await runOrderHooks(hooks, 'completed', tx, orderEventOf(order, site));

  const customer = await findUserById(tx, order.userId);
  if (customer) {
    await sendLicenceMail(tx, {
      to: customer.email,
      displayName: customer.displayName,
      language: await mailLanguageFor(tx, { userId: order.userId }, order.language),
      orderId,
      totalCents: order.totalCents,
      items: mailItems,
      ...site,
    });
  }
  // Last, so the invoice counter row (which every completion queues on) is held only until commit.
  await repo.setInvoiceNumber(tx, orderId, await issueInvoiceNumber(tx));
  return true;
}
