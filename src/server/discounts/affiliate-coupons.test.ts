import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, checkout } from '#shared/contracts/store.endpoints.ts';
import { affiliateLedger } from '../affiliates/affiliates.schema.ts';
import { createAffiliate, dashboardOf, registerUser } from '../affiliates/affiliates.test-helpers.ts';
import { REFERRAL_COOKIE } from '../affiliates/referral-cookie.ts';
import { orders } from '../store/store.schema.ts';
import { createProduct, okBody } from '../store/store.test-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { applyCode, makeDiscount } from './discounts.test-helpers.ts';

// Affiliate coupons: the admin lets an affiliate's own code work as a discount code
// (a code marked `affiliateCoupon`, at the rate the admin sets); commissions are on what the
// customer paid after the discount and before tax.

let t: TestApp;
let product: { id: number };
beforeAll(async () => {
  t = await createTestApp({ TAX_RATE: '10' });
  product = await createProduct(t.app, { priceCents: 12_345 });
});
afterAll(() => t.close());

async function couponOf(affiliateCode: string, value = 20) {
  return makeDiscount(t.app, { code: affiliateCode, affiliateCoupon: true, value });
}

describe('affiliate coupons', () => {
  it('a purchase with the coupon and no referral cookie earns the affiliate 10 % of the amount paid before tax', async () => {
    const affiliate = await createAffiliate(t.app);
    const coupon = await couponOf(affiliate.code);
    expect(coupon.affiliateCoupon).toBe(true);
    const { client } = await signedInClient(t.app);
    await client.ok(addToCart, { indicatorId: product.id });
    // 123.45 − 20 % (24.69) = 98.76 paid before tax; tax 9.88; total 108.64.
    expect(okBody(await applyCode(client, affiliate.code.toLowerCase())).summary).toMatchObject({
      subtotal: 123.45,
      discount: 24.69,
      tax: 9.88,
      total: 108.64,
    });
    const { orderId } = await client.ok(checkout, {});
    const [order] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ couponAffiliateId: affiliate.id, totalCents: 10_864 });
    // 10 % of 98.76 = 9.876 → 9.88 (never on the tax, never on the undiscounted price).
    expect((await dashboardOf(affiliate.client)).stats).toMatchObject({ totalCommissions: 9.88, balance: 9.88 });
  });

  it('a referred customer’s discounted purchase earns the referrer 10 % of what was paid before tax', async () => {
    const affiliate = await createAffiliate(t.app);
    const customer = await registerUser(t.app, affiliate.code);
    const { client } = await signedInClient(t.app, { ...customer, role: 'user' });
    const d = await makeDiscount(t.app, { value: 20 });
    await client.ok(addToCart, { indicatorId: product.id });
    okBody(await applyCode(client, d.code));
    await client.ok(checkout, {});
    expect((await dashboardOf(affiliate.client)).stats).toMatchObject({ totalCommissions: 9.88 });
  });

  it('with a referral cookie present, the coupon gives its discount but the sale stays with the referral', async () => {
    const owner = await createAffiliate(t.app);
    await couponOf(owner.code);
    const { client } = await signedInClient(t.app);
    client.setCookie(REFERRAL_COOKIE, 'SOMEONEELSE');
    await client.ok(addToCart, { indicatorId: product.id });
    okBody(await applyCode(client, owner.code));
    const { orderId } = await client.ok(checkout, {});
    const [order] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ couponAffiliateId: null, discountCents: 2_469 });
    const earned = await t.app.db.select().from(affiliateLedger).where(eq(affiliateLedger.affiliateId, owner.id));
    expect(earned).toEqual([]);
  });

  it('an affiliate cannot use their own coupon', async () => {
    const affiliate = await createAffiliate(t.app);
    await couponOf(affiliate.code);
    await affiliate.client.ok(addToCart, { indicatorId: product.id });
    expect(await applyCode(affiliate.client, affiliate.code)).toMatchObject({
      status: 400,
      body: { code: 'discount_own_coupon', error: 'You cannot use your own affiliate coupon.' },
    });
  });

  it('a suspended affiliate’s coupon is inactive', async () => {
    const affiliate = await createAffiliate(t.app, { status: 'banned' });
    await couponOf(affiliate.code);
    const { client } = await signedInClient(t.app);
    await client.ok(addToCart, { indicatorId: product.id });
    expect((await applyCode(client, affiliate.code)).body).toMatchObject({ code: 'discount_inactive' });
  });
});

describe('a 0 total with Stripe', () => {
  it('completes without asking the provider (which here is unreachable)', async () => {
    const stripeApp = await createTestApp({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_unreachable',
      STRIPE_WEBHOOK_SECRET: 'whsec_unreachable',
      STRIPE_API_BASE: 'http://127.0.0.1:9',
    });
    try {
      const item = await createProduct(stripeApp.app, { priceCents: 5_000 });
      const d = await makeDiscount(stripeApp.app, { kind: 'fixed', value: 80 });
      const { client } = await signedInClient(stripeApp.app);
      await client.ok(addToCart, { indicatorId: item.id });
      okBody(await applyCode(client, d.code));
      const res = await client.ok(checkout, {});
      expect(res.redirectUrl).toBeUndefined();
      const [order] = await stripeApp.app.db.select().from(orders).where(eq(orders.id, res.orderId));
      expect(order).toMatchObject({ status: 'completed', totalCents: 0, paymentRef: null });
    } finally {
      await stripeApp.close();
    }
  });
});
