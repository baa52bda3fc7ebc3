import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { payoutBatches, payouts } from './affiliates.schema.ts';

// PayPal mass payment batches: a batch groups requested payouts.

export type PayoutBatchRow = typeof payoutBatches.$inferSelect;

/** Locks the named payouts (oldest id first, the order every batch locks in). */
export async function lockPayouts(db: DbOrTx, ids: number[]) {
  return db
    .select({ id: payouts.id, status: payouts.status, batchId: payouts.batchId })
    .from(payouts)
    .where(inArray(payouts.id, ids))
    .orderBy(asc(payouts.id))
    .for('update');
}

export async function insertBatch(db: DbOrTx, payoutIds: number[]) {
  const [batch] = await db.insert(payoutBatches).values({}).returning();
  await db
    .update(payouts)
    .set({ batchId: batch!.id })
    .where(and(inArray(payouts.id, payoutIds), isNull(payouts.batchId)));
  return batch!;
}

export async function findBatch(db: DbOrTx, id: number, options: { lock?: boolean } = {}) {
  const query = db.select().from(payoutBatches).where(eq(payoutBatches.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function payoutIdsOfBatch(db: DbOrTx, batchId: number): Promise<number[]> {
  const rows = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(eq(payouts.batchId, batchId))
    .orderBy(asc(payouts.id));
  return rows.map((r) => r.id);
}

export async function setBatchPaid(db: DbOrTx, id: number, reference: string) {
  await db.update(payoutBatches).set({ reference, paidAt: new Date() }).where(eq(payoutBatches.id, id));
}

// Raw aliases: drizzle writes columns unqualified in a one-table select, which a subquery on
// `payouts` would read as its own.
const batchColumns = {
  batch: payoutBatches,
  payoutCount: sql<number>`(select count(*) from payouts p where p.batch_id = ${payoutBatches}.id)`.mapWith(Number),
  totalCents:
    sql<number>`(select coalesce(sum(p.amount_cents), 0) from payouts p where p.batch_id = ${payoutBatches}.id)`.mapWith(
      Number,
    ),
};

export async function batchSummary(db: DbOrTx, id: number) {
  const [row] = await db.select(batchColumns).from(payoutBatches).where(eq(payoutBatches.id, id));
  return row;
}

export async function listBatches(db: DbOrTx, options: { page: number; limit: number }) {
  const [total] = await db.select({ n: count() }).from(payoutBatches);
  const rows = await db
    .select(batchColumns)
    .from(payoutBatches)
    .orderBy(desc(payoutBatches.createdAt), desc(payoutBatches.id))
    .limit(options.limit)
    .offset((options.page - 1) * options.limit);
  return { rows, total: total?.n ?? 0 };
}
