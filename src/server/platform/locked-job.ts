import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Db, Tx } from './db.ts';

/** A background job's handle: run it now, run it on a timer, stop the timer (graceful shutdown). */
export interface LockedJob {
  /** One run now (joined by a call while one is in flight); its count, 0 when another instance holds the lock. */
  run(): Promise<number>;
  /** Runs after `firstRunMs`, then `intervalMs` after each run ends (an hour by default). */
  start(intervalMs?: number): void;
  /** Stops the timer and waits for the run in flight. */
  stop(): Promise<void>;
}

/** Counts each run and each failure (`Metrics.job`), when the app has metrics. */
type JobMetrics = { job<T>(name: string, run: () => Promise<T>): Promise<T> };

/**
 * A job every instance schedules and only one runs at a time: each run is one transaction that
 * first takes a transaction-scoped advisory lock (`lock`) with `try`, so one runner goes through
 * and the others skip (the lock goes with the transaction, even when its process dies). `work`
 * does the run's writes in that transaction and answers how many things it did. Used by the
 * inactive machine sweep, the commission hold and the updates reminders.
 */
export function lockedJob(options: {
  db: Db;
  /** The job's name in logs and metrics (`licences:inactive-machines`). */
  name: string;
  lock: SQL;
  log: Logger;
  /** Delay of the first timed run after `start` (lets the instance finish starting). */
  firstRunMs: number;
  metrics?: JobMetrics;
  /** False: `run` does nothing and `start` sets no timer (the job is switched off). */
  enabled?: boolean;
  work(tx: Tx): Promise<number>;
}): LockedJob {
  const { db, name, lock, log, firstRunMs, metrics, work } = options;
  const enabled = options.enabled ?? true;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  const runOnce = () =>
    db.transaction(async (tx) => {
      const { rows } = (await tx.execute(sql`select pg_try_advisory_xact_lock(${lock}) as locked`)) as unknown as {
        rows: Array<{ locked: boolean }>;
      };
      return rows[0]?.locked ? work(tx) : 0;
    });

  function run(): Promise<number> {
    if (!enabled) return Promise.resolve(0);
    running ??= (metrics ? metrics.job(name, runOnce) : runOnce()).finally(() => (running = undefined));
    return running;
  }

  return {
    run,
    start(intervalMs = 3_600_000) {
      if (!enabled) return;
      const tick = () => {
        run()
          .catch((error) => log.error({ err: error, job: name }, `${name} failed`))
          .finally(() => {
            if (timer) timer = setTimeout(tick, intervalMs).unref();
          });
      };
      timer = setTimeout(tick, firstRunMs).unref();
    },
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => {});
    },
  };
}
