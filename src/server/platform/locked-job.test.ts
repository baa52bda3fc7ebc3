import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-db.ts';
import type { Database } from './db.ts';
import { lockedJob } from './locked-job.ts';

let database: Database;
const silent = { error: () => {}, info: () => {} } as unknown as FastifyBaseLogger;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A metrics stand-in that records what `Metrics.job` would count. */
function countingMetrics() {
  const seen = { runs: 0, failures: 0 };
  return {
    seen,
    async job<T>(_name: string, run: () => Promise<T>) {
      seen.runs++;
      try {
        return await run();
      } catch (error) {
        seen.failures++;
        throw error;
      }
    },
  };
}

describe('a job one instance runs at a time', () => {
  it('runs its work under the lock, counts runs and failures, and joins a call made while it runs', async () => {
    const metrics = countingMetrics();
    let calls = 0;
    const job = lockedJob({
      db: database.db,
      name: 'test:job',
      lock: sql`hashtext('test:job')`,
      log: silent,
      firstRunMs: 60_000,
      metrics,
      async work() {
        calls++;
        return 3;
      },
    });
    expect(await Promise.all([job.run(), job.run()])).toEqual([3, 3]);
    expect([calls, metrics.seen.runs]).toEqual([1, 1]);

    const failing = lockedJob({
      db: database.db,
      name: 'test:failing',
      lock: sql`hashtext('test:failing')`,
      log: silent,
      firstRunMs: 60_000,
      metrics,
      work: () => Promise.reject(new Error('boom')),
    });
    await expect(failing.run()).rejects.toThrow('boom');
    expect(metrics.seen).toEqual({ runs: 2, failures: 1 });
  });

  it('skips (0) while another runner holds the lock, and does nothing when switched off', async () => {
    const lock = sql`hashtext('test:held')`;
    const job = lockedJob({
      db: database.db,
      name: 'test:held',
      lock,
      log: silent,
      firstRunMs: 60_000,
      work: async () => 1,
    });
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${lock})`);
      // PGlite serialises transactions: only PostgreSQL can show a second runner blocked by the first.
      if (process.env.TEST_DATABASE_URL) expect(await job.run()).toBe(0);
    });
    expect(await job.run()).toBe(1);
    const off = lockedJob({
      db: database.db,
      name: 'test:off',
      lock,
      log: silent,
      firstRunMs: 60_000,
      enabled: false,
      work: async () => 1,
    });
    off.start();
    expect(await off.run()).toBe(0);
    await off.stop();
  });
});
