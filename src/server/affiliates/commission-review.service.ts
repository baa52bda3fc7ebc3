import {
  type AdminCommissionsResponse,
  type CommissionStatus,
  type DecideCommissionsInput,
  type ReviewReferralsInput,
  type ReviewReferralsResponse,
  type ReferralReviewStatus,
} from '#shared/contracts/affiliate-commissions.ts';
import { centsToDollars } from '#shared/contracts/store.constants.ts';
import type { Db } from '../platform/db.ts';
import { appError } from '../error-catalogue.ts';
import * as repo from './affiliates.repo.ts';
import * as decisions from './commission-decisions.repo.ts';

// The admin's side of the commission hold (approve early, decline) and of the fraud review.

const DAY_MS = 86_400_000;

export async function listCommissionsForAdmin(
  db: Db,
  query: { status?: CommissionStatus; page: number; limit: number },
  holdDays: number,
): Promise<AdminCommissionsResponse> {
  const { rows, total } = await decisions.listCommissions(db, query);
  return {
    commissions: rows.map((r) => ({
      id: r.id,
      affiliateId: r.affiliateId,
      affiliateCode: r.affiliateCode,
      displayName: r.displayName,
      orderId: r.orderId,
      amount: centsToDollars(r.amountCents),
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      holdUntil: r.status === 'pending' ? new Date(r.createdAt.getTime() + holdDays * DAY_MS).toISOString() : null,
      decidedAt: r.decidedAt?.toISOString() ?? null,
    })),
    totalCount: total,
  };
}

/**
 * Approves early or declines pending commissions, all or nothing: an unknown id answers 404 and
 * one that is not pending (decided, or under fraud review) 409, and nothing is written. A declined
 * commission leaves every balance; the ledger keeps it (append-only).
 */
export async function decideCommissionsAsAdmin(db: Db, input: DecideCommissionsInput) {
  return db.transaction(async (tx) => {
    const found = await decisions.findCommissions(tx, input.ids);
    if (found.length !== input.ids.length) throw appError('commission_not_found');
    if (found.some((c) => c.status !== 'pending')) throw appError('commission_not_pending');
    const decided = await decisions.decideCommissions(tx, input.ids, input.decision, 'admin');
    // A hold job that approved one of them between the read and the insert: refuse the whole batch.
    if (decided.length !== input.ids.length) throw appError('commission_not_pending');
    return { decided: decided.length };
  });
}

export async function listReviewReferralsForAdmin(
  db: Db,
  query: { status: ReferralReviewStatus; page: number; limit: number },
): Promise<ReviewReferralsResponse> {
  const { rows, total } = await repo.listReviewReferrals(db, query);
  return {
    referrals: rows.map((r) => ({
      id: r.id,
      affiliateId: r.affiliateId,
      affiliateCode: r.affiliateCode,
      affiliateName: r.affiliateName,
      affiliateEmail: r.affiliateEmail,
      referredName: r.referredName,
      referredEmail: r.referredEmail,
      signupIp: r.signupIp,
      reviewStatus: r.reviewStatus!,
      reason: r.reviewReason!,
      heldAmount: centsToDollars(r.heldCents),
      createdAt: r.createdAt.toISOString(),
      reviewedAt: r.reviewedAt?.toISOString() ?? null,
    })),
    totalCount: total,
  };
}

/**
 * Approving a flagged referral credits it: its commissions become pending like any other (the
 * hold still counts from each purchase) and later orders earn normally. Declining it declines
 * what it earned so far, and later orders earn nothing. All or nothing, like the commissions.
 */
export async function reviewReferralsAsAdmin(db: Db, input: ReviewReferralsInput) {
  return db.transaction(async (tx) => {
    const rows = await repo.lockReferrals(tx, input.ids);
    if (rows.length !== input.ids.length) throw appError('referral_not_found');
    if (rows.some((r) => r.reviewStatus !== 'flagged')) throw appError('referral_not_flagged');
    await repo.setReferralReview(tx, input.ids, input.decision);
    if (input.decision === 'declined') {
      for (const id of input.ids) {
        const held = await decisions.undecidedCommissionsOfReferral(tx, id);
        await decisions.decideCommissions(tx, held, 'declined', 'admin');
      }
    }
    return { decided: input.ids.length };
  });
}
