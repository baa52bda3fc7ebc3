import { defineEndpoint } from './endpoint.ts';

// Commission hold and approval, fraud review, payout batches. Plain data plus lazy
// schemas, so pages may import these without loading zod; see ./endpoint.ts.
const schemas = () => import('./affiliate-commissions.ts');

/** GET /_api/admin/commissions: commissions by status (pending queue oldest first), paged. */
export const listAdminCommissions = defineEndpoint({
  method: 'GET',
  path: '/_api/admin/commissions',
  role: 'admin',
  errors: [],
  schemas: () =>
    schemas().then((c) => ({ query: c.AdminCommissionsQuerySchema, response: c.AdminCommissionsResponseSchema })),
});

/** POST /_api/admin/commissions/decide: approves early or declines pending commissions, all or nothing. */
export const decideCommissions = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/commissions/decide',
  role: 'admin',
  errors: ['commission_not_found', 'commission_not_pending'],
  schemas: () => schemas().then((c) => ({ body: c.DecideCommissionsInputSchema, response: c.DecidedResponseSchema })),
});

/** GET /_api/admin/referrals/review: referrals flagged for fraud review (or already reviewed), with the reason. */
export const listReviewReferrals = defineEndpoint({
  method: 'GET',
  path: '/_api/admin/referrals/review',
  role: 'admin',
  errors: [],
  schemas: () =>
    schemas().then((c) => ({ query: c.ReviewReferralsQuerySchema, response: c.ReviewReferralsResponseSchema })),
});

/** POST /_api/admin/referrals/review: approves (credits) or declines flagged referrals, all or nothing. */
export const reviewReferrals = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/referrals/review',
  role: 'admin',
  errors: ['referral_not_found', 'referral_not_flagged'],
  schemas: () => schemas().then((c) => ({ body: c.ReviewReferralsInputSchema, response: c.DecidedResponseSchema })),
});

/** GET /_api/admin/payouts/batches: the PayPal mass payment batches, newest first. */
export const listPayoutBatches = defineEndpoint({
  method: 'GET',
  path: '/_api/admin/payouts/batches',
  role: 'admin',
  errors: [],
  schemas: () =>
    schemas().then((c) => ({ query: c.PayoutBatchesQuerySchema, response: c.PayoutBatchesResponseSchema })),
});

/** POST /_api/admin/payouts/batches: groups requested payouts into one batch. */
export const createPayoutBatch = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/payouts/batches',
  role: 'admin',
  status: 201,
  errors: ['payout_not_found', 'payout_not_batchable'],
  schemas: () =>
    schemas().then((c) => ({ body: c.CreatePayoutBatchInputSchema, response: c.PayoutBatchResponseSchema })),
});

/** GET /_api/admin/payouts/batches/csv?id=: the batch as a PayPal mass payment CSV (attachment). */
export const payoutBatchCsv = defineEndpoint({
  method: 'GET',
  path: '/_api/admin/payouts/batches/csv',
  role: 'admin',
  errors: ['payout_batch_not_found'],
  schemas: () =>
    schemas().then((c) => ({ query: c.PayoutBatchCsvQuerySchema, response: c.PayoutBatchCsvResponseSchema })),
});

/** POST /_api/admin/payouts/batches/paid: marks every payout of the batch paid with the batch reference. */
export const markPayoutBatchPaid = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/payouts/batches/paid',
  role: 'admin',
  errors: ['payout_batch_not_found', 'payout_batch_already_paid'],
  schemas: () => schemas().then((c) => ({ body: c.MarkBatchPaidInputSchema, response: c.PayoutBatchResponseSchema })),
});

/**
 * POST /_api/test/clock: runs the commission hold job as if `advanceDays` had passed. Registered
 * only when the server runs with E2E_TEST_CLOCK (the e2e server); the config refuses that flag in
 * production, so this route never exists there.
 */
export const advanceTestClock = defineEndpoint({
  method: 'POST',
  path: '/_api/test/clock',
  role: 'public',
  errors: [],
  schemas: () => schemas().then((c) => ({ body: c.TestClockInputSchema, response: c.TestClockResponseSchema })),
});
