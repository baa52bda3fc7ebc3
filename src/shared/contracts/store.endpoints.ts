import { DISCOUNT_REASONS } from './discount-reasons.ts';
import { defineEndpoint } from './endpoint.ts';

// The store API (SPEC §7 "Store": catalogue, cart, checkout, orders) and the payment webhook's
// path; the licence API is in ./licences.endpoints.ts. Plain data plus a lazy schema import, so pages may import
// these without loading zod; see ./endpoint.ts.
const schemas = () => import('./store.ts');

// --- Catalogue (public, served from the catalogue cache) ---------------------------------------

/** GET /_api/indicators: what customers may buy, optionally one category. */
export const listIndicators = defineEndpoint({
  method: 'GET',
  path: '/_api/indicators',
  role: 'public',
  errors: [],
  schemas: () =>
    schemas().then((c) => ({ query: c.ListIndicatorsQuerySchema, response: c.ListIndicatorsResponseSchema })),
});

/** GET /_api/categories: the catalogue's categories. */
export const listCategories = defineEndpoint({
  method: 'GET',
  path: '/_api/categories',
  role: 'public',
  errors: [],
  schemas: () => schemas().then((c) => ({ response: c.ListCategoriesResponseSchema })),
});

/** GET /_api/indicator: one indicator on sale; 404 when missing, inactive or deleted. */
export const getIndicator = defineEndpoint({
  method: 'GET',
  path: '/_api/indicator',
  role: 'public',
  errors: ['indicator_not_found'],
  schemas: () => schemas().then((c) => ({ query: c.GetIndicatorQuerySchema, response: c.IndicatorDtoSchema })),
});

// --- Cart, checkout, orders (signed in; scoped to the session's user) ----------------------------

/** GET /_api/cart: the lines with the server's own sums (the tax of `?country=`) and the payment provider. */
export const getCart = defineEndpoint({
  method: 'GET',
  path: '/_api/cart',
  role: 'user',
  errors: ['country_unknown'],
  schemas: () => schemas().then((c) => ({ query: c.GetCartQuerySchema, response: c.GetCartResponseSchema })),
});

/** POST /_api/cart/add: `replaced` names the indicators the added Pro Bundle took out of the cart. */
export const addToCart = defineEndpoint({
  method: 'POST',
  path: '/_api/cart/add',
  role: 'user',
  errors: [
    'indicator_not_found',
    'already_owned',
    'covered_by_bundle',
    'bundle_in_cart',
    'cart_full',
    'licence_not_found',
    'licence_not_renewable',
  ],
  schemas: () => schemas().then((c) => ({ body: c.CartAddInputSchema, response: c.CartAddResponseSchema })),
});

/** POST /_api/cart/remove: removing what is not there is a no-op. */
export const removeFromCart = defineEndpoint({
  method: 'POST',
  path: '/_api/cart/remove',
  role: 'user',
  errors: [],
  schemas: () => schemas().then((c) => ({ body: c.CartMutationInputSchema, response: c.SuccessResponseSchema })),
});

/**
 * POST /_api/checkout: places the cart as one order (idempotent). `owned_in_cart` and
 * `bundle_overlap` carry the cart line's `details.indicatorId`.
 */
export const checkout = defineEndpoint({
  method: 'POST',
  path: '/_api/checkout',
  role: 'user',
  errors: [
    'cart_empty',
    'owned_in_cart',
    'licence_not_found',
    'licence_not_renewable',
    'bundle_overlap',
    'payment_unavailable',
    'checkout_in_progress',
    'country_unknown',
    // The cart's code is checked again at checkout: any reason it no longer applies.
    ...DISCOUNT_REASONS,
  ],
  schemas: () => schemas().then((c) => ({ body: c.CheckoutInputSchema, response: c.CheckoutResponseSchema })),
});

/** GET /_api/orders: the user's orders, newest first, with each item's licence. */
export const listOrders = defineEndpoint({
  method: 'GET',
  path: '/_api/orders',
  role: 'user',
  errors: [],
  schemas: () => schemas().then((c) => ({ response: c.ListOrdersResponseSchema })),
});

/**
 * GET /_api/cart/upgrade: what the Pro Bundle costs this customer, after the credit for
 * the indicators of it they own (the indicator page and pricing show it).
 */
export const getUpgradePrices = defineEndpoint({
  method: 'GET',
  path: '/_api/cart/upgrade',
  role: 'user',
  errors: [],
  schemas: () => schemas().then((c) => ({ response: c.UpgradePricesResponseSchema })),
});

/**
 * Test only (E2E_TEST_CLOCK, refused in production): the app's clock (`app.clock`: updates
 * windows, renewals, trials) runs `offsetDays` ahead of the real time; 0 puts it back.
 */
export const setTestAppClock = defineEndpoint({
  method: 'POST',
  path: '/_api/test/app-clock',
  role: 'public',
  errors: [],
  schemas: () => schemas().then((c) => ({ body: c.TestAppClockInputSchema, response: c.TestAppClockResponseSchema })),
});

// --- Payments ------------------------------------------------------------------------------------

/**
 * POST /_api/payments/stripe/webhook: called by Stripe with a raw, signed body, so it is not a
 * declared JSON endpoint; the route is registered by hand from this path.
 */
export const STRIPE_WEBHOOK_PATH = '/_api/payments/stripe/webhook';
