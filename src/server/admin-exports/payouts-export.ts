import { and, eq, gt } from 'drizzle-orm';
import { affiliates, payouts } from '../affiliates/affiliates.schema.ts';
import { users } from '../auth/auth.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import type { CsvColumn } from './csv.ts';
import { inRange, type DateRange } from '../platform/date-range.ts';

// payouts.csv: affiliate payouts requested in the range, whatever became of them.

type PayoutRow = Awaited<ReturnType<typeof payoutsAfter>>[number];

export async function payoutsAfter(db: DbOrTx, range: DateRange, after: number | undefined, size: number) {
  return db
    .select({
      id: payouts.id,
      createdAt: payouts.createdAt,
      processedAt: payouts.processedAt,
      status: payouts.status,
      code: affiliates.code,
      email: users.email,
      amountCents: payouts.amountCents,
      method: payouts.method,
      details: payouts.details,
      reference: payouts.reference,
      reason: payouts.reason,
    })
    .from(payouts)
    .innerJoin(affiliates, eq(affiliates.id, payouts.affiliateId))
    .innerJoin(users, eq(users.id, affiliates.userId))
    .where(and(inRange(payouts.createdAt, range), after === undefined ? undefined : gt(payouts.id, after)))
    .orderBy(payouts.id)
    .limit(size);
}

const paypalEmail = (details: Record<string, unknown>) =>
  typeof details.paypalEmail === 'string' ? details.paypalEmail : null;

export const PAYOUT_COLUMNS: readonly CsvColumn<PayoutRow>[] = [
  { header: 'payout_id', kind: 'integer', value: (r) => r.id },
  { header: 'requested_at', kind: 'timestamp', value: (r) => r.createdAt },
  { header: 'processed_at', kind: 'timestamp', value: (r) => r.processedAt },
  { header: 'status', kind: 'text', value: (r) => r.status },
  { header: 'affiliate_code', kind: 'text', value: (r) => r.code },
  { header: 'affiliate_email', kind: 'text', value: (r) => r.email },
  { header: 'amount', kind: 'money', value: (r) => r.amountCents },
  { header: 'method', kind: 'text', value: (r) => r.method },
  { header: 'paypal_email', kind: 'text', value: (r) => paypalEmail(r.details) },
  { header: 'reference', kind: 'text', value: (r) => r.reference },
  { header: 'rejection_reason', kind: 'text', value: (r) => r.reason },
];
