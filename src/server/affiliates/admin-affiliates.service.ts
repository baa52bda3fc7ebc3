import {
  bulkUpdatedMessage,
  type AdminAffiliatesResponse,
  type AdminAffiliatesUpdateInput,
  type AffiliateStatus,
} from '#shared/contracts/affiliates.ts';
import type { Db } from '../platform/db.ts';
import { appError } from '../error-catalogue.ts';
import * as repo from './affiliates.repo.ts';
import { centsToDollars } from '#shared/contracts/store.constants.ts';
import { bpToRate, rateToBp } from './money.ts';

export async function listAffiliatesForAdmin(
  db: Db,
  query: { page: number; limit: number; search?: string; status?: AffiliateStatus },
): Promise<AdminAffiliatesResponse> {
  const { rows, total } = await repo.listAffiliatesForAdmin(db, { ...query, search: query.search || undefined });
  return {
    affiliates: rows.map((r) => ({
      id: r.id,
      displayName: r.displayName,
      email: r.email,
      affiliateCode: r.code,
      commissionRate: bpToRate(r.commissionRateBp),
      totalReferrals: r.totalReferrals,
      totalCommissions: centsToDollars(r.totalCommissionsCents),
      balance: centsToDollars(r.balanceCents),
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    })),
    totalCount: total,
  };
}

/** All or nothing: an unknown id rolls the whole batch back, so the admin never half-applies an edit. */
export async function bulkUpdateAffiliates(db: Db, input: AdminAffiliatesUpdateInput) {
  return db.transaction(async (tx) => {
    for (const update of input.updates) {
      const changes = {
        ...(update.status !== undefined ? { status: update.status } : {}),
        ...(update.commissionRate !== undefined ? { commissionRateBp: rateToBp(update.commissionRate) } : {}),
      };
      const row = await repo.updateAffiliate(tx, update.id, changes);
      if (!row) throw appError('affiliate_not_found', { message: `Affiliate ${update.id} not found.` });
    }
    return { message: bulkUpdatedMessage(input.updates.length) };
  });
}
