import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getAffiliateDashboard, registerAffiliate } from '#shared/contracts/affiliates.endpoints.ts';
import type { App } from '../app.ts';
import { users } from '../auth/auth.schema.ts';
import { runRegistrationHooks } from '../auth/registration-hooks.ts';
import type { SessionUser } from '../auth/session.ts';
import { runOrderHooks } from '../store/order-hooks.ts';
import { indicators, orderItems, orders } from '../store/store.schema.ts';
import { signedInClient } from '../testing/users.ts';
import type { ApiClient } from '../testing/test-app.ts';
import { affiliateLedger, affiliates, type AffiliateStatus } from './affiliates.schema.ts';
import { decideCommissions } from './commission-decisions.repo.ts';

// Drives the hooks the way the accounts and store domains do, inside one transaction, so these
// tests do not depend on the register form or the checkout being built.

/** A signed-in user who joined the program through the API; `status`/`rateBp` set directly. */
export async function createAffiliate(
  app: App,
  options: { status?: AffiliateStatus; rateBp?: number; user?: SessionUser; lang?: string } = {},
) {
  const { client, user } = await signedInClient(app, options.user ?? 'user');
  // The page language the visitor joins in (the cookie every page sets).
  if (options.lang) client.setCookie('lang', options.lang);
  const { affiliateCode: code } = await client.ok(registerAffiliate, {});
  if (options.status || options.rateBp !== undefined) {
    await app.db
      .update(affiliates)
      .set({
        ...(options.status ? { status: options.status } : {}),
        ...(options.rateBp !== undefined ? { commissionRateBp: options.rateBp } : {}),
      })
      .where(eq(affiliates.code, code));
  }
  const [row] = await app.db.select().from(affiliates).where(eq(affiliates.code, code));
  return { client, user, code, id: row!.id };
}

/** Creates an account and runs the registration hooks in the same transaction, as sign-up does. */
export async function registerUser(
  app: App,
  referralCode: string | null,
  email = `new-${randomBytes(4).toString('hex')}@example.com`,
  ip: string | null = null,
) {
  return app.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email, displayName: `Referred ${email.split('@')[0]}` })
      .returning();
    await runRegistrationHooks(app.hooks.registration, tx, { userId: user!.id, email, referralCode, ip });
    return user!;
  });
}

/** The shop the order hooks are told about (the test app's SITE_URL). */
export const TEST_SITE = { siteName: 'NovaTick', siteUrl: 'http://shop.test' };

/** A completed order of `totalCents`, with the store's completed-order hooks run in its transaction. */
export async function completeOrder(app: App, userId: number, totalCents: number) {
  return app.db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        userId,
        status: 'completed',
        subtotalCents: totalCents,
        totalCents,
        paymentProvider: 'instant',
        checkoutKey: randomBytes(8).toString('hex'),
        completedAt: new Date(),
      })
      .returning();
    // One line that was paid the whole total, as checkout stores it (refunds read the lines).
    const [indicator] = await tx
      .insert(indicators)
      .values({ name: `Order ${order!.id} indicator`, description: 'Bought in a test.', priceCents: totalCents })
      .returning();
    await tx.insert(orderItems).values({
      orderId: order!.id,
      indicatorId: indicator!.id,
      name: indicator!.name,
      priceCents: totalCents,
      paidCents: totalCents,
    });
    await runOrderHooks(app.hooks.order, 'completed', tx, {
      orderId: order!.id,
      userId,
      totalCents,
      paidBeforeTaxCents: totalCents,
      couponAffiliateId: null,
      site: TEST_SITE,
    });
    return order!;
  });
}

export async function refundOrder(app: App, order: { id: number; userId: number; totalCents: number }) {
  await app.db.transaction(async (tx) => {
    await tx.update(orders).set({ status: 'refunded', refundedAt: new Date() }).where(eq(orders.id, order.id));
    await runOrderHooks(app.hooks.order, 'refunded', tx, {
      orderId: order.id,
      userId: order.userId,
      totalCents: order.totalCents,
      paidBeforeTaxCents: order.totalCents,
      couponAffiliateId: null,
      site: TEST_SITE,
    });
  });
}

export async function dashboardOf(client: ApiClient) {
  return (await client.ok(getAffiliateDashboard, undefined)).dashboard;
}

/** The commission ledger row an order earned (undefined when it earned none). */
export async function commissionOf(app: App, orderId: number) {
  const [row] = await app.db
    .select()
    .from(affiliateLedger)
    .where(and(eq(affiliateLedger.orderId, orderId), eq(affiliateLedger.type, 'commission')));
  return row;
}

/**
 * Gives an affiliate an approved balance by way of a referred customer's completed order (10%
 * default rate), approved at once as an admin approving early would (the hold is tested apart).
 */
export async function fundAffiliate(app: App, code: string, commissionCents: number, rateBp = 1000) {
  const customer = await registerUser(app, code);
  const totalCents = Math.round((commissionCents * 10000) / rateBp);
  const order = await completeOrder(app, customer.id, totalCents);
  const commission = await commissionOf(app, order.id);
  if (commission) await decideCommissions(app.db, [commission.id], 'approved', 'admin');
  return customer;
}
