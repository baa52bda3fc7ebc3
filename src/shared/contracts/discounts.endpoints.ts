import { DISCOUNT_REASONS } from './discount-reasons.ts';
import { defineEndpoint } from './endpoint.ts';

// Discount codes: the admin's API and the customer's two cart calls. Plain data plus
// a lazy schema import, so pages may import these without loading zod; see ./endpoint.ts.
const schemas = () => import('./discounts.ts');
const cart = () => import('./store.ts').then((c) => c.GetCartResponseSchema);

/** GET /_api/admin/discounts: every code, newest first, with how often it was used. */
export const listDiscounts = defineEndpoint({
  method: 'GET',
  path: '/_api/admin/discounts',
  role: 'admin',
  errors: [],
  schemas: () => schemas().then((c) => ({ response: c.ListDiscountsResponseSchema })),
});

/** POST /_api/admin/discounts: creates a code (normalised, unique). */
export const createDiscount = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/discounts',
  role: 'admin',
  errors: ['discount_code_taken', 'affiliate_not_found', 'indicator_not_found'],
  schemas: () => schemas().then((c) => ({ body: c.CreateDiscountInputSchema, response: c.DiscountResponseSchema })),
});

/** POST /_api/admin/discounts/update: replaces a code's fields (omitted optional fields are cleared). */
export const updateDiscount = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/discounts/update',
  role: 'admin',
  errors: ['discount_not_found', 'discount_code_taken', 'affiliate_not_found', 'indicator_not_found'],
  schemas: () => schemas().then((c) => ({ body: c.UpdateDiscountInputSchema, response: c.DiscountResponseSchema })),
});

/** POST /_api/admin/discounts/delete: orders placed with it keep the code's text and their discount. */
export const deleteDiscount = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/discounts/delete',
  role: 'admin',
  errors: ['discount_not_found'],
  schemas: () =>
    schemas().then((c) => ({ body: c.DeleteDiscountInputSchema, response: c.DeleteDiscountResponseSchema })),
});

/** POST /_api/cart/discount: applies a code to the cart and answers the cart with its discount, or the reason it does not apply. */
export const applyDiscount = defineEndpoint({
  method: 'POST',
  path: '/_api/cart/discount',
  role: 'user',
  errors: ['cart_empty', ...DISCOUNT_REASONS],
  schemas: async () => ({ body: (await schemas()).ApplyDiscountInputSchema, response: await cart() }),
});

/** POST /_api/cart/discount/remove: takes the code off the cart (a no-op when there is none). */
export const removeDiscount = defineEndpoint({
  method: 'POST',
  path: '/_api/cart/discount/remove',
  role: 'user',
  errors: [],
  schemas: async () => ({ body: (await schemas()).RemoveDiscountInputSchema, response: await cart() }),
});
