import type { ErrorCode } from '#shared/error-codes.ts';
import { LICENCE_RESET_MIN_INTERVAL_MS, LICENCE_RESET_WINDOW_MS } from '#shared/contracts/licence-reset.constants.ts';
import type { DbOrTx } from '../platform/db.ts';
import { countOwnerResetsOf } from './licence-events.repo.ts';

export interface ResetQuota {
  /** The yearly allowance (config `LICENCE_RESETS_PER_YEAR`). */
  perYear: number;
  /** Self-service resets left in the last 365 days. */
  left: number;
  /** Why a reset would be refused now, or null when one is allowed. */
  refusal: Extract<ErrorCode, 'licence_reset_quota_used' | 'licence_reset_too_soon'> | null;
}

/**
 * The owner's reset quota at `now`: `perYear` resets in any 365 days, at most one in 24 hours.
 * Counted from the audit trail (`countOwnerResetsOf`: the owner's confirmed resets only, so an
 * admin's reset never uses it). Inside a transaction that holds the licence's row lock, the
 * answer stays true until it commits.
 */
export async function resetQuota(db: DbOrTx, licenceId: number, perYear: number, now: Date): Promise<ResetQuota> {
  return (await resetQuotas(db, [licenceId], perYear, now)).get(licenceId)!;
}

/** `resetQuota` of each of these licences, from one grouped count (the customer's /orders). */
export async function resetQuotas(
  db: DbOrTx,
  licenceIds: number[],
  perYear: number,
  now: Date,
): Promise<Map<number, ResetQuota>> {
  const used = await countOwnerResetsOf(db, licenceIds, {
    windowSince: new Date(now.getTime() - LICENCE_RESET_WINDOW_MS),
    recentSince: new Date(now.getTime() - LICENCE_RESET_MIN_INTERVAL_MS),
  });
  return new Map(
    licenceIds.map((id) => [id, quotaOf(perYear, used.get(id)?.sinceWindow ?? 0, used.get(id)?.sinceRecent ?? 0)]),
  );
}

function quotaOf(perYear: number, usedThisYear: number, usedToday: number): ResetQuota {
  const left = Math.max(0, perYear - usedThisYear);
  if (left === 0) return { perYear, left, refusal: 'licence_reset_quota_used' };
  return { perYear, left, refusal: usedToday > 0 ? 'licence_reset_too_soon' : null };
}
