import {
  AFFILIATE_MESSAGES,
  type AdminPayoutDto,
  type AdminPayoutsResponse,
  type PayoutDto,
  type PayoutRequestInput,
  type PayoutRequestResponse,
  type PayoutsResponse,
  type PayoutStatus,
} from '#shared/contracts/affiliates.ts';
import type { Db, Tx } from '../platform/db.ts';
import { appError } from '../error-catalogue.ts';
import { sendMail } from '../platform/mail/send-mail.ts';
import { payoutPaidMail, payoutRejectedMail } from './affiliate-mail.ts';
import * as repo from './affiliates.repo.ts';
import * as ledger from './ledger.repo.ts';
import { centsToDollars, dollarsToCents } from '#shared/contracts/store.constants.ts';
import { COMMISSION_MESSAGES } from '#shared/contracts/affiliate-commissions.constants.ts';

const payoutDto = (p: ledger.PayoutRow): PayoutDto => ({
  id: p.id,
  amount: centsToDollars(p.amountCents),
  payoutMethod: p.method,
  status: p.status,
  reference: p.reference,
  reason: p.reason,
  createdAt: p.createdAt.toISOString(),
  processedAt: p.processedAt?.toISOString() ?? null,
});

export type AdminRow = NonNullable<Awaited<ReturnType<typeof ledger.findPayoutForAdmin>>>;
export const adminPayoutDto = (r: AdminRow): AdminPayoutDto => ({
  ...payoutDto(r.payout),
  affiliateId: r.payout.affiliateId,
  affiliateCode: r.affiliateCode,
  displayName: r.displayName,
  email: r.email,
  payoutDetails: r.payout.details,
  batchId: r.payout.batchId,
});

/**
 * Debits the balance at once. The affiliate row is locked `FOR UPDATE` before the ledger is
 * summed, so concurrent requests queue behind each other and each sees the previous debit:
 * the balance can never go below zero, however many requests arrive together.
 */
export async function requestPayout(db: Db, userId: number, input: PayoutRequestInput): Promise<PayoutRequestResponse> {
  return db.transaction(async (tx) => {
    const affiliate = await repo.lockAffiliate(tx, { userId });
    if (!affiliate) throw appError('affiliate_not_registered');
    if (affiliate.status === 'banned') throw appError('affiliate_suspended');
    const amountCents = dollarsToCents(input.amount);
    const { balanceCents: balance, approvedCents } = await ledger.balancesOf(tx, affiliate.id);
    if (amountCents > balance)
      throw appError('payout_above_balance', {
        details: { amount: AFFILIATE_MESSAGES.amountAboveBalance },
        fieldCodes: { amount: 'above_balance' },
      });
    // Only approved money leaves; pending commissions may still be refunded.
    if (amountCents > approvedCents)
      throw appError('payout_above_approved_balance', {
        details: { amount: COMMISSION_MESSAGES.aboveApproved },
        fieldCodes: { amount: 'above_balance' },
      });
    const payout = await ledger.insertPayout(tx, {
      affiliateId: affiliate.id,
      amountCents,
      method: input.payoutMethod,
      details: input.payoutDetails,
    });
    await ledger.appendLedger(tx, {
      affiliateId: affiliate.id,
      type: 'payout',
      amountCents: -amountCents,
      payoutId: payout.id,
    });
    return { success: true as const, payoutId: payout.id, balance: centsToDollars(balance - amountCents) };
  });
}

export async function listOwnPayouts(
  db: Db,
  userId: number,
  query: { page: number; pageSize: number },
): Promise<PayoutsResponse> {
  const affiliate = await repo.findAffiliateByUserId(db, userId);
  if (!affiliate) throw appError('affiliate_not_registered');
  const { rows, total } = await ledger.listPayoutsOfAffiliate(db, affiliate.id, query);
  return {
    payouts: rows.map(payoutDto),
    pagination: { currentPage: query.page, totalPages: Math.max(1, Math.ceil(total / query.pageSize)) },
  };
}

export async function listPayoutsForAdmin(
  db: Db,
  query: { status?: PayoutStatus; page: number; limit: number },
): Promise<AdminPayoutsResponse> {
  const { rows, total } = await ledger.listPayoutsForAdmin(db, query);
  return { payouts: rows.map(adminPayoutDto), totalCount: total };
}

/** Who a payout e-mail goes to, in which language, about which amount. */
export const mailTo = (row: AdminRow) => ({
  to: row.email,
  displayName: row.displayName,
  language: row.language,
  amountCents: row.payout.amountCents,
});

/** Locks the affiliate, then the payout (the order payout requests use), and checks it is still open. */
export async function lockOpenPayout(tx: Tx, id: number) {
  const found = await ledger.findPayoutForAdmin(tx, id);
  if (!found) throw appError('payout_not_found');
  await repo.lockAffiliate(tx, { id: found.payout.affiliateId });
  const row = (await ledger.findPayoutForAdmin(tx, id, { lock: true }))!;
  if (row.payout.status !== 'requested') throw appError('payout_already_processed');
  return row;
}

export async function markPayoutPaid(db: Db, input: { id: number; reference: string }, siteName: string) {
  return db.transaction(async (tx) => {
    const row = await lockOpenPayout(tx, input.id);
    await ledger.setPayoutOutcome(tx, input.id, { status: 'paid', reference: input.reference });
    await sendMail(tx, payoutPaidMail({ ...mailTo(row), reference: input.reference, siteName }));
    return { payout: adminPayoutDto((await ledger.findPayoutForAdmin(tx, input.id))!) };
  });
}

/** Rejection returns the amount to the balance with a `payout_refund` ledger row. */
export async function rejectPayout(db: Db, input: { id: number; reason: string }, siteName: string) {
  return db.transaction(async (tx) => {
    const row = await lockOpenPayout(tx, input.id);
    await ledger.setPayoutOutcome(tx, input.id, { status: 'rejected', reason: input.reason });
    await ledger.appendLedger(tx, {
      affiliateId: row.payout.affiliateId,
      type: 'payout_refund',
      amountCents: row.payout.amountCents,
      payoutId: input.id,
    });
    await sendMail(tx, payoutRejectedMail({ ...mailTo(row), reason: input.reason, siteName }));
    return { payout: adminPayoutDto((await ledger.findPayoutForAdmin(tx, input.id))!) };
  });
}
