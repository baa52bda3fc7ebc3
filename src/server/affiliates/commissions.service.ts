import type { Tx } from '../platform/db.ts';
import { sendMail } from '../platform/mail/send-mail.ts';
import type { OrderEvent } from '../store/order-hooks.ts';
import { reversalMail } from './affiliate-mail.ts';
import * as repo from './affiliates.repo.ts';
import * as ledger from './ledger.repo.ts';
import { commissionCents } from './money.ts';

/**
 * Order completed (runs inside the store's transaction): a referred user's order earns the
 * affiliate rate × order total, and the referral converts from `pending` to `completed`.
 * Inactive or banned affiliates earn nothing. Idempotent per order (ledger unique index).
 */
export async function recordCommission(tx: Tx, order: OrderEvent) {
  const referral = await repo.findReferralOfUser(tx, order.userId);
  if (!referral) return;
  // Serialises this affiliate's ledger writes with payout requests (same lock).
  const affiliate = await repo.lockAffiliate(tx, { id: referral.affiliateId });
  if (!affiliate || affiliate.status !== 'active') return;
  const amount = commissionCents(order.totalCents, affiliate.commissionRateBp);
  if (amount > 0) {
    await ledger.appendLedger(tx, {
      affiliateId: affiliate.id,
      type: 'commission',
      amountCents: amount,
      referralId: referral.id,
      orderId: order.orderId,
    });
  }
  if (referral.status !== 'completed') await repo.setReferralStatus(tx, referral.id, 'completed');
}

/**
 * Order refunded: the commission it earned is reversed by a new ledger row (never an edit).
 * When nothing remains of what the referral earned, it becomes `cancelled`. The balance may go
 * below zero if the commission was already paid out; later commissions make up for it.
 * The affiliate is e-mailed, in the same transaction.
 */
export async function reverseCommission(tx: Tx, order: OrderEvent) {
  const earned = await ledger.findOrderEntry(tx, order.orderId, 'commission');
  if (!earned) return;
  await repo.lockAffiliate(tx, { id: earned.affiliateId });
  const reversed = await ledger.appendLedger(tx, {
    affiliateId: earned.affiliateId,
    type: 'reversal',
    amountCents: -earned.amountCents,
    referralId: earned.referralId ?? undefined,
    orderId: order.orderId,
  });
  if (!reversed) return;
  if (earned.referralId !== null && (await repo.referralNetCommissionCents(tx, earned.referralId)) <= 0)
    await repo.setReferralStatus(tx, earned.referralId, 'cancelled');
  await tellAffiliate(tx, earned, order);
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
