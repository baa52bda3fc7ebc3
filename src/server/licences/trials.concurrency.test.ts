import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTrial } from '#shared/contracts/licences.endpoints.ts';
import { createProduct } from '../store/store.test-helpers.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { onPostgres } from '../testing/test-db.ts';
import { licenceTrials } from './trials.schema.ts';

// 1,000 concurrent trial starts for one machine give exactly one trial. On PostgreSQL
// (TEST_DATABASE_URL) they run truly in parallel over the pool; PGlite has one connection and
// serialises them, so it runs fewer. The count must be exact either way.
const STARTS = onPostgres() ? 1_000 : 40;

let t: TestApp;
beforeAll(async () => {
  // Every start comes from its own address; the per-address limit is not what is tested here.
  t = await createTestApp({ LICENCE_RATE_LIMIT: '100000' });
});
afterAll(() => t.close());

describe('trials under concurrency', () => {
  it(`${STARTS} concurrent starts for one machine make exactly one trial`, { timeout: 600_000 }, async () => {
    const product = await createProduct(t.app, { trialDays: 14 });
    const results = await Promise.all(
      Array.from({ length: STARTS }, (_, i) =>
        new ApiClient(t.app, `10.50.${Math.floor(i / 250)}.${i % 250}`).call(startTrial, {
          product: product.id,
          machineId: 'RACE-MACHINE',
        }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const codes = results.map((r) => (r.ok ? r.body.code : r.body.code));
    expect(codes.filter((c) => c === 'VALID')).toHaveLength(1);
    expect(codes.filter((c) => c === 'TRIAL_USED')).toHaveLength(STARTS - 1);
    const rows = await t.app.db.select().from(licenceTrials).where(eq(licenceTrials.indicatorId, product.id));
    expect(rows).toHaveLength(1);
    const winner = results.find((r) => r.ok && r.body.code === 'VALID');
    expect(winner?.ok && winner.body.key).toBe(rows[0]!.key);
  });
});
