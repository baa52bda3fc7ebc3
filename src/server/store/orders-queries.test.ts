import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundOrder } from '#shared/contracts/admin-store.endpoints.ts';
import { getReleaseNotices, listReleases } from '#shared/contracts/releases.endpoints.ts';
import { listOrders } from '#shared/contracts/store.endpoints.ts';
import { recordLicenceEvent } from '../licences/licence-events.repo.ts';
import { releases } from '../releases/releases.schema.ts';
import { createTestApp, type ApiClient, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { licenceActivations } from './store.schema.ts';
import { buy, createProduct } from './store.test-helpers.ts';

// The round trips of the signed-in /orders page: GET /_api/orders, the releases of each
// owned product and the release notices. Each answer costs a fixed number of SQL statements,
// whatever the number of orders, items, licences, machines and refunds: a query per row (N+1)
// fails here.

let t: TestApp;
let admin: ApiClient;
let recording = false;
const statements: string[] = [];
const queryLogger = {
  logQuery(query: string) {
    if (recording) statements.push(query);
  },
};

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The SQL statements one call sends (the session lookup included), and its answer. */
async function counted<T>(call: () => Promise<T>): Promise<{ queries: string[]; body: T }> {
  statements.length = 0;
  recording = true;
  try {
    const body = await call();
    return { queries: [...statements], body };
  } finally {
    recording = false;
  }
}

let products: Array<{ id: number; name: string }>;
let bundle: { id: number };

beforeAll(async () => {
  t = await createTestApp({}, { queryLogger });
  admin = (await signedInClient(t.app, 'admin')).client;
  products = await Promise.all([1, 2, 3, 4].map((n) => createProduct(t.app, { name: `Query ${n}`, machineLimit: 2 })));
  bundle = await createProduct(t.app, { name: 'Query Bundle', kind: 'bundle' });
  for (const product of [...products, bundle])
    await t.app.db.insert(releases).values({
      indicatorId: product.id,
      version: '1.0.0',
      minPlatformVersion: '8.1',
      status: 'published',
      publishedAt: new Date(),
      sha256: 'a'.repeat(64),
      size: 4,
      storageKey: `releases/${product.id}/query.zip`,
      fileName: 'query.zip',
    });
});
afterAll(() => t.close());

/** One order of one product, its licence on one machine. */
async function smallCustomer() {
  const { client } = await signedInClient(t.app);
  await buy(client, products[0]!.id);
  const [licence] = (await client.ok(listOrders, undefined)).orders.flatMap((o) => o.items.map((i) => i.licence!));
  await t.app.db.insert(licenceActivations).values({ licenceId: licence!.id, machineId: 'small-1' });
  return client;
}

/**
 * Three orders (two of two products, one of the bundle), five licences, machines on three of
 * them, self-service resets (one today) and a refund with its credit note.
 */
async function largeCustomer() {
  const { client } = await signedInClient(t.app);
  await buy(client, products[0]!.id, products[1]!.id);
  const refunded = await buy(client, products[2]!.id, products[3]!.id);
  await buy(client, bundle.id);
  const items = (await client.ok(listOrders, undefined)).orders.flatMap((o) => o.items);
  const licenceOf = (productId: number) => items.find((i) => i.indicatorId === productId)!.licence!;
  const now = Date.now();
  await t.app.db.insert(licenceActivations).values([
    { licenceId: licenceOf(products[0]!.id).id, machineId: 'large-1', activatedAt: new Date(now - 3 * DAY) },
    { licenceId: licenceOf(products[0]!.id).id, machineId: 'large-2', activatedAt: new Date(now - 2 * DAY) },
    { licenceId: licenceOf(products[2]!.id).id, machineId: 'large-3' },
    { licenceId: licenceOf(bundle.id).id, machineId: 'large-4' },
  ]);
  const reset = (licenceId: number, ago: number) =>
    recordLicenceEvent(t.app.db, { licenceId, type: 'reset_confirmed', actor: 'owner', at: new Date(now - ago) });
  await reset(licenceOf(products[0]!.id).id, 30 * DAY);
  await reset(licenceOf(products[0]!.id).id, 2 * HOUR);
  await reset(licenceOf(products[1]!.id).id, 400 * DAY);
  await recordLicenceEvent(t.app.db, {
    licenceId: licenceOf(products[2]!.id).id,
    type: 'reset_confirmed',
    actor: 'admin',
  });
  const refundedItem = items.find((i) => i.indicatorId === products[3]!.id)!;
  await admin.ok(refundOrder, { id: refunded, itemIds: [refundedItem.id] });
  return client;
}

describe('the round trips of the signed-in /orders page', () => {
  it('GET /_api/orders costs the same few queries for one order as for many, and answers the same', async () => {
    const small = await smallCustomer();
    const large = await largeCustomer();
    const one = await counted(() => small.ok(listOrders, undefined));
    const many = await counted(() => large.ok(listOrders, undefined));

    // The session, the orders, their items with licences and machines, the refunds, the resets,
    // the open trials.
    expect(one.queries).toHaveLength(6);
    expect(many.queries).toHaveLength(6);

    // What the customer sees is unchanged by the fewer round trips.
    expect(one.body.orders[0]!.items[0]!.licence).toMatchObject({
      resetsLeft: 3,
      resetAvailable: true,
      activations: [expect.objectContaining({ machineId: 'small-1', overLimit: false })],
    });
    const orders = many.body.orders;
    expect(orders.map((o) => o.items.map((i) => i.name))).toEqual([
      ['Query Bundle'],
      ['Query 3', 'Query 4'],
      ['Query 1', 'Query 2'],
    ]);
    const licenceOf = (name: string) => orders.flatMap((o) => o.items).find((i) => i.name === name)!.licence!;
    expect(licenceOf('Query 1')).toMatchObject({ resetsLeft: 1, resetAvailable: false });
    expect(licenceOf('Query 1').activations.map((a) => a.machineId)).toEqual(['large-1', 'large-2']);
    expect(licenceOf('Query 2')).toMatchObject({ resetsLeft: 3, resetAvailable: true, activations: [] });
    expect(licenceOf('Query 3')).toMatchObject({ resetsLeft: 3, resetAvailable: true });
    expect(licenceOf('Query 3').activations.map((a) => a.machineId)).toEqual(['large-3']);
    expect(licenceOf('Query Bundle').activations.map((a) => a.machineId)).toEqual(['large-4']);
    expect(orders[1]).toMatchObject({
      refundedAmount: 99,
      creditNotes: [{ number: expect.stringMatching(/^CN-/), amount: 99, issuedAt: expect.any(String) }],
    });
    expect(orders[0]).toMatchObject({ refundedAmount: 0, creditNotes: [] });
  });

  it('a customer without orders costs the session, the orders query and the trials query only', async () => {
    const { client } = await signedInClient(t.app);
    const none = await counted(() => client.ok(listOrders, undefined));
    expect(none.body).toEqual({ orders: [], trials: [] });
    expect(none.queries).toHaveLength(3);
  });

  it('the releases of an owned product and the notices toggle cost a fixed few queries', async () => {
    const client = await largeCustomer();
    const own = await counted(() => client.ok(listReleases, { indicatorId: products[0]!.id }));
    expect(own.body.releases.map((r) => r.version)).toEqual(['1.0.0']);
    const ofBundle = await counted(() => client.ok(listReleases, { indicatorId: bundle.id }));
    expect(ofBundle.body.releases.length).toBeGreaterThanOrEqual(products.length + 1);
    // The session, the product with the licences that cover it, its releases.
    expect(own.queries).toHaveLength(3);
    expect(ofBundle.queries).toHaveLength(3);

    const notices = await counted(() => client.ok(getReleaseNotices, undefined));
    expect(notices.body).toEqual({ subscribed: true });
    expect(notices.queries).toHaveLength(2);
  });
});
