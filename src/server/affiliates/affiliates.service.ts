import { randomInt } from 'node:crypto';
import { type AffiliateDashboard, type ReferralsResponse, type ReferralStatus } from '#shared/contracts/affiliates.ts';
import type { Db, Tx } from '../platform/db.ts';
import { appError } from '../error-catalogue.ts';
import * as repo from './affiliates.repo.ts';
import * as ledger from './ledger.repo.ts';
import { centsToDollars } from '#shared/contracts/store.constants.ts';
import type { RegisteredUser } from '../auth/index.ts';
import { flagReason, ruleIp } from './fraud-rules.ts';

/** Codes are upper case letters and digits; lookups upper-case the input first. */
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{3,32}$/;
export const normaliseCode = (code: string | null | undefined) => {
  const upper = (code ?? '').trim().toUpperCase();
  return REFERRAL_CODE_PATTERN.test(upper) ? upper : null;
};

// No 0/O or 1/I/L: the code is read aloud and typed from a screenshot.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** `JANE7K3Q`: up to six letters of the name, then four random characters. */
export function generateCode(displayName: string): string {
  const letters = displayName
    .normalize('NFKD')
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, 6);
  const prefix = letters.length >= 2 ? letters : 'NOVA';
  let suffix = '';
  for (let i = 0; i < 4; i++) suffix += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return prefix + suffix;
}

export const referralLink = (siteUrl: string, code: string) => `${siteUrl}/?ref=${encodeURIComponent(code)}`;

/** `john@example.com` → `j***@example.com`: the affiliate recognises a referral, nothing more. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

export async function registerAffiliate(db: Db, user: { id: number; displayName: string }, language: string) {
  return db.transaction(async (tx) => {
    if (await repo.findAffiliateByUserId(tx, user.id)) throw appError('affiliate_already_registered');
    // A clash on the random part is rare; a few fresh codes settle it.
    for (let attempt = 0; attempt < 8; attempt++) {
      const row = await repo.insertAffiliate(tx, {
        userId: user.id,
        code: generateCode(attempt < 4 ? user.displayName : ''),
        language,
      });
      if (row) return { success: true as const, affiliateCode: row.code };
      if (await repo.findAffiliateByUserId(tx, user.id)) throw appError('affiliate_already_registered');
    }
    throw appError('internal', { message: 'Could not create a referral code.' });
  });
}

async function requireAffiliate(db: Db, userId: number) {
  const affiliate = await repo.findAffiliateByUserId(db, userId);
  if (!affiliate) throw appError('affiliate_not_registered');
  return affiliate;
}

export async function getDashboard(
  db: Db,
  userId: number,
  options: { siteUrl: string; holdDays: number },
): Promise<AffiliateDashboard> {
  const affiliate = await requireAffiliate(db, userId);
  const stats = await repo.affiliateStats(db, affiliate.id);
  const balances = await ledger.balancesOf(db, affiliate.id);
  return {
    dashboard: {
      referralLink: referralLink(options.siteUrl, affiliate.code),
      affiliateCode: affiliate.code,
      holdDays: options.holdDays,
      stats: {
        totalReferrals: stats.totalReferrals,
        totalCommissions: centsToDollars(stats.totalCommissionsCents),
        balance: centsToDollars(balances.balanceCents),
        pendingCommissions: centsToDollars(balances.pendingCents),
        approvedBalance: centsToDollars(balances.approvedCents),
        paidOut: centsToDollars(stats.paidOutCents),
      },
    },
  };
}

export async function listOwnReferrals(
  db: Db,
  userId: number,
  query: { page: number; pageSize: number; status?: ReferralStatus },
  holdDays: number,
): Promise<ReferralsResponse> {
  const affiliate = await requireAffiliate(db, userId);
  const { rows, total } = await repo.listReferrals(db, affiliate.id, query);
  return {
    referrals: rows.map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      referredUserName: r.displayName,
      referredUserEmail: maskEmail(r.email),
      conversionStatus: r.status,
      commissionAmount: centsToDollars(r.commissionCents),
      // While the commission waits out the hold, the row says until when.
      holdUntil: r.heldSince ? new Date(new Date(r.heldSince).getTime() + holdDays * 86_400_000).toISOString() : null,
    })),
    pagination: { currentPage: query.page, totalPages: Math.max(1, Math.ceil(total / query.pageSize)) },
  };
}

/** For the `?ref=` capture: only an active affiliate's code is worth remembering. */
export async function isActiveCode(db: Db, code: string): Promise<boolean> {
  const affiliate = await repo.findAffiliateByCode(db, code);
  return affiliate?.status === 'active';
}

/**
 * Registration hook: records one pending referral for an active affiliate. Unknown codes,
 * inactive or banned affiliates and the affiliate's own account are ignored silently: a bad code
 * must never block creating an account. A referral that looks like fraud is recorded but
 * flagged for review (`fraud-rules.ts`): it earns nothing until the admin approves it.
 */
export function attributeRegistration(options: { signupsPerIp: number }) {
  return async (tx: Tx, user: RegisteredUser) => {
    const code = normaliseCode(user.referralCode);
    if (!code) return;
    const affiliate = await repo.findAffiliateByCode(tx, code);
    if (!affiliate || affiliate.status !== 'active' || affiliate.userId === user.userId) return;
    const ip = user.ip ?? null;
    const ruleAddress = ruleIp(ip);
    const reason = flagReason({
      affiliate,
      buyerEmail: user.email,
      ip,
      now: new Date(),
      signupsFromIp: ruleAddress ? await repo.recentSignupsFromIp(tx, affiliate.id, ruleAddress) : 0,
      signupsPerIp: options.signupsPerIp,
    });
    await repo.insertReferral(tx, {
      affiliateId: affiliate.id,
      referredUserId: user.userId,
      signupIp: ip,
      ...(reason ? { reviewStatus: 'flagged' as const, reviewReason: reason } : {}),
    });
  };
}
