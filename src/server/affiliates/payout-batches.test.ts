import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPayoutBatch,
  listPayoutBatches,
  markPayoutBatchPaid,
  payoutBatchCsv,
} from '#shared/contracts/affiliate-commissions.endpoints.ts';
import { rejectPayout, requestAffiliatePayout } from '#shared/contracts/affiliates.endpoints.ts';
import { mailOutbox } from '../platform/mail/outbox.schema.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { payouts } from './affiliates.schema.ts';
import { createAffiliate, fundAffiliate } from './affiliates.test-helpers.ts';

// The admin batches requested payouts, exports one PayPal mass payment CSV and
// marks the batch paid with PayPal's reference.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An affiliate with an approved balance who asks for `amount` dollars to `paypalEmail`. */
async function requested(amount: number, paypalEmail: string) {
  const affiliate = await createAffiliate(t.app);
  await fundAffiliate(t.app, affiliate.code, amount * 100);
  const { payoutId } = await affiliate.client.ok(requestAffiliatePayout, {
    amount,
    payoutMethod: 'paypal',
    payoutDetails: { paypalEmail },
  });
  return { affiliate, payoutId };
}

describe('payout batches', () => {
  it('batches requested payouts, exports the PayPal CSV and marks every payout paid with the reference', async () => {
    const admin = (await signedInClient(t.app, 'admin')).client;
    const a = await requested(50, 'anna@example.com');
    const b = await requested(75.5, '-2+3@example.com');
    const created = await admin.call(createPayoutBatch, { payoutIds: [a.payoutId, b.payoutId, a.payoutId] });
    expect(created.status).toBe(201);
    const { batch, payouts: inBatch } = created.body as { batch: { id: number }; payouts: { id: number }[] };
    expect(created.body).toMatchObject({ batch: { payoutCount: 2, total: 125.5, reference: null, paidAt: null } });
    expect(inBatch.map((p) => p.id)).toEqual([a.payoutId, b.payoutId]);

    const csv = await admin.get<string>(`/_api/admin/payouts/batches/csv?id=${batch.id}`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="paypal-batch-${batch.id}.csv"`);
    // PayPal's columns: recipient, amount, currency, unique id, note; no header; formulas neutralised.
    expect(csv.body.split('\r\n')).toEqual([
      `anna@example.com,50.00,USD,payout-${a.payoutId},NovaTick affiliate payout #${a.payoutId}`,
      `'-2+3@example.com,75.50,USD,payout-${b.payoutId},NovaTick affiliate payout #${b.payoutId}`,
      '',
    ]);

    const paid = await admin.ok(markPayoutBatchPaid, { id: batch.id, reference: 'PAYPAL-BATCH-9' });
    expect(paid.batch).toMatchObject({ reference: 'PAYPAL-BATCH-9', paidAt: expect.any(String) });
    expect(paid.payouts.map((p) => [p.status, p.reference])).toEqual([
      ['paid', 'PAYPAL-BATCH-9'],
      ['paid', 'PAYPAL-BATCH-9'],
    ]);
    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'affiliate.payout.paid'));
    expect(mails.filter((m) => m.text.includes('PAYPAL-BATCH-9'))).toHaveLength(2);
    expect((await admin.ok(listPayoutBatches, {})).batches.find((x) => x.id === batch.id)).toMatchObject({
      payoutCount: 2,
      reference: 'PAYPAL-BATCH-9',
    });
    expect(await admin.call(markPayoutBatchPaid, { id: batch.id, reference: 'AGAIN' })).toMatchObject({
      status: 409,
      body: { code: 'payout_batch_already_paid' },
    });
  });

  it('refuses a payout already in a batch, paid or rejected (409), an unknown one (404), all or nothing', async () => {
    const admin = (await signedInClient(t.app, 'admin')).client;
    const open = await requested(50, 'open@example.com');
    const taken = await requested(50, 'taken@example.com');
    const rejected = await requested(50, 'rejected@example.com');
    await admin.ok(createPayoutBatch, { payoutIds: [taken.payoutId] });
    await admin.ok(rejectPayout, { id: rejected.payoutId, reason: 'No' });
    for (const other of [taken.payoutId, rejected.payoutId])
      expect(await admin.call(createPayoutBatch, { payoutIds: [open.payoutId, other] })).toMatchObject({
        status: 409,
        body: { code: 'payout_not_batchable' },
      });
    expect(await admin.call(createPayoutBatch, { payoutIds: [open.payoutId, 2_000_000] })).toMatchObject({
      status: 404,
      body: { code: 'payout_not_found' },
    });
    const [row] = await t.app.db.select().from(payouts).where(eq(payouts.id, open.payoutId));
    expect(row?.batchId).toBeNull();
    expect(await admin.call(payoutBatchCsv, { id: 2_000_000 })).toMatchObject({
      status: 404,
      body: { code: 'payout_batch_not_found' },
    });
    expect((await open.affiliate.client.call(createPayoutBatch, { payoutIds: [open.payoutId] })).status).toBe(403);
  });

  it('a payout rejected after batching stays rejected and out of the CSV when the batch is paid', async () => {
    const admin = (await signedInClient(t.app, 'admin')).client;
    const keep = await requested(50, 'keep@example.com');
    const drop = await requested(60, 'drop@example.com');
    const { batch } = await admin.ok(createPayoutBatch, { payoutIds: [keep.payoutId, drop.payoutId] });
    await admin.ok(rejectPayout, { id: drop.payoutId, reason: 'Account closed' });
    const csv = await admin.get<string>(`/_api/admin/payouts/batches/csv?id=${batch.id}`);
    expect(csv.body).not.toContain('drop@example.com');
    const paid = await admin.ok(markPayoutBatchPaid, { id: batch.id, reference: 'PP-2' });
    expect(paid.payouts.map((p) => p.status)).toEqual(['paid', 'rejected']);
  });
});
