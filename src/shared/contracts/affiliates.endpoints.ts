import { defineEndpoint } from './endpoint.ts';

// The affiliate API (SPEC §4 dashboard, §7 endpoints, §9 payouts and admin). Plain data plus a
// lazy schema import, so pages may import these without loading zod; see ./endpoint.ts.
const schemas = () => import('./affiliates.ts');

/** GET /_api/affiliate/dashboard: the signed-in affiliate's code, link and balances; 404 before joining. */
export const getAffiliateDashboard = defineEndpoint({
  method: 'GET',
  path: '/_api/affiliate/dashboard',
  role: 'user',
  errors: ['affiliate_not_registered'],
  schemas: () => schemas().then((c) => ({ response: c.AffiliateDashboardSchema })),
});

/** GET /_api/affiliate/referrals: the affiliate's own referrals, paged, filtered by status. */
export const listAffiliateReferrals = defineEndpoint({
  method: 'GET',
  path: '/_api/affiliate/referrals',
  role: 'user',
  errors: ['affiliate_not_registered'],
  schemas: () => schemas().then((c) => ({ query: c.ReferralsQuerySchema, response: c.ReferralsResponseSchema })),
});

/** POST /_api/affiliate/register: joins the programme (empty body); rate limited. */
export const registerAffiliate = defineEndpoint({
  method: 'POST',
  path: '/_api/affiliate/register',
  role: 'user',
  errors: ['affiliate_already_registered', 'rate_limited'],
  schemas: () =>
    schemas().then((c) => ({ body: c.AffiliateRegisterInputSchema, response: c.AffiliateRegisterResponseSchema })),
});

/** POST /_api/affiliate/payout: asks for a payout, debited from the balance at once. */
export const requestAffiliatePayout = defineEndpoint({
  method: 'POST',
  path: '/_api/affiliate/payout',
  role: 'user',
  errors: ['affiliate_not_registered', 'affiliate_suspended', 'payout_above_balance', 'payout_above_approved_balance'],
  schemas: () => schemas().then((c) => ({ body: c.PayoutRequestInputSchema, response: c.PayoutRequestResponseSchema })),
});

/** GET /_api/affiliate/payouts: the affiliate's own payout history, paged. */
export const listAffiliatePayouts = defineEndpoint({
  method: 'GET',
  path: '/_api/affiliate/payouts',
  role: 'user',
  errors: ['affiliate_not_registered'],
  schemas: () => schemas().then((c) => ({ query: c.PayoutsQuerySchema, response: c.PayoutsResponseSchema })),
});

/** GET /_api/admin/affiliates: every affiliate with search, status filter and totals. */
export const listAdminAffiliates = defineEndpoint({
  method: 'GET',
  path: '/_api/admin/affiliates',
  role: 'admin',
  errors: [],
  schemas: () =>
    schemas().then((c) => ({ query: c.AdminAffiliatesQuerySchema, response: c.AdminAffiliatesResponseSchema })),
});

/** POST /_api/admin/affiliates: bulk status and commission rate changes, all or nothing. */
export const updateAdminAffiliates = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/affiliates',
  role: 'admin',
  errors: ['affiliate_not_found'],
  schemas: () =>
    schemas().then((c) => ({ body: c.AdminAffiliatesUpdateInputSchema, response: c.MessageResponseSchema })),
});

/** GET /_api/admin/payouts: the payout queue (by status) or the whole history, paged. */
export const listAdminPayouts = defineEndpoint({
  method: 'GET',
  path: '/_api/admin/payouts',
  role: 'admin',
  errors: [],
  schemas: () => schemas().then((c) => ({ query: c.AdminPayoutsQuerySchema, response: c.AdminPayoutsResponseSchema })),
});

/** POST /_api/admin/payouts/mark-paid: records the payment reference and e-mails the affiliate. */
export const markPayoutPaid = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/payouts/mark-paid',
  role: 'admin',
  errors: ['payout_not_found', 'payout_already_processed'],
  schemas: () => schemas().then((c) => ({ body: c.MarkPayoutPaidInputSchema, response: c.PayoutActionResponseSchema })),
});

/** POST /_api/admin/payouts/reject: refunds the amount to the balance with a reason. */
export const rejectPayout = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/payouts/reject',
  role: 'admin',
  errors: ['payout_not_found', 'payout_already_processed'],
  schemas: () => schemas().then((c) => ({ body: c.RejectPayoutInputSchema, response: c.PayoutActionResponseSchema })),
});
