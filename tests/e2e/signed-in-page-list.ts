import { type APIRequestContext, expect, request as playwrightRequest } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { DEMO_ADMIN, DEMO_USER } from './auth-helpers.ts';

/**
 * The pages a signed-in customer and the shop owner open (src/client/routes.ts), for the page-wide
 * checks (English left, label in name). The demo customer has orders, licences, a cart
 * and an affiliate account; the admin's pages with an id take the first one their list links to.
 */
export const CUSTOMER_PAGES = ['/orders', '/account', '/cart', '/checkout', '/affiliate', '/suggestions'];

export const ADMIN_PAGES = [
  '/admin',
  '/admin/categories',
  '/admin/analytics',
  '/admin/customers',
  '/admin/orders',
  '/admin/licences',
  '/admin/licences/sdk',
  '/admin/blog',
  '/admin/blog/categories',
  '/admin/support',
  '/admin/affiliates',
  '/admin/payouts',
  '/admin/discounts',
  '/admin/tax',
  '/admin/import',
  '/admin/suggestions',
  '/admin/webhooks',
  '/admin/api-keys',
  '/admin/audit',
  '/admin/backups',
];

/** A request context of its own, signed in as `who` (its cookies kept for the next requests). */
export async function signedInRequest(baseURL: string, who: { email: string; password: string }) {
  const context = await playwrightRequest.newContext({ baseURL });
  const response = await context.post('/_api/auth/login_with_password', {
    data: { email: who.email, password: who.password },
  });
  expect(response.status(), `sign in as ${who.email}`).toBe(200);
  return context;
}

export const signedInCustomer = (baseURL: string) => signedInRequest(baseURL, DEMO_USER);

/**
 * A new customer with `indicatorId` in the cart (the demo trader's cart is empty), so /cart and
 * /checkout show a line with its description; a context of its own, signed in.
 */
export async function customerWithCart(baseURL: string, indicatorId: number) {
  const context = await playwrightRequest.newContext({ baseURL });
  const email = `cart-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;
  const registered = await context.post('/_api/auth/register_with_password', {
    data: { email, password: 'e2e-password-1', displayName: 'Cart Reader' },
  });
  expect(registered.status(), `register ${email}`).toBe(200);
  expect((await context.post('/_api/cart/add', { data: { indicatorId } })).status()).toBe(200);
  return context;
}
export const signedInAdmin = (baseURL: string) => signedInRequest(baseURL, DEMO_ADMIN);

/** Every admin page: the fixed ones and one of each page with an id (an order, a licence, a post, releases). */
export async function adminPages(admin: APIRequestContext): Promise<string[]> {
  const firstLink = async (listPath: string, pattern: RegExp) => {
    const html = await (await admin.get(listPath)).text();
    const found = pattern.exec(html)?.[0];
    expect(found, `${listPath} links to ${pattern}`).toBeTruthy();
    return found!;
  };
  return [
    ...ADMIN_PAGES,
    await firstLink('/admin/orders', /\/admin\/orders\/\d+/),
    await firstLink('/admin/licences', /\/admin\/licences\/\d+/),
    await firstLink('/admin/blog', /\/admin\/blog\/\d+/),
    await firstLink('/admin', /\/admin\/indicators\/\d+\/releases/),
  ];
}
