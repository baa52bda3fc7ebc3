import { findUserById, mailLanguageFor } from '../auth/index.ts';
import { issueCreditNoteNumber } from '../invoices/index.ts';
import { recordLicenceEvent, setLicenceStatus } from '../licences/index.ts';
import type { Db, Tx } from '../platform/db.ts';
import { appError } from '../error-catalogue.ts';
import { sendMail } from '../platform/mail/send-mail.ts';
import {
  lockOrder,
  orderEventOf,
  type OrderHooks,
  revertRenewals,
  runOrderHooks,
  setOrderStatus,
  type SiteInfo,
} from '../store/index.ts';
import type { OrderStatus } from '../store/store.schema.ts';
import { refundMail } from './refund-mail.ts';
import * as repo from './refunds.repo.ts';

/** What the cascade needs of the app: the order hooks (affiliate commission) and the site for e-mails. */
export interface RefundDeps {
  hooks: OrderHooks;
  site: SiteInfo;
}

/**
 * The status an order has from its refunds and disputes: `disputed` while a dispute is open,
 * `refunded` once refunds reach its total, `partially_refunded` before that.
 */
export async function orderStatusNow(tx: Tx, order: { id: number; totalCents: number; status: OrderStatus }) {
  if ((await repo.openDisputesOf(tx, order.id)).length > 0) return 'disputed' as const;
  const refunded = (await repo.refundsOfOrder(tx, order.id))
    .filter((r) => r.status === 'succeeded')
    .reduce((sum, r) => sum + r.amountCents, 0);
  if (refunded >= order.totalCents) return 'refunded' as const;
  return refunded > 0 ? ('partially_refunded' as const) : ('completed' as const);
}

export async function refreshOrderStatus(tx: Tx, orderId: number) {
  const order = await lockOrder(tx, orderId);
  if (!order) return;
  const status = await orderStatusNow(tx, order);
  if (status !== order.status) await setOrderStatus(tx, orderId, status);
}

/**
 * Gives a succeeded refund its credit note number (gap-free, `invoices/numbering.ts`), dated when
 * the refund settled, unless it has one. The refund's row lock makes a concurrent call wait and
 * then find the number.
 */
export async function numberCreditNote(tx: Tx, refund: { id: number }) {
  const row = await repo.lockRefund(tx, refund.id);
  if (!row || row.status !== 'succeeded') return null;
  if (row.creditNoteNumber && row.creditNotedAt) return { number: row.creditNoteNumber, issuedAt: row.creditNotedAt };
  const issuedAt = row.settledAt ?? new Date();
  const number = await issueCreditNoteNumber(tx, issuedAt);
  await repo.setCreditNote(tx, row.id, number, issuedAt);
  return { number, issuedAt };
}

const succeededBefore = (rows: repo.RefundRow[], refund: repo.RefundRow) =>
  rows.filter((r) => r.status === 'succeeded' && r.id < refund.id);
const refundedBefore = (rows: repo.RefundRow[], refund: repo.RefundRow) =>
  succeededBefore(rows, refund).reduce((sum, r) => sum + r.amountCents, 0);
/** Net of tax: what the commission and analytics count. */
const refundedNetBefore = (rows: repo.RefundRow[], refund: repo.RefundRow) =>
  succeededBefore(rows, refund).reduce((sum, r) => sum + r.amountCents - r.taxCents, 0);

/**
 * The steps after a refund succeeded, each in its own transaction that also moves
 * `refunds.cascade_step` on, so each lands exactly once and a retry (the admin's next click, the
 * provider's next webhook) resumes where a failure stopped:
 * 1. the order's status, the credit note's number and the timeline entry; 2. the refunded items' licences revoked;
 * 3. the `refunded` order hooks (the affiliate's proportional reversal);
 * 4. the customer's e-mail in the order's language, and its timeline entry.
 */
const STEPS: Array<(tx: Tx, refund: repo.RefundRow, deps: RefundDeps) => Promise<void>> = [
  async (tx, refund) => {
    await refreshOrderStatus(tx, refund.orderId);
    await numberCreditNote(tx, refund);
    await repo.appendOrderEvent(tx, {
      orderId: refund.orderId,
      type: 'refund_succeeded',
      details: { refundId: refund.id, amountCents: refund.amountCents, source: refund.source },
      dedupeKey: `refund:${refund.id}:succeeded`,
    });
  },
  async (tx, refund) => {
    const items = await repo.itemIdsOfRefunds(tx, [refund.id]);
    // A renewal given back takes its extension off the licence, which stays.
    await revertRenewals(
      tx,
      items.map((i) => i.orderItemId),
    );
    const owned = await repo.licencesOfItems(
      tx,
      items.map((i) => i.orderItemId),
    );
    const revoked = await setLicenceStatus(
      tx,
      owned.map((l) => l.id),
      'revoked',
      ['active', 'suspended'],
    );
    for (const licenceId of revoked)
      await recordLicenceEvent(tx, {
        licenceId,
        type: 'revoked',
        actor: refund.requestedBy ? 'admin' : 'system',
        actorUserId: refund.requestedBy,
        details: { reason: refund.source === 'dispute' ? 'dispute' : 'refund' },
      });
  },
  async (tx, refund, deps) => {
    const order = await lockOrder(tx, refund.orderId);
    if (!order) return;
    const all = await repo.refundsOfOrder(tx, refund.orderId);
    await runOrderHooks(deps.hooks, 'refunded', tx, {
      ...orderEventOf(order, deps.site),
      refund: {
        id: refund.id,
        amountCents: refund.amountCents,
        netCents: refund.amountCents - refund.taxCents,
        netBeforeCents: refundedNetBefore(all, refund),
      },
    });
  },
  async (tx, refund, deps) => {
    const order = await lockOrder(tx, refund.orderId);
    const customer = order ? await findUserById(tx, order.userId) : undefined;
    if (!order || !customer) return;
    const all = await repo.refundsOfOrder(tx, refund.orderId);
    const items = await repo.itemIdsOfRefunds(tx, [refund.id]);
    const keys = await repo.licencesOfItems(
      tx,
      items.map((i) => i.orderItemId),
    );
    const refundedCents = refundedBefore(all, refund) + refund.amountCents;
    await sendMail(
      tx,
      refundMail({
        to: customer.email,
        displayName: customer.displayName,
        language: await mailLanguageFor(tx, { userId: order.userId }, order.language),
        orderId: order.id,
        totalCents: order.totalCents,
        // The refund that completes a full refund says so; only one that leaves money says "partly".
        partial: refundedCents < order.totalCents ? { refundCents: refund.amountCents, refundedCents } : undefined,
        revokedKeys: keys.filter((k) => k.status === 'revoked').map((k) => k.key),
        site: deps.site,
      }),
    );
    await repo.appendOrderEvent(tx, {
      orderId: order.id,
      type: 'email_sent',
      details: { kind: 'order.refunded', refundId: refund.id, to: customer.email },
      dedupeKey: `refund:${refund.id}:mail`,
    });
  },
];

export const CASCADE_STEPS = STEPS.length;

/** The refund row locked, after its order's row: every refund path takes the order's lock first. */
async function lockOrderAndRefund(tx: Tx, refundId: number) {
  const found = await repo.findRefund(tx, refundId);
  if (!found) return undefined;
  await lockOrder(tx, found.orderId);
  return repo.lockRefund(tx, refundId);
}

/** Runs what remains of one succeeded refund's cascade. */
export async function runCascade(db: Db, refundId: number, deps: RefundDeps) {
  try {
    for (let step = 1; step <= CASCADE_STEPS; step++) {
      await db.transaction(async (tx) => {
        const refund = await lockOrderAndRefund(tx, refundId);
        if (!refund || !(await repo.advanceCascade(tx, refundId, step))) return;
        await STEPS[step - 1]!(tx, refund, deps);
      });
    }
  } finally {
    // Done, or stopped at a failing step: either way the next click or webhook may take it up.
    await repo.releaseAttempt(db, refundId);
  }
}

/** Finishes every succeeded refund of the order whose cascade stopped half-way; returns their ids. */
export async function resumeCascades(
  db: Db,
  orderId: number,
  deps: RefundDeps,
  options: { leaseStaleBefore?: Date; skipHeld?: boolean } = {},
): Promise<number[]> {
  const unfinished = await repo.unfinishedCascades(db, orderId, CASCADE_STEPS);
  const ran: number[] = [];
  for (const refund of unfinished) {
    // An admin's click leaves a cascade another request is running to it (answered "in progress",
    // or skipped with `skipHeld`); a webhook runs it anyway, since every step lands once.
    const { leaseStaleBefore } = options;
    if (leaseStaleBefore && !(await repo.claimCascade(db, refund.id, leaseStaleBefore))) {
      if (options.skipHeld) continue;
      throw appError('refund_in_progress', { details: { refundId: refund.id } });
    }
    await runCascade(db, refund.id, deps);
    ran.push(refund.id);
  }
  return ran;
}

/** A refund the provider confirmed (its answer or a webhook): recorded succeeded, then the cascade. */
export async function refundSucceeded(db: Db, refundId: number, providerRefundId: string | null, deps: RefundDeps) {
  await db.transaction(async (tx) => {
    const refund = await lockOrderAndRefund(tx, refundId);
    if (refund?.status === 'pending') await repo.settleRefund(tx, refundId, { status: 'succeeded', providerRefundId });
  });
  await runCascade(db, refundId, deps);
}

/** A refund the provider refused: recorded failed with a timeline entry; its items may be refunded again. */
export async function refundFailed(db: Db, refundId: number, reason: string | null) {
  return db.transaction(async (tx) => {
    const refund = await lockOrderAndRefund(tx, refundId);
    if (refund?.status !== 'pending') return false;
    await repo.settleRefund(tx, refundId, { status: 'failed' });
    await repo.appendOrderEvent(tx, {
      orderId: refund.orderId,
      type: 'refund_failed',
      details: { refundId, amountCents: refund.amountCents, reason },
      dedupeKey: `refund:${refundId}:failed`,
    });
    return true;
  });
}
