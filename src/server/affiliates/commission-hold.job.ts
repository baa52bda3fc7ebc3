import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Db } from '../platform/db.ts';
import { lockedJob, type LockedJob } from '../platform/locked-job.ts';
import { approveCommissionsDue } from './commission-decisions.repo.ts';

const DAY_MS = 86_400_000;
/** One key for the whole shop: whichever instance takes it approves, the others skip. */
const HOLD_LOCK = sql`hashtext('affiliates:commission-hold')`;

/** `run` approves every commission older than the hold and answers how many (0 when another instance holds the lock). */
export type CommissionHoldJob = LockedJob;

/**
 * Approves commissions whose hold (AFFILIATE_HOLD_DAYS, the refund window) is over, so their
 * money may be paid out. Safe on several instances, like the inactive
 * machine sweep: a transaction-scoped advisory lock taken with `try` lets one runner through and
 * the others skip, and the decision table's unique index approves each commission once even if
 * two runners overlapped anyway.
 */
export function createCommissionHoldJob(deps: {
  db: Db;
  holdDays: number;
  log: Logger;
  /** The job's clock (tests and the e2e clock control pass their own). */
  now?: () => Date;
  metrics?: Parameters<typeof lockedJob>[0]['metrics'];
}): CommissionHoldJob {
  const { db, holdDays, log } = deps;
  const now = deps.now ?? (() => new Date());
  return lockedJob({
    db,
    name: 'affiliates:commission-hold',
    lock: HOLD_LOCK,
    log,
    firstRunMs: 30_000,
    metrics: deps.metrics,
    async work(tx) {
      const cutoff = new Date(now().getTime() - holdDays * DAY_MS);
      const approved = await approveCommissionsDue(tx, cutoff);
      if (approved > 0) log.info({ approved, holdDays }, 'affiliate commissions approved after the hold');
      return approved;
    },
  });
}
