import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAdminOrder, refundOrder } from '#shared/contracts/admin-store.endpoints.ts';
import { addToCart, checkout, getCart, listOrders, removeFromCart } from '#shared/contracts/store.endpoints.ts';
import { applyCode, makeDiscount } from '../discounts/discounts.test-helpers.ts';
import { createTestApp, type ApiClient, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { licenceRenewals } from './renewals.schema.ts';
import { licences } from './store.schema.ts';
import { buy, createProduct, mailsOfKind } from './store.test-helpers.ts';

// Renewals: {renewalOf: key} puts a renewal line in the cart at the renewal price;
// completing it extends updatesUntil by updatesMonths from the later of now and the current end;
// a refund of it takes the extension back (the licence stays). The app's clock is moved.

let t: TestApp;
let admin: ApiClient;
const purchase = new Date('2025-01-10T12:00:00Z');
const at = (iso: string) => () => new Date(iso);

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInClient(t.app, 'admin')).client;
});
afterAll(async () => t?.close());

async function owner(options: { updatesMonths?: number; renewalPriceCents?: number } = {}) {
  const product = await createProduct(t.app, {
    priceCents: 9_900,
    updatesMonths: options.updatesMonths ?? 12,
    renewalPriceCents: options.renewalPriceCents ?? 2_900,
  });
  const { client } = await signedInClient(t.app, 'user');
  t.app.clock = () => purchase;
  await buy(client, product.id);
  const { orders } = await client.ok(listOrders, undefined);
  return { product, client, licence: orders[0]!.items[0]!.licence! };
}

const untilOf = async (licenceId: number) =>
  (await t.app.db.select().from(licences).where(eq(licences.id, licenceId)))[0]!;

describe('POST /_api/cart/add {renewalOf}', () => {
  it('puts a renewal line at the renewal price; paying it extends the window from now once it has ended', async () => {
    const { product, client, licence } = await owner();
    expect(licence).toMatchObject({
      updatesUntil: '2026-01-10T12:00:00.000Z',
      renewable: true,
      renewalPrice: 29,
      renewalDue: false,
    });
    t.app.clock = at('2025-12-12T00:00:00Z');
    expect((await client.ok(listOrders, undefined)).orders[0]!.items[0]!.licence).toMatchObject({ renewalDue: true });

    t.app.clock = at('2026-03-01T08:00:00Z');
    expect((await client.call(addToCart, { renewalOf: licence.key.toLowerCase() })).status).toBe(200);
    // Twice is one line.
    await client.ok(addToCart, { renewalOf: licence.key });
    const cart = await client.ok(getCart, undefined);
    expect(cart.cartItems).toEqual([
      expect.objectContaining({
        indicatorId: product.id,
        price: 29,
        upgradeCredit: 0,
        renewalOf: { licenceId: licence.id, key: licence.key, updatesUntil: '2026-01-10T12:00:00.000Z' },
      }),
    ]);
    expect(cart.summary).toMatchObject({ subtotal: 29, upgradeCredit: 0, discount: 0, total: 29 });

    const { orderId } = await client.ok(checkout, {});
    expect((await untilOf(licence.id)).updatesUntil?.toISOString()).toBe('2027-03-01T08:00:00.000Z');
    const { orders } = await client.ok(listOrders, undefined);
    const renewal = orders.find((o) => o.id === orderId)!;
    expect(renewal.totalAmount).toBe(29);
    expect(renewal.items).toEqual([
      expect.objectContaining({ renewalOfLicenceId: licence.id, licence: null, purchasePrice: 29 }),
    ]);
    // The order's e-mail names the renewed key.
    const mails = await mailsOfKind(t.app, 'licence.keys');
    expect(mails.filter((m) => m.text.includes(`#${orderId}`)).map((m) => m.text)).toEqual([
      expect.stringContaining(licence.key),
    ]);
    // Still one licence; the cart is empty again.
    expect(orders.flatMap((o) => o.items.filter((i) => i.licence))).toHaveLength(1);
    expect((await client.ok(getCart, undefined)).cartItems).toEqual([]);
  });

  it('renewing early adds the months to the current end, and a removed renewal line leaves the cart', async () => {
    const { product, client, licence } = await owner();
    t.app.clock = at('2025-11-01T00:00:00Z');
    await client.ok(addToCart, { renewalOf: licence.key });
    await client.ok(removeFromCart, { indicatorId: product.id });
    expect((await client.ok(getCart, undefined)).cartItems).toEqual([]);
    await client.ok(addToCart, { renewalOf: licence.key });
    await client.ok(checkout, {});
    expect((await untilOf(licence.id)).updatesUntil?.toISOString()).toBe('2027-01-10T12:00:00.000Z');
  });

  it('answers 404 for someone else’s key or an unknown one, and 409 licence_not_renewable when it cannot be renewed', async () => {
    const { licence } = await owner();
    const stranger = (await signedInClient(t.app, 'user')).client;
    const theirs = await stranger.call(addToCart, { renewalOf: licence.key });
    expect([theirs.status, theirs.body]).toMatchObject([404, { code: 'licence_not_found' }]);
    const unknown = await stranger.call(addToCart, { renewalOf: 'AAAAA-BBBBB-CCCCC-DDDDD' });
    expect([unknown.status, unknown.body]).toMatchObject([404, { code: 'licence_not_found' }]);

    for (const options of [{ updatesMonths: 0 }, { renewalPriceCents: 0 }]) {
      const forever = await owner(options);
      expect(forever.licence.renewable).toBe(false);
      const res = await forever.client.call(addToCart, { renewalOf: forever.licence.key });
      expect([res.status, res.body]).toMatchObject([409, { code: 'licence_not_renewable' }]);
    }

    // Refunded: the licence is revoked, so not renewable.
    const refunded = await owner();
    const { orders } = await refunded.client.ok(listOrders, undefined);
    await admin.ok(refundOrder, { id: orders[0]!.id });
    const res = await refunded.client.call(addToCart, { renewalOf: refunded.licence.key });
    expect([res.status, res.body]).toMatchObject([409, { code: 'licence_not_renewable' }]);
  });

  it('refuses a renewal line at checkout when the licence was refunded after it was added', async () => {
    const { client, licence } = await owner();
    await client.ok(addToCart, { renewalOf: licence.key });
    const { orders } = await client.ok(listOrders, undefined);
    await admin.ok(refundOrder, { id: orders[0]!.id });
    const res = await client.call(checkout, {});
    expect([res.status, res.body]).toMatchObject([409, { code: 'licence_not_renewable' }]);
  });

  it.each([
    [{}, 'indicatorId'],
    [{ indicatorId: 1, renewalOf: 'AAAAA-BBBBB-CCCCC-DDDDD' }, 'indicatorId'],
    [{ renewalOf: '' }, 'renewalOf'],
    [{ renewalOf: 'A\u0007' }, 'renewalOf'],
  ])('refuses %j with 400 on %s', async (body, field) => {
    const { client } = await signedInClient(t.app, 'user');
    const res = await client.post<{ code: string; details: Record<string, string> }>(addToCart.path, body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.details)).toContain(field);
  });
});

describe('discount codes and renewals', () => {
  it('a code takes money off a renewal only when it allows renewals', async () => {
    const { client, licence } = await owner();
    t.app.clock = at('2026-02-01T00:00:00Z');
    await client.ok(addToCart, { renewalOf: licence.key });
    const plain = await makeDiscount(t.app, { kind: 'percent', value: 50 });
    const refused = await applyCode(client, plain.code);
    expect([refused.status, refused.body]).toMatchObject([400, { code: 'discount_not_applicable' }]);

    const renewals = await makeDiscount(t.app, { kind: 'percent', value: 50, allowsRenewals: true });
    expect(renewals.allowsRenewals).toBe(true);
    expect((await applyCode(client, renewals.code)).status).toBe(200);
    expect((await client.ok(getCart, undefined)).summary).toMatchObject({ subtotal: 29, discount: 14.5, total: 14.5 });
    await client.ok(checkout, {});
    expect((await untilOf(licence.id)).updatesUntil?.toISOString()).toBe('2027-02-01T00:00:00.000Z');
  });
});

describe('refunding a renewal', () => {
  it('takes the extension back, not the licence', async () => {
    const { client, licence } = await owner();
    t.app.clock = at('2025-12-01T00:00:00Z');
    await client.ok(addToCart, { renewalOf: licence.key });
    const { orderId } = await client.ok(checkout, {});
    expect((await untilOf(licence.id)).updatesUntil?.toISOString()).toBe('2027-01-10T12:00:00.000Z');

    const { order } = await admin.ok(getAdminOrder, { id: orderId });
    await admin.ok(refundOrder, { id: orderId, itemIds: [order.items[0]!.id] });
    const after = await untilOf(licence.id);
    expect(after.status).toBe('active');
    expect(after.updatesUntil?.toISOString()).toBe('2026-01-10T12:00:00.000Z');
    const [row] = await t.app.db.select().from(licenceRenewals).where(eq(licenceRenewals.licenceId, licence.id));
    expect(row!.revertedAt).not.toBeNull();
  });

  it('an earlier renewal refunded after a later one takes only its own months off', async () => {
    const { client, licence } = await owner();
    t.app.clock = at('2025-12-01T00:00:00Z');
    await client.ok(addToCart, { renewalOf: licence.key });
    const first = await client.ok(checkout, {});
    await client.ok(addToCart, { renewalOf: licence.key });
    await client.ok(checkout, {});
    expect((await untilOf(licence.id)).updatesUntil?.toISOString()).toBe('2028-01-10T12:00:00.000Z');
    await admin.ok(refundOrder, { id: first.orderId });
    expect((await untilOf(licence.id)).updatesUntil?.toISOString()).toBe('2027-01-10T12:00:00.000Z');
  });
});
