import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import {
  AdminAffiliatesQuerySchema,
  AdminAffiliatesResponseSchema,
  AdminAffiliatesUpdateInputSchema,
  AdminPayoutsQuerySchema,
  AdminPayoutsResponseSchema,
  AffiliateDashboardSchema,
  AffiliateRegisterInputSchema,
  AffiliateRegisterResponseSchema,
  MarkPayoutPaidInputSchema,
  MessageResponseSchema,
  PayoutActionResponseSchema,
  PayoutRequestInputSchema,
  PayoutRequestResponseSchema,
  PayoutsQuerySchema,
  PayoutsResponseSchema,
  ReferralsQuerySchema,
  ReferralsResponseSchema,
  RejectPayoutInputSchema,
} from '#shared/contracts/affiliates.ts';
import { currentUser, requireAdmin, requireUser } from '../platform/guards.ts';
import { requestLanguage } from '../platform/ssr.ts';
import { bulkUpdateAffiliates, listAffiliatesForAdmin } from './admin-affiliates.service.ts';
import { getDashboard, listOwnReferrals, registerAffiliate } from './affiliates.service.ts';
import { registerReferralCapture } from './referral-cookie.ts';
import { listOwnPayouts, listPayoutsForAdmin, markPayoutPaid, rejectPayout, requestPayout } from './payouts.service.ts';

const affiliatesPlugin: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerReferralCapture(app);

  app.get(
    '/_api/affiliate/dashboard',
    { preValidation: requireUser, schema: { response: { 200: AffiliateDashboardSchema } } },
    async (request) => getDashboard(app.db, currentUser(request).id, app.config.siteUrl),
  );

  app.get(
    '/_api/affiliate/referrals',
    {
      preValidation: requireUser,
      schema: { querystring: ReferralsQuerySchema, response: { 200: ReferralsResponseSchema } },
    },
    async (request) => listOwnReferrals(app.db, currentUser(request).id, request.query),
  );

  app.post(
    '/_api/affiliate/register',
    {
      preValidation: requireUser,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { body: AffiliateRegisterInputSchema, response: { 200: AffiliateRegisterResponseSchema } },
    },
    async (request) => registerAffiliate(app.db, currentUser(request), requestLanguage(request)),
  );

  app.post(
    '/_api/affiliate/payout',
    {
      preValidation: requireUser,
      schema: { body: PayoutRequestInputSchema, response: { 200: PayoutRequestResponseSchema } },
    },
    async (request) => requestPayout(app.db, currentUser(request).id, request.body),
  );

  app.get(
    '/_api/affiliate/payouts',
    {
      preValidation: requireUser,
      schema: { querystring: PayoutsQuerySchema, response: { 200: PayoutsResponseSchema } },
    },
    async (request) => listOwnPayouts(app.db, currentUser(request).id, request.query),
  );

  // --- Admin ---
  app.get(
    '/_api/admin/affiliates',
    {
      preValidation: requireAdmin,
      schema: { querystring: AdminAffiliatesQuerySchema, response: { 200: AdminAffiliatesResponseSchema } },
    },
    async (request) => listAffiliatesForAdmin(app.db, request.query),
  );

  app.post(
    '/_api/admin/affiliates',
    {
      preValidation: requireAdmin,
      schema: { body: AdminAffiliatesUpdateInputSchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => bulkUpdateAffiliates(app.db, request.body),
  );

  app.get(
    '/_api/admin/payouts',
    {
      preValidation: requireAdmin,
      schema: { querystring: AdminPayoutsQuerySchema, response: { 200: AdminPayoutsResponseSchema } },
    },
    async (request) => listPayoutsForAdmin(app.db, request.query),
  );

  app.post(
    '/_api/admin/payouts/mark-paid',
    {
      preValidation: requireAdmin,
      schema: { body: MarkPayoutPaidInputSchema, response: { 200: PayoutActionResponseSchema } },
    },
    async (request) => markPayoutPaid(app.db, request.body, app.config.SITE_NAME),
  );

  app.post(
    '/_api/admin/payouts/reject',
    {
      preValidation: requireAdmin,
      schema: { body: RejectPayoutInputSchema, response: { 200: PayoutActionResponseSchema } },
    },
    async (request) => rejectPayout(app.db, request.body, app.config.SITE_NAME),
  );
};

// Not encapsulated: the plugin shares the root scope, so the `?ref=` hook also sees page requests
// handled by the SSR plugin registered after it.
export default fp(affiliatesPlugin, { name: 'affiliates' });
