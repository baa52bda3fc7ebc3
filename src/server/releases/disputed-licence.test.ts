import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listReleases } from '#shared/contracts/releases.endpoints.ts';
import { licences, orderItems, orders } from '../store/store.schema.ts';
import { buy, createProduct } from '../store/store.test-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';

// During a payment dispute /orders said the licence was "revoked or refunded".
// The owner's release list (the downloads on /orders) now tells a dispute, a suspension and a
// revocation apart.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function ownerOfOrder() {
  const product = await createProduct(t.app);
  const { client } = await signedInClient(t.app, 'user');
  const orderId = await buy(client, product.id);
  const [item] = await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const set = async (orderStatus: 'disputed' | 'completed', licenceStatus: 'suspended' | 'revoked') => {
    await t.app.db.update(orders).set({ status: orderStatus }).where(eq(orders.id, orderId));
    await t.app.db.update(licences).set({ status: licenceStatus }).where(eq(licences.orderItemId, item!.id));
  };
  return { list: () => client.call(listReleases, { indicatorId: product.id }), set };
}

describe('a licence suspended during a payment dispute', () => {
  it('answers licence_disputed, not "revoked or refunded"', async () => {
    const owner = await ownerOfOrder();
    await owner.set('disputed', 'suspended');
    expect(await owner.list()).toMatchObject({
      status: 403,
      body: {
        code: 'licence_disputed',
        error:
          'Your licence for this product is suspended during a payment dispute. Its downloads come back if the dispute is settled in your favour.',
      },
    });
  });

  it('tells a suspension by the shop and a revocation apart from a dispute', async () => {
    const owner = await ownerOfOrder();
    await owner.set('completed', 'suspended');
    expect(await owner.list()).toMatchObject({ status: 403, body: { code: 'licence_suspended' } });
    await owner.set('completed', 'revoked');
    expect(await owner.list()).toMatchObject({
      status: 403,
      body: { code: 'licence_inactive', error: expect.stringMatching(/revoked or refunded/) },
    });
  });
});
