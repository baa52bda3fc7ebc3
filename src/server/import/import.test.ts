import { createPublicKey } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activateLicence,
  deactivateLicence,
  licencePublicKey,
  offlineLicence,
  validateLicence,
} from '#shared/contracts/licences.endpoints.ts';
import { listOrders } from '#shared/contracts/store.endpoints.ts';
import { users } from '../auth/auth.schema.ts';
import { verifyAnswer, verifyOfflineLicence } from '../licences/verify-licence.ts';
import { licenceActivations, licences, orderItems, orders } from '../store/store.schema.ts';
import { buy, createProduct, keysOf, mailsOfKind } from '../store/store.test-helpers.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { asReport, dryRun, fixture, runImport } from './import.test-helpers.ts';

let t: TestApp;
let admin: ApiClient;
let csv: string;
let ip = 0;

/** The desktop add-on: JSON, no cookie, no Origin; each call from its own address. */
async function addOn(endpoint: { path: string }, body: Record<string, unknown>) {
  ip++;
  const res = await t.app.inject({
    method: 'POST',
    url: endpoint.path,
    remoteAddress: `10.36.${Math.floor(ip / 250)}.${ip % 250}`,
    headers: { host: 'shop.test', 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return {
    status: res.statusCode,
    body: res.json(),
    raw: res.rawPayload,
    signature: res.headers['x-licence-signature'] as string,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInClient(t.app, 'admin')).client;
  await createProduct(t.app, { name: 'Orderflow Pulse' });
  const bundle = await createProduct(t.app, { name: 'Pro Bundle', kind: 'bundle' });
  const owner = await signedInClient(t.app);
  const pulse = await createProduct(t.app, { name: 'Spare Product' });
  await buy(owner.client, pulse.id);
  const [otherKey] = await keysOf(owner.client);
  csv = fixture('generic.csv', { bundleId: bundle.id, otherKey: otherKey! });
});
afterAll(() => t.close());

const CSV_REPORT = {
  rows: 11,
  create: { customers: 3, orders: 3, licences: 4, machines: 3 },
  update: { customers: 0, orders: 0, licences: 0, machines: 0 },
  skip: 1,
  refused: [
    { line: 6, code: 'bad_email', reason: 'Not an e-mail address: “not-an-email”.' },
    { line: 7, code: 'unknown_product', reason: 'Unknown product: “Volume Ghost”.' },
    { line: 8, code: 'bad_date', reason: 'Not a date (YYYY-MM-DD or ISO 8601): “yesterday”.' },
    {
      line: 9,
      code: 'formula_cell',
      reason: 'The name cell looks like a spreadsheet formula: =HYPERLINK("http://evil.example")',
    },
    { line: 10, code: 'key_owned_by_other', reason: 'This key already belongs to another customer.' },
    { line: 11, code: 'machine_limit_exceeded', reason: 'The key would have 2 machines; its limit is 1.' },
  ],
  refusedCount: 6,
};

describe('generic CSV import', () => {
  it('reports exactly what it will do, does it, and does nothing the second time', async () => {
    expect(await dryRun(admin, 'csv', csv)).toEqual(CSV_REPORT);
    // The dry run wrote nothing.
    expect(await t.app.db.select().from(users).where(eq(users.email, 'ana@example.com'))).toEqual([]);

    const run = await runImport(admin, 'csv', csv);
    expect(run).toMatchObject({ status: 'finished', source: 'csv', fileName: 'export.csv', error: null });
    expect(asReport(run)).toEqual(CSV_REPORT);

    const again = await runImport(admin, 'csv', csv);
    expect(asReport(again)).toEqual({
      ...CSV_REPORT,
      create: { customers: 0, orders: 0, licences: 0, machines: 0 },
      skip: 5,
    });
    expect(await dryRun(admin, 'csv', csv)).toMatchObject({
      create: { customers: 0, orders: 0, licences: 0, machines: 0 },
      skip: 5,
    });
  });

  it('stores the orders with their paid amounts, currency, date and reference, without e-mails or a password', async () => {
    const [ana] = await t.app.db.select().from(users).where(eq(users.email, 'ana@example.com'));
    expect(ana).toMatchObject({ displayName: 'Ana Souza', passwordHash: null });
    const anaOrders = await t.app.db.select().from(orders).where(eq(orders.userId, ana!.id));
    expect(anaOrders).toHaveLength(1);
    expect(anaOrders[0]).toMatchObject({
      status: 'completed',
      paymentProvider: 'imported',
      paymentRef: 'ORD-1001',
      currency: 'USD',
      subtotalCents: 24_800,
      totalCents: 24_800,
      completedAt: new Date('2024-03-01T00:00:00Z'),
    });
    const lines = await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, anaOrders[0]!.id));
    expect(lines.map((l) => [l.name, l.priceCents, l.discountCents, l.taxCents, l.paidCents]).sort()).toEqual([
      ['Orderflow Pulse', 4_900, 0, 0, 4_900],
      ['Pro Bundle', 19_900, 0, 0, 19_900],
    ]);
    const [bruno] = await t.app.db.select().from(orders).where(eq(orders.paymentRef, 'ORD-1002'));
    expect(bruno).toMatchObject({ currency: 'EUR', totalCents: 3_900 });
    const imported = ['ana@example.com', 'bruno@example.com', 'carla@example.com'];
    expect((await mailsOfKind(t.app, 'licence.keys')).filter((m) => imported.includes(m.to))).toEqual([]);
    expect(await mailsOfKind(t.app, 'import.invitation')).toEqual([]);
  });

  it('keeps every imported key working through the licence API, signed, with its machines counted', async () => {
    const key = 'LS-8f2c1a9e-4b7d-4c1e-9a3f-2d5e6b7c8a90';
    const keys = {
      [(await new ApiClient(t.app).ok(licencePublicKey, {})).keyId]: createPublicKey(
        (await new ApiClient(t.app).ok(licencePublicKey, {})).publicKey,
      ),
    };
    const valid = await addOn(validateLicence, { key, machineId: 'PC-ANA-1', nonce: 'n-1' });
    expect(valid.body).toMatchObject({
      valid: true,
      code: 'VALID',
      licence: { key, indicator: 'Orderflow Pulse', machineLimit: 2, activations: 2 },
    });
    expect(verifyAnswer(valid.raw, valid.signature, keys)).toMatchObject({ ok: true });
    // The two imported machines fill the limit.
    expect((await addOn(activateLicence, { key, machineId: 'PC-ANA-3' })).body).toMatchObject({
      code: 'machine_limit_reached',
    });
    expect((await addOn(deactivateLicence, { key, machineId: 'PC-ANA-1' })).status).toBe(200);
    const activated = await addOn(activateLicence, { key, machineId: 'PC-ANA-3' });
    expect(activated.body).toMatchObject({ valid: true, licence: { key, activations: 2 } });
    expect(verifyAnswer(activated.raw, activated.signature, keys)).toMatchObject({ ok: true });
    const offline = await addOn(offlineLicence, { key, machineId: 'PC-ANA-3' });
    expect(offline.status).toBe(200);
    expect(
      verifyOfflineLicence(offline.body, Object.values(keys)[0]!, new Date(), { machineId: 'PC-ANA-3' }),
    ).toMatchObject({ code: 'VALID' });
    // Revoked in the old store, revoked here.
    expect(
      (await addOn(validateLicence, { key: 'KG-C1B6DE-39A6E3-DE1529-8559A0-4AF593-V3', machineId: 'PC' })).body,
    ).toMatchObject({
      valid: false,
      code: 'REVOKED',
    });
  });

  it('shows the customer their imported orders and keys once they sign in', async () => {
    const [bruno] = await t.app.db.select().from(users).where(eq(users.email, 'bruno@example.com'));
    const { client } = await signedInClient(t.app, { ...bruno!, role: 'user' });
    const { orders: list } = await client.ok(listOrders, undefined);
    expect(list.flatMap((o) => o.items.map((i) => i.licence?.key))).toEqual([
      'GUM-85DB562A-C11D4B06-A2335A6B-8C079166',
    ]);
    const [licence] = await t.app.db
      .select()
      .from(licences)
      .where(eq(licences.key, 'GUM-85DB562A-C11D4B06-A2335A6B-8C079166'));
    expect(
      await t.app.db
        .select({ m: licenceActivations.machineId })
        .from(licenceActivations)
        .where(eq(licenceActivations.licenceId, licence!.id)),
    ).toEqual([{ m: 'LAPTOP' }]);
  });
});
