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
import { registerEndpoint } from '../platform/endpoint.ts';
import { currentUser } from '../platform/guards.ts';
import { requestLanguage } from '../platform/ssr.ts';
import { bulkUpdateAffiliates, listAffiliatesForAdmin } from './admin-affiliates.service.ts';
import { getDashboard, listOwnReferrals, registerAffiliate } from './affiliates.service.ts';
import { registerReferralCapture } from './referral-cookie.ts';
import { listOwnPayouts, listPayoutsForAdmin, markPayoutPaid, rejectPayout, requestPayout } from './payouts.service.ts';

const affiliatesPlugin: FastifyPluginAsync = async (app) => {
  registerReferralCapture(app);

  await registerEndpoint(app, getAffiliateDashboard, async ({ request }) =>
    getDashboard(app.db, currentUser(request).id, app.config.siteUrl),
  );
  await registerEndpoint(app, listAffiliateReferrals, async ({ input, request }) =>
    listOwnReferrals(app.db, currentUser(request).id, input),
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
};

// Not encapsulated: the plugin shares the root scope, so the `?ref=` hook also sees page requests
// handled by the SSR plugin registered after it.
export default fp(affiliatesPlugin, { name: 'affiliates' });
