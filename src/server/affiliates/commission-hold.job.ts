import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Db } from '../platform/db.ts';
import { approveCommissionsDue } from './commission-decisions.repo.ts';

const DAY_MS = 86_400_000;
/** One key for the whole shop: whichever instance takes it approves, the others skip. */
const HOLD_LOCK = sql`hashtext('affiliates:commission-hold')`;

export interface CommissionHoldJob {
  /** Approves every commission older than the hold; returns how many (0 when another instance holds the lock). */
  run(): Promise<number>;
  start(intervalMs?: number): void;
  /** Stops the timer and waits for the run in flight (graceful shutdown). */
  stop(): Promise<void>;
}

/**
 * Approves commissions whose hold (AFFILIATE_HOLD_DAYS, the refund window) is over, so their
 * money may be paid out (issue 18, item 3). Safe on several instances, like the inactive
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
}): CommissionHoldJob {
  const { db, holdDays, log } = deps;
  const now = deps.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function runOnce(): Promise<number> {
    const cutoff = new Date(now().getTime() - holdDays * DAY_MS);
    return db.transaction(async (tx) => {
      const { rows } = (await tx.execute(sql`select pg_try_advisory_xact_lock(${HOLD_LOCK}) as locked`)) as unknown as {
        rows: Array<{ locked: boolean }>;
      };
      if (!rows[0]?.locked) return 0;
      const approved = await approveCommissionsDue(tx, cutoff);
      if (approved > 0) log.info({ approved, holdDays }, 'affiliate commissions approved after the hold');
      return approved;
    });
  }

  function run(): Promise<number> {
    running ??= runOnce().finally(() => (running = undefined));
    return running;
  }

  return {
    run,
    start(intervalMs = 3_600_000) {
      const tick = () => {
        run()
          .catch((error) => log.error({ err: error }, 'commission hold job failed'))
          .finally(() => {
            if (timer) timer = setTimeout(tick, intervalMs).unref();
          });
      };
      timer = setTimeout(tick, 30_000).unref();
    },
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => {});
    },
  };
}
