import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, checkout, listOrders } from '#shared/contracts/store.endpoints.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { completeOrder } from './complete-order.ts';
import * as orders from './orders.repo.ts';
import { licenceRenewals } from './renewals.schema.ts';
import { licences } from './store.schema.ts';
import { buy, createProduct } from './store.test-helpers.ts';

// Bad input and concurrency: two renewals of one licence extend it twice only when both
// are paid. Paid at the same moment, their completions queue on the licence's row (PostgreSQL
// runs them truly in parallel; PGlite serialises them) and each adds its months to the other's end.

let t: TestApp;
const now = new Date('2026-06-01T00:00:00Z');
const site = { siteName: 'NovaTick', siteUrl: 'https://shop.test' };

beforeAll(async () => {
  t = await createTestApp();
  t.app.clock = () => now;
});
afterAll(() => t.close());

async function ownedLicence() {
  const product = await createProduct(t.app, { updatesMonths: 12, renewalPriceCents: 2_900 });
  const { client, user } = await signedInClient(t.app, 'user');
  await buy(client, product.id);
  const licence = (await client.ok(listOrders, undefined)).orders[0]!.items[0]!.licence!;
  return { product, client, userId: user.id, licence };
}

/** A renewal order waiting for its payment (as a provider's page would leave it). */
async function pendingRenewal(userId: number, product: { id: number; name: string }, licenceId: number) {
  const order = await orders.insertOrder(t.app.db, {
    userId,
    status: 'pending',
    subtotalCents: 2_900,
    totalCents: 2_900,
    currency: 'USD',
    paymentProvider: 'instant',
    checkoutKey: `renewal-test-${licenceId}-${Math.random()}`,
    language: 'en',
  });
  await orders.insertItems(t.app.db, [
    {
      orderId: order.id,
      indicatorId: product.id,
      name: product.name,
      priceCents: 2_900,
      paidCents: 2_900,
      renewalOfLicenceId: licenceId,
    },
  ]);
  return order.id;
}

const complete = (orderId: number) =>
  t.app.db.transaction((tx) => completeOrder(tx, orderId, site, t.app.hooks.order, now));
const endOf = async (id: number) =>
  (await t.app.db.select().from(licences).where(eq(licences.id, id)))[0]!.updatesUntil?.toISOString();

describe('concurrent renewals of one licence', () => {
  it('two paid at once extend it twice; a replayed completion extends nothing', async () => {
    const { product, userId, licence } = await ownedLicence();
    expect(licence.updatesUntil).toBe('2027-06-01T00:00:00.000Z');
    const a = await pendingRenewal(userId, product, licence.id);
    const b = await pendingRenewal(userId, product, licence.id);
    expect(await Promise.all([complete(a), complete(b), complete(a), complete(b)])).toEqual(
      expect.arrayContaining([true, true, false, false]),
    );
    expect(await endOf(licence.id)).toBe('2029-06-01T00:00:00.000Z');
    expect(await t.app.db.select().from(licenceRenewals).where(eq(licenceRenewals.licenceId, licence.id))).toHaveLength(
      2,
    );
  });

  it('one paid and one never paid extend it once', async () => {
    const { product, userId, licence } = await ownedLicence();
    const paid = await pendingRenewal(userId, product, licence.id);
    const unpaid = await pendingRenewal(userId, product, licence.id);
    await complete(paid);
    await t.app.db.transaction((tx) => orders.markCancelled(tx, unpaid));
    expect(await complete(unpaid)).toBe(false);
    expect(await endOf(licence.id)).toBe('2028-06-01T00:00:00.000Z');
  });

  it('the same renewal checked out many times at once is one order and one extension', async () => {
    const { client, licence } = await ownedLicence();
    await client.ok(addToCart, { renewalOf: licence.key });
    const results = await Promise.all(Array.from({ length: 10 }, () => client.call(checkout, {})));
    const ids = new Set(results.map((r) => (r.ok ? r.body.orderId : r.body.code)));
    expect(ids.size).toBe(1);
    expect(await endOf(licence.id)).toBe('2028-06-01T00:00:00.000Z');
  });
});
