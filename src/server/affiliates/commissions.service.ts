import type { Tx } from '../platform/db.ts';
import { sendMail } from '../platform/mail/send-mail.ts';
import type { OrderEvent } from '../store/index.ts';
import { reversalMail } from './affiliate-mail.ts';
import * as repo from './affiliates.repo.ts';
import { decideCommissions } from './commission-decisions.repo.ts';
import * as ledger from './ledger.repo.ts';
import { commissionCents, reversalCents } from './money.ts';

/**
 * Order completed (runs inside the store's transaction): the order earns its affiliate the
 * affiliate rate × what the customer actually paid, after any discount and before tax
 *. The affiliate is the one whose coupon the order used when no referral cookie was
 * present (`couponAffiliateId`), else the one who referred the customer, whose referral then
 * converts from `pending` to `completed`. Inactive or banned affiliates earn nothing, nor does a
 * referral the admin declined in fraud review. Idempotent per order (ledger unique index). The
 * commission starts `pending` (no row in `commission_decisions`); the hold job approves it after
 * AFFILIATE_HOLD_DAYS.
 */
export async function recordCommission(tx: Tx, order: OrderEvent) {
  const referral = await repo.findReferralOfUser(tx, order.userId);
  const affiliateId = order.couponAffiliateId ?? referral?.affiliateId;
  if (affiliateId === undefined) return;
  const ownReferral = referral?.affiliateId === affiliateId ? referral : undefined;
  // A referral the admin declined in fraud review earns nothing (a flagged one earns, held apart).
  if (ownReferral?.reviewStatus === 'declined') return;
  // Serialises this affiliate's ledger writes with payout requests (same lock).
  const affiliate = await repo.lockAffiliate(tx, { id: affiliateId });
  if (!affiliate || affiliate.status !== 'active') return;
  const amount = commissionCents(order.paidBeforeTaxCents, affiliate.commissionRateBp);
  if (amount > 0) {
    await ledger.appendLedger(tx, {
      affiliateId: affiliate.id,
      type: 'commission',
      amountCents: amount,
      referralId: ownReferral?.id,
      orderId: order.orderId,
    });
  }
  if (ownReferral && ownReferral.status !== 'completed') await repo.setReferralStatus(tx, ownReferral.id, 'completed');
}

/**
 * Order refunded, in whole or in part: the commission's share of the refunded amount is reversed
 * by a new ledger row (never an edit), one per refund (keyed by the refund id, so a retried
 * cascade reverses once). Shares come from the cumulative refunded amount net of tax, read from
 * the stored refund lines, over what the order paid net of tax (`reversalCents`): the commission
 * was earned on that, so refunds that add up to it reverse the whole commission, to the cent. An unpaid commission is reduced; one already paid out leaves the balance below
 * zero, and the next payout can only be requested once later commissions make up for it.
 * When nothing remains of what the referral earned, it becomes `cancelled`. The affiliate is
 * e-mailed, in the same transaction.
 */
export async function reverseCommission(tx: Tx, order: OrderEvent) {
  const earned = await ledger.findOrderEntry(tx, order.orderId, 'commission');
  if (!earned) return;
  await repo.lockAffiliate(tx, { id: earned.affiliateId });
  const refund = order.refund;
  const amount = refund
    ? reversalCents(earned.amountCents, order.paidBeforeTaxCents, refund.netBeforeCents, refund.netCents)
    : earned.amountCents;
  if (amount <= 0) return;
  const reversed = await ledger.appendLedger(tx, {
    affiliateId: earned.affiliateId,
    type: 'reversal',
    amountCents: -amount,
    referralId: earned.referralId ?? undefined,
    orderId: order.orderId,
    refundId: refund?.id,
  });
  if (!reversed) return;
  // Nothing left of it (the order refunded in full): a $0.00 commission has nothing to approve,
  // so the system declines it rather than leave it in the admin's queue. Declined, the
  // commission and its reversals count for nothing, as their sum already did.
  if ((await ledger.orderNetCommissionCents(tx, order.orderId)) <= 0)
    await decideCommissions(tx, [earned.id], 'declined', 'system');
  if (earned.referralId !== null && (await repo.referralNetCommissionCents(tx, earned.referralId)) <= 0)
    await repo.setReferralStatus(tx, earned.referralId, 'cancelled');
  await tellAffiliate(tx, { affiliateId: earned.affiliateId, amountCents: amount }, order);
}

/**
 * A dispute opened: what the order still earns (commission less its reversals) is held by a
 * negative `hold` row, so it cannot be paid out while the bank decides. Once per order.
 */
export async function holdCommission(tx: Tx, order: OrderEvent) {
  const earned = await ledger.findOrderEntry(tx, order.orderId, 'commission');
  if (!earned) return;
  await repo.lockAffiliate(tx, { id: earned.affiliateId });
  const net = await ledger.orderNetCommissionCents(tx, order.orderId);
  if (net > 0)
    await ledger.appendLedger(tx, {
      affiliateId: earned.affiliateId,
      type: 'hold',
      amountCents: -net,
      orderId: order.orderId,
    });
}

/** The dispute closed: the hold is given back (a lost dispute reverses the commission through `refunded`). */
export async function releaseCommission(tx: Tx, order: OrderEvent) {
  const hold = await ledger.findOrderEntry(tx, order.orderId, 'hold');
  if (!hold) return;
  await repo.lockAffiliate(tx, { id: hold.affiliateId });
  await ledger.appendLedger(tx, {
    affiliateId: hold.affiliateId,
    type: 'release',
    amountCents: -hold.amountCents,
    orderId: order.orderId,
  });
}

/** The affiliate learns of the reversal with the order and their new balance, in their language. */
async function tellAffiliate(tx: Tx, earned: { affiliateId: number; amountCents: number }, order: OrderEvent) {
  const contact = await repo.affiliateContact(tx, earned.affiliateId);
  if (!contact) return;
  const balanceCents = await ledger.balanceCents(tx, earned.affiliateId);
  await sendMail(
    tx,
    reversalMail({
      ...contact,
      to: contact.email,
      orderId: order.orderId,
      reversedCents: earned.amountCents,
      balanceCents,
      site: order.site,
    }),
  );
}
