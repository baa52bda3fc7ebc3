import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Db } from '../platform/db.ts';
import { CASCADE_STEPS, runCascade, type RefundDeps } from './refund-cascade.ts';
import { ATTEMPT_LEASE_MS, callProvider, type Providers } from './refund.service.ts';
import { refunds } from './refunds.schema.ts';

/** One key for the whole shop: whichever instance takes it claims the work, the others skip. */
const RECONCILE_LOCK = sql`hashtext('refunds:reconcile')`;
/**
 * Stripe keeps an idempotency key for 24 hours: a pending refund older than that is not sent
 * again under its key (it could refund twice); the log names it for the owner to check.
 */
const MAX_RETRY_AGE_MS = 23 * 3_600_000;

export interface RefundReconciler {
  /** One pass; returns what it finished (0s when another instance holds the lock). */
  run(): Promise<{ retried: number; cascaded: number }>;
  /** A pass now (the process just started: a crash may have left work), then every `intervalMs`. */
  start(intervalMs?: number): void;
  /** Stops the timer and waits for the pass in flight (graceful shutdown). */
  stop(): Promise<void>;
}

/**
 * Refunds that finish by themselves: after a crash, a lost answer or a provider that
 * did not answer, a pass finds
 * - succeeded refunds whose cascade stopped (order status, licences, credit note, commission,
 *   e-mails, timeline): it runs the rest (each step lands once, `refund-cascade.ts`);
 * - pending refunds: it asks the provider again with the same idempotency key, so a refund the
 *   provider made before the crash is answered, not made twice, and one it never saw is made.
 * Work whose lease (`attempt_started_at`) is fresh belongs to a live request and is left alone.
 * A transaction-scoped advisory lock lets one instance claim the work (the leases), then the
 * provider is called with no transaction open.
 */
export function createRefundReconciler(deps: {
  db: Db;
  providers: Providers;
  refundDeps: RefundDeps;
  log: Logger;
  /** The job's clock (tests pass their own). */
  now?: () => Date;
  /** After a pass that finished or retried refunds: money moved outside a request (main.ts empties the admin cache). */
  onChanged?: () => Promise<void>;
  /** Counts each pass and each failed one (`novatick_job_runs_total`, `Metrics.job`). */
  metrics?: { job<T>(name: string, run: () => Promise<T>): Promise<T> };
}): RefundReconciler {
  const { db, log } = deps;
  const now = deps.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<{ retried: number; cascaded: number }> | undefined;

  /** Claims the stale work under the lock: the leases then keep other runners off it. */
  async function claim() {
    const staleBefore = new Date(now().getTime() - ATTEMPT_LEASE_MS);
    const oldest = new Date(now().getTime() - MAX_RETRY_AGE_MS);
    return db.transaction(async (tx) => {
      const { rows } = (await tx.execute(
        sql`select pg_try_advisory_xact_lock(${RECONCILE_LOCK}) as locked`,
      )) as unknown as { rows: Array<{ locked: boolean }> };
      if (!rows[0]?.locked) return [];
      const free = or(isNull(refunds.attemptStartedAt), lt(refunds.attemptStartedAt, staleBefore));
      const work = await tx
        .update(refunds)
        .set({ attemptStartedAt: sql`now()` })
        .where(
          and(
            free,
            or(
              and(eq(refunds.status, 'succeeded'), lt(refunds.cascadeStep, CASCADE_STEPS)),
              and(eq(refunds.status, 'pending'), sql`${refunds.createdAt} >= ${oldest.toISOString()}`),
            ),
          ),
        )
        .returning({ id: refunds.id, status: refunds.status });
      const stuck = await tx
        .select({ id: refunds.id })
        .from(refunds)
        .where(and(eq(refunds.status, 'pending'), lt(refunds.createdAt, oldest)))
        .orderBy(asc(refunds.id));
      if (stuck.length > 0)
        log.warn(
          { refundIds: stuck.map((r) => r.id) },
          'refunds pending for more than 23 hours: check them at the provider',
        );
      return work.sort((a, b) => a.id - b.id);
    });
  }

  async function runOnce() {
    const result = { retried: 0, cascaded: 0 };
    for (const item of await claim()) {
      try {
        if (item.status === 'succeeded') {
          await runCascade(db, item.id, deps.refundDeps);
          result.cascaded += 1;
        } else {
          await callProvider(db, deps.providers, deps.refundDeps, item.id);
          result.retried += 1;
        }
      } catch (error) {
        // The provider still does not answer, or a step fails: the next pass tries again.
        log.warn({ err: error, refundId: item.id }, 'refund reconciler: not finished, retried on the next pass');
      }
    }
    if (result.retried + result.cascaded > 0) {
      log.info(result, 'refund reconciler finished refunds');
      await deps.onChanged?.();
    }
    return result;
  }

  function run() {
    // `??=` starts a pass only when none is running (a call meanwhile joins it).
    running ??= (deps.metrics ? deps.metrics.job('refunds:reconciler', runOnce) : runOnce()).finally(
      () => (running = undefined),
    );
    return running;
  }

  return {
    run,
    start(intervalMs = 60_000) {
      const tick = () => {
        run()
          .catch((error) => log.error({ err: error }, 'refund reconciler failed'))
          .finally(() => {
            if (timer) timer = setTimeout(tick, intervalMs).unref();
          });
      };
      timer = setTimeout(tick, 0).unref();
    },
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => {});
    },
  };
}
