import {
  type CreatePayoutBatchInput,
  type MarkBatchPaidInput,
  type PayoutBatchDto,
  type PayoutBatchesResponse,
  type PayoutBatchResponse,
} from '#shared/contracts/affiliate-commissions.ts';
import { centsToDollars } from '#shared/contracts/store.constants.ts';
import { centsToCsv, neutraliseFormula } from '../admin-exports/index.ts';
import type { Db, DbOrTx } from '../platform/db.ts';
import { appError } from '../error-catalogue.ts';
import { sendMail } from '../platform/mail/send-mail.ts';
import { payoutPaidMail } from './affiliate-mail.ts';
import * as ledger from './ledger.repo.ts';
import * as batches from './payout-batches.repo.ts';
import { adminPayoutDto, lockOpenPayout, mailTo } from './payouts.service.ts';
import { stringify } from 'csv-stringify/sync';

// PayPal mass payments: the admin batches requested payouts, uploads one CSV
// to PayPal, then marks the batch paid with PayPal's reference.

const batchDto = (s: NonNullable<Awaited<ReturnType<typeof batches.batchSummary>>>): PayoutBatchDto => ({
  id: s.batch.id,
  reference: s.batch.reference,
  createdAt: s.batch.createdAt.toISOString(),
  paidAt: s.batch.paidAt?.toISOString() ?? null,
  payoutCount: s.payoutCount,
  total: centsToDollars(s.totalCents),
});

async function batchResponse(db: DbOrTx, id: number): Promise<PayoutBatchResponse> {
  const summary = await batches.batchSummary(db, id);
  if (!summary) throw appError('payout_batch_not_found');
  const rows = [];
  for (const payoutId of await batches.payoutIdsOfBatch(db, id))
    rows.push(adminPayoutDto((await ledger.findPayoutForAdmin(db, payoutId))!));
  return { batch: batchDto(summary), payouts: rows };
}

/**
 * Groups requested payouts into a new batch, all or nothing: an unknown id is 404; a payout that
 * is paid, rejected or already in a batch is 409. The payouts are locked, so two admins cannot
 * put one payout into two batches.
 */
export async function createBatch(db: Db, input: CreatePayoutBatchInput): Promise<PayoutBatchResponse> {
  return db.transaction(async (tx) => {
    const rows = await batches.lockPayouts(tx, input.payoutIds);
    if (rows.length !== input.payoutIds.length) throw appError('payout_not_found');
    if (rows.some((r) => r.status !== 'requested' || r.batchId !== null)) throw appError('payout_not_batchable');
    const batch = await batches.insertBatch(tx, input.payoutIds);
    return batchResponse(tx, batch.id);
  });
}

export async function listBatchesForAdmin(
  db: Db,
  query: { page: number; limit: number },
): Promise<PayoutBatchesResponse> {
  const { rows, total } = await batches.listBatches(db, query);
  return { batches: rows.map(batchDto), totalCount: total };
}

/** PayPal's mass payment columns, no header: recipient e-mail, amount, currency, unique id, note. */
export async function batchCsv(db: Db, id: number, siteName: string): Promise<{ filename: string; csv: string }> {
  const { batch, payouts } = await batchResponse(db, id);
  const records = payouts
    .filter((p) => p.status !== 'rejected')
    .map((p) => [
      neutraliseFormula(String(p.payoutDetails.paypalEmail ?? p.email)),
      centsToCsv(Math.round(p.amount * 100)),
      'USD',
      `payout-${p.id}`,
      neutraliseFormula(`${siteName} affiliate payout #${p.id}`),
    ]);
  return {
    filename: `paypal-batch-${batch.id}.csv`,
    csv: stringify(records, { record_delimiter: 'windows' }),
  };
}

/**
 * Marks every still-requested payout of the batch paid with the batch's reference, each with its
 * e-mail, in one transaction; a payout rejected meanwhile stays rejected. A batch is paid once.
 */
export async function markBatchPaid(db: Db, input: MarkBatchPaidInput, siteName: string): Promise<PayoutBatchResponse> {
  return db.transaction(async (tx) => {
    const batch = await batches.findBatch(tx, input.id, { lock: true });
    if (!batch) throw appError('payout_batch_not_found');
    if (batch.paidAt) throw appError('payout_batch_already_paid');
    for (const payoutId of await batches.payoutIdsOfBatch(tx, input.id)) {
      const found = await ledger.findPayoutForAdmin(tx, payoutId);
      if (found?.payout.status !== 'requested') continue;
      const row = await lockOpenPayout(tx, payoutId);
      await ledger.setPayoutOutcome(tx, payoutId, { status: 'paid', reference: input.reference });
      await sendMail(tx, payoutPaidMail({ ...mailTo(row), reference: input.reference, siteName }));
    }
    await batches.setBatchPaid(tx, input.id, input.reference);
    return batchResponse(tx, input.id);
  });
}
