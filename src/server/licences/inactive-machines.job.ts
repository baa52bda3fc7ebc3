import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Db } from '../platform/db.ts';
import { lockedJob } from '../platform/locked-job.ts';

const DAY_MS = 86_400_000;
/** One key for the whole shop: whichever instance takes it runs the sweep, the others skip. */
const SWEEP_LOCK = sql`hashtext('licences:inactive-machines')`;

export interface InactiveMachineSweeper {
  /** Frees every machine not seen for `days` days; returns how many (0 when another instance holds the lock). */
  sweep(): Promise<number>;
  start(intervalMs?: number): void;
  /** Stops the timer and waits for the sweep in flight (graceful shutdown). */
  stop(): Promise<void>;
}

/**
 * Heartbeats: a machine whose add-on has not validated for `days` days
 * (LICENCE_INACTIVE_DAYS, 0 = off) is freed, with a `freed` event (actor `system`, reason
 * `inactive`) in the same transaction. Safe on several instances: the sweep runs under a
 * transaction-scoped advisory lock taken with `try`, so one runner at a time and the others skip;
 * the DELETE … RETURNING feeds the events, so a machine is freed and recorded exactly once.
 */
export function createInactiveMachineSweeper(deps: {
  db: Db;
  days: number;
  log: Logger;
  /** The sweep's clock (tests pass their own). */
  now?: () => Date;
  metrics?: Parameters<typeof lockedJob>[0]['metrics'];
}): InactiveMachineSweeper {
  const { db, days, log } = deps;
  const now = deps.now ?? (() => new Date());
  const job = lockedJob({
    db,
    name: 'licences:inactive-machines',
    lock: SWEEP_LOCK,
    log,
    firstRunMs: 60_000,
    metrics: deps.metrics,
    enabled: days > 0,
    async work(tx) {
      const cutoff = new Date(now().getTime() - days * DAY_MS);
      const freed = (await tx.execute(sql`
        with freed as (
          delete from licence_activations where last_seen_at < ${cutoff.toISOString()}::timestamptz
          returning licence_id, machine_id
        )
        insert into licence_events (licence_id, type, actor, machine_id, details)
        select licence_id, 'freed', 'system', machine_id, ${JSON.stringify({ reason: 'inactive', days })}::jsonb
        from freed
        returning id`)) as unknown as { rows: unknown[] };
      if (freed.rows.length > 0) log.info({ freed: freed.rows.length, days }, 'inactive licence machines freed');
      return freed.rows.length;
    },
  });
  return { sweep: job.run, start: job.start, stop: job.stop };
}
