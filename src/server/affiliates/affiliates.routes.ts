import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import {
  getAffiliateDashboard,
  listAdminAffiliates,
  listAdminPayouts,
  listAffiliatePayouts,
  listAffiliateReferrals,
  markPayoutPaid as markPayoutPaidEndpoint,
  registerAffiliate as registerAffiliateEndpoint,
  rejectPayout as rejectPayoutEndpoint,
  requestAffiliatePayout,
  updateAdminAffiliates,
} from '#shared/contracts/affiliates.endpoints.ts';
import {
  advanceTestClock,
  createPayoutBatch,
  decideCommissions,
  listAdminCommissions,
  listPayoutBatches,
  listReviewReferrals,
  markPayoutBatchPaid,
  payoutBatchCsv,
  reviewReferrals,
} from '#shared/contracts/affiliate-commissions.endpoints.ts';
import { registerEndpoint } from '../platform/endpoint.ts';
import { currentUser } from '../platform/guards.ts';
import { requestLanguage } from '../platform/ssr.ts';
import { bulkUpdateAffiliates, listAffiliatesForAdmin } from './admin-affiliates.service.ts';
import { getDashboard, listOwnReferrals, registerAffiliate } from './affiliates.service.ts';
import { registerReferralCapture } from './referral-cookie.ts';
import { recordAffiliateSeen } from './affiliates.repo.ts';
import { createCommissionHoldJob } from './commission-hold.job.ts';
import {
  decideCommissionsAsAdmin,
  listCommissionsForAdmin,
  listReviewReferralsForAdmin,
  reviewReferralsAsAdmin,
} from './commission-review.service.ts';
import { batchCsv, createBatch, listBatchesForAdmin, markBatchPaid } from './payout-batches.service.ts';
import { listOwnPayouts, listPayoutsForAdmin, markPayoutPaid, rejectPayout, requestPayout } from './payouts.service.ts';

const affiliatesPlugin: FastifyPluginAsync = async (app) => {
  registerReferralCapture(app);

  await registerEndpoint(app, getAffiliateDashboard, async ({ request }) => {
    // The affiliate's last-seen address, for the fraud rules (a referral signing up from it).
    await recordAffiliateSeen(app.db, currentUser(request).id, request.ip);
    return getDashboard(app.db, currentUser(request).id, {
      siteUrl: app.config.siteUrl,
      holdDays: app.config.AFFILIATE_HOLD_DAYS,
    });
  });
  await registerEndpoint(app, listAffiliateReferrals, async ({ input, request }) =>
    listOwnReferrals(app.db, currentUser(request).id, input, app.config.AFFILIATE_HOLD_DAYS),
  );
  await registerEndpoint(
    app,
    registerAffiliateEndpoint,
    async ({ request }) => registerAffiliate(app.db, currentUser(request), requestLanguage(request)),
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
  );
  await registerEndpoint(app, requestAffiliatePayout, async ({ input, request }) =>
    requestPayout(app.db, currentUser(request).id, input),
  );
  await registerEndpoint(app, listAffiliatePayouts, async ({ input, request }) =>
    listOwnPayouts(app.db, currentUser(request).id, input),
  );

  // --- Admin ---
  await registerEndpoint(app, listAdminAffiliates, async ({ input }) => listAffiliatesForAdmin(app.db, input));
  await registerEndpoint(app, updateAdminAffiliates, async ({ input }) => bulkUpdateAffiliates(app.db, input));
  await registerEndpoint(app, listAdminPayouts, async ({ input }) => listPayoutsForAdmin(app.db, input));
  await registerEndpoint(app, markPayoutPaidEndpoint, async ({ input }) =>
    markPayoutPaid(app.db, input, app.config.SITE_NAME),
  );
  await registerEndpoint(app, rejectPayoutEndpoint, async ({ input }) =>
    rejectPayout(app.db, input, app.config.SITE_NAME),
  );

  // --- Admin: commission hold, fraud review, payout batches ---
  await registerEndpoint(app, listAdminCommissions, async ({ input }) =>
    listCommissionsForAdmin(app.db, input, app.config.AFFILIATE_HOLD_DAYS),
  );
  await registerEndpoint(app, decideCommissions, async ({ input }) => decideCommissionsAsAdmin(app.db, input));
  await registerEndpoint(app, listReviewReferrals, async ({ input }) => listReviewReferralsForAdmin(app.db, input));
  await registerEndpoint(app, reviewReferrals, async ({ input }) => reviewReferralsAsAdmin(app.db, input));
  await registerEndpoint(app, listPayoutBatches, async ({ input }) => listBatchesForAdmin(app.db, input));
  await registerEndpoint(app, createPayoutBatch, async ({ input }) => createBatch(app.db, input));
  await registerEndpoint(app, payoutBatchCsv, async ({ input, reply }) => {
    const { filename, csv } = await batchCsv(app.db, input.id, app.config.SITE_NAME);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(csv);
  });
  await registerEndpoint(app, markPayoutBatchPaid, async ({ input }) =>
    markBatchPaid(app.db, input, app.config.SITE_NAME),
  );

  // Test only: E2E_TEST_CLOCK (refused in production by the config) runs the hold job N days ahead.
  if (app.config.E2E_TEST_CLOCK) {
    await registerEndpoint(app, advanceTestClock, async ({ input }) => {
      const now = new Date(Date.now() + input.advanceDays * 86_400_000);
      const job = createCommissionHoldJob({
        db: app.db,
        holdDays: app.config.AFFILIATE_HOLD_DAYS,
        log: app.log,
        now: () => now,
      });
      return { now: now.toISOString(), approved: await job.run() };
    });
  }
};

// Not encapsulated: the plugin shares the root scope, so the `?ref=` hook also sees page requests
// handled by the SSR plugin registered after it.
export default fp(affiliatesPlugin, { name: 'affiliates' });
