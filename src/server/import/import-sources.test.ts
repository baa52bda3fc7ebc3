import { createPublicKey, type KeyObject } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAdminAnalytics } from '#shared/contracts/admin-analytics.endpoints.ts';
import { loginWithPassword, resetPassword } from '#shared/contracts/auth.endpoints.ts';
import { activateLicence, licencePublicKey, validateLicence } from '#shared/contracts/licences.endpoints.ts';
import { users } from '../auth/auth.schema.ts';
import { verifyAnswer } from '../licences/verify-licence.ts';
import { licenceActivations, licences, orderItems, orders } from '../store/store.schema.ts';
import { createProduct, mailsOfKind } from '../store/store.test-helpers.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { asReport, dryRun, fixture, runImport } from './import.test-helpers.ts';

// Each store's own export format (fixtures/<source>.json, hand-written from the
// services' documented API answers, with their real field names) maps onto customers, orders
// with paid amounts, the original key strings with status and limit, and machines. Each source:
// the dry run reports exactly what the run does, a second run creates nothing, and the imported
// keys answer the licence API with signed answers.

let t: TestApp;
let admin: ApiClient;
let publicKeys: Record<string, KeyObject>;
let pulse: { id: number };
let ip = 0;

const NOTHING = { customers: 0, orders: 0, licences: 0, machines: 0 };

/** The add-on's validate (or activate) call, from an address of its own; the answer checked against its signature. */
async function validate(key: string, machineId: string, endpoint: { path: string } = validateLicence) {
  ip++;
  const res = await t.app.inject({
    method: 'POST',
    url: endpoint.path,
    remoteAddress: `10.37.${Math.floor(ip / 250)}.${ip % 250}`,
    headers: { host: 'shop.test', 'content-type': 'application/json' },
    payload: JSON.stringify({ key, machineId }),
  });
  expect(verifyAnswer(res.rawPayload, res.headers['x-licence-signature'] as string, publicKeys)).toMatchObject({
    ok: true,
  });
  return res.json() as { valid: boolean; code: string; licence?: Record<string, unknown> };
}

async function licenceOf(key: string) {
  const [licence] = await t.app.db.select().from(licences).where(eq(licences.key, key));
  const machines = await t.app.db
    .select({ id: licenceActivations.machineId, name: licenceActivations.machineName })
    .from(licenceActivations)
    .where(eq(licenceActivations.licenceId, licence!.id));
  const [order] = await t.app.db
    .select({ ref: orders.paymentRef, currency: orders.currency, total: orders.totalCents, at: orders.completedAt })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(eq(orderItems.id, licence!.orderItemId!));
  return { licence: licence!, machines, order: order! };
}

/** Dry run, run, run again: the report is exact, the run does what it said, the second run nothing. */
async function importTwice(source: string, file: string, report: object, extra: Record<string, string> = {}) {
  const text = fixture(file);
  expect(await dryRun(admin, source, text, file, extra)).toEqual(report);
  const run = await runImport(admin, source, text, file, extra);
  expect(run).toMatchObject({ status: 'finished', source, error: null });
  expect(asReport(run)).toEqual(report);
  const again = asReport(await runImport(admin, source, text, file, extra));
  expect(again.create).toEqual(NOTHING);
  expect(again.refused).toEqual((report as { refused: unknown }).refused);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInClient(t.app, 'admin')).client;
  pulse = await createProduct(t.app, { name: 'Orderflow Pulse' });
  await createProduct(t.app, { name: 'Delta Divergence' });
  const published = await new ApiClient(t.app).ok(licencePublicKey, {});
  publicKeys = { [published.keyId]: createPublicKey(published.publicKey) };
});
afterAll(() => t.close());

describe('Lemon Squeezy (GET /v1/license-keys with orders, products and instances included)', () => {
  it('imports keys with their instances, one order per order number with its total', async () => {
    await importTwice('lemonsqueezy', 'lemonsqueezy.json', {
      rows: 3,
      create: { customers: 2, orders: 2, licences: 3, machines: 2 },
      update: NOTHING,
      skip: 0,
      refused: [],
      refusedCount: 0,
    });
    const lena = await licenceOf('80e15db5-c796-436b-850c-8f9c98a48abe');
    expect(lena.licence).toMatchObject({ machineLimit: 2, status: 'active', indicatorId: pulse.id });
    expect(lena.machines.sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Laptop' },
      { id: 'f70a79fa-6054-433e-9c1b-6075344292e4', name: 'Trading desk' },
    ]);
    // Both of Lena's keys came in one order of €148.00.
    expect(lena.order).toMatchObject({ ref: 'lemonsqueezy:1001', currency: 'EUR', total: 14_800 });
    expect((await licenceOf('0f4c3a2b-1d2e-4f5a-8b9c-aabbccddeeff')).order.ref).toBe('lemonsqueezy:1001');

    expect(
      await validate('80e15db5-c796-436b-850c-8f9c98a48abe', 'f70a79fa-6054-433e-9c1b-6075344292e4'),
    ).toMatchObject({ valid: true, code: 'VALID', licence: { machineLimit: 2, activations: 2 } });
    // Disabled at Lemon Squeezy, revoked here.
    expect(await validate('5b7e9d1f-3a2c-4e6b-9d8f-112233445566', 'PC')).toMatchObject({
      valid: false,
      code: 'REVOKED',
    });
  });
});

describe('Gumroad (GET /v2/sales)', () => {
  it('imports each sale with its licence key and price; a refunded sale is revoked; a sale without a key is refused', async () => {
    await importTwice('gumroad', 'gumroad.json', {
      rows: 3,
      create: { customers: 2, orders: 2, licences: 2, machines: 0 },
      update: NOTHING,
      skip: 0,
      refused: [
        {
          line: expect.any(Number),
          code: 'bad_key',
          reason: 'This sale has no licence key (licences are off for its product).',
        },
      ],
      refusedCount: 1,
    });
    const nina = await licenceOf('83DB262A-C19D3B06-A5235A6B-8C079166');
    expect(nina.order).toMatchObject({ ref: 'gumroad:524459995', currency: 'USD', total: 9_900 });
    expect(nina.order.at).toEqual(new Date('2024-02-18T08:12:13Z'));
    const [ninaUser] = await t.app.db.select().from(users).where(eq(users.email, 'nina@example.com'));
    expect(ninaUser).toMatchObject({ displayName: 'Nina Rossi', passwordHash: null });
    // Gumroad keeps no machines: the first activation takes a slot of the product's limit.
    expect(await validate('83DB262A-C19D3B06-A5235A6B-8C079166', 'NT-DESK', activateLicence)).toMatchObject({
      valid: true,
      licence: { activations: 1 },
    });
    expect(await validate('11AA22BB-33CC44DD-55EE66FF-77008899', 'NT-DESK')).toMatchObject({ code: 'REVOKED' });
  });
});

describe('Polar (GET /v1/license-keys, then GET /v1/license-keys/{id} for activations)', () => {
  it('needs the indicator the keys are for, then imports keys, customers and activations at $0', async () => {
    const refusedWithoutProduct = await dryRun(admin, 'polar', fixture('polar.json'), 'polar.json');
    expect(refusedWithoutProduct.create.licences).toBe(0);
    expect(refusedWithoutProduct.refused.map((r) => r.code)).toEqual([
      'unknown_product',
      'unknown_product',
      'unknown_product',
    ]);

    await importTwice(
      'polar',
      'polar.json',
      {
        rows: 3,
        create: { customers: 2, orders: 2, licences: 2, machines: 1 },
        update: NOTHING,
        // The single-key page repeats the first key of the list: it adds the key's activation.
        skip: 0,
        refused: [],
        refusedCount: 0,
      },
      { product: String(pulse.id) },
    );
    const quinn = await licenceOf('POLAR-7C1E2D3F-4A5B-4C6D-8E9F-0A1B2C3D4E5F');
    expect(quinn.licence).toMatchObject({ machineLimit: 3, status: 'active', indicatorId: pulse.id });
    expect(quinn.machines).toEqual([{ id: 'ac000000-0000-4000-8000-000000000001', name: 'NinjaTrader desk' }]);
    expect(quinn.order).toMatchObject({ ref: 'polar:a7f1c2d3-0000-4000-8000-000000000001', total: 0 });
    expect(
      await validate('POLAR-7C1E2D3F-4A5B-4C6D-8E9F-0A1B2C3D4E5F', 'ac000000-0000-4000-8000-000000000001'),
    ).toMatchObject({
      valid: true,
      licence: { activations: 1 },
    });
    expect(await validate('POLAR-9D8C7B6A-5F4E-4D3C-8B2A-1F0E9D8C7B6A', 'PC')).toMatchObject({ code: 'REVOKED' });
  });
});

describe('Keygen (GET /v1/licenses with owners and products, then GET /v1/machines)', () => {
  it('imports licences with their owners, then attaches each machine page to its licence', async () => {
    await importTwice('keygen', 'keygen.json', {
      rows: 4,
      create: { customers: 2, orders: 2, licences: 2, machines: 1 },
      update: NOTHING,
      skip: 0,
      refused: [
        {
          line: expect.any(Number),
          code: 'unknown_licence',
          reason: 'This machine belongs to a licence not found earlier in the file.',
        },
      ],
      refusedCount: 1,
    });
    const sven = await licenceOf('C1B6DE-39A6E3-DE1529-8559A0-4AF593-V3');
    expect(sven.licence).toMatchObject({ machineLimit: 2, status: 'active' });
    expect(sven.machines).toEqual([{ id: '4d:Eq:UV:D3:XZ:tL:WN:Bz:mA:Eg:E6:Mk:YX:dK:NC', name: 'Trading PC' }]);
    const owners = await t.app.db
      .select({ email: users.email, name: users.displayName })
      .from(users)
      .where(inArray(users.email, ['sven@example.com', 'tara@example.com']));
    expect(owners.sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: 'sven@example.com', name: 'Sven Larsen' },
      { email: 'tara@example.com', name: 'Tara Singh' },
    ]);
    expect(
      await validate('C1B6DE-39A6E3-DE1529-8559A0-4AF593-V3', '4d:Eq:UV:D3:XZ:tL:WN:Bz:mA:Eg:E6:Mk:YX:dK:NC'),
    ).toMatchObject({ valid: true, licence: { machineLimit: 2, activations: 1 } });
    expect(await validate('9A8B7C-6D5E4F-3A2B1C-0D9E8F-7A6B5C-V3', 'PC')).toMatchObject({ code: 'REVOKED' });
  });
});

describe('invitations', () => {
  it('e-mails each new customer a one-hour claim link in their language only when the admin asks', async () => {
    const csv = [
      'email,name,product,key,machine_limit,machine_ids,purchased_at,amount,currency,order_ref,status,language',
      `uma@example.com,Uma Becker,Orderflow Pulse,INVITE-KEY-0001,,,2024-01-01,10.00,USD,INV-1,active,de`,
      `vic@example.com,Vic Moreau,Orderflow Pulse,INVITE-KEY-0002,,,2024-01-01,10.00,USD,INV-2,active,fr`,
    ].join('\n');
    await runImport(admin, 'csv', csv, 'invite.csv', { invite: 'true' });
    const mails = (await mailsOfKind(t.app, 'import.invitation')).filter((m) =>
      ['uma@example.com', 'vic@example.com'].includes(m.to),
    );
    expect(mails.map((m) => m.to).sort()).toEqual(['uma@example.com', 'vic@example.com']);
    const uma = mails.find((m) => m.to === 'uma@example.com')!;
    const vic = mails.find((m) => m.to === 'vic@example.com')!;
    // In each customer's language, with a link to set a password.
    expect(uma.text).toContain('Uma Becker');
    expect(uma.subject).not.toBe(vic.subject);
    const token = /https?:\/\/\S+\/reset-password\?token=([\w-]+)/.exec(uma.text)?.[1];
    expect(token).toBeTruthy();
    // The link claims the account: Uma sets a password and signs in with it; the link is then spent.
    const browser = new ApiClient(t.app, '10.37.200.1');
    expect((await browser.call(resetPassword, { token: token!, password: 'claimed my account 2024' })).status).toBe(
      200,
    );
    expect(
      (await browser.call(loginWithPassword, { email: 'uma@example.com', password: 'claimed my account 2024' })).status,
    ).toBe(200);
    expect((await browser.call(resetPassword, { token: token!, password: 'another password 2024' })).status).toBe(400);

    // A re-run invites nobody again: nobody new was created.
    await runImport(admin, 'csv', csv, 'invite.csv', { invite: 'true' });
    expect((await mailsOfKind(t.app, 'import.invitation')).filter((m) => m.to === 'uma@example.com')).toHaveLength(1);
  });
});

describe('analytics', () => {
  it('marks imported orders apart: none of them is a sale, an order or a new customer of this shop', async () => {
    const { current } = await admin.ok(getAdminAnalytics, { from: '2024-01-01', to: '2024-12-31', interval: 'month' });
    const importedIn2024 = await t.app.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.paymentProvider, 'imported'));
    expect(importedIn2024.length).toBeGreaterThan(5);
    expect(current.totals).toMatchObject({
      importedOrders: importedIn2024.length,
      orders: 0,
      salesCents: 0,
      revenueCents: 0,
      newCustomers: 0,
    });
  });
});

describe('one order, one customer', () => {
  it('refuses a row whose order reference is another customer’s order, in the file or from an earlier import', async () => {
    const header = 'email,name,product,key,machine_limit,machine_ids,purchased_at,amount,currency,order_ref,status';
    const first = [
      header,
      'wes@example.com,Wes,Orderflow Pulse,MIXED-KEY-0001,,,2024-02-01,10.00,USD,MIXED-1,active',
      'xia@example.com,Xia,Orderflow Pulse,MIXED-KEY-0002,,,2024-02-01,10.00,USD,MIXED-1,active',
    ].join('\n');
    const report = asReport(await runImport(admin, 'csv', first, 'mixed.csv'));
    expect(report.create).toEqual({ customers: 1, orders: 1, licences: 1, machines: 0 });
    expect(report.refused).toEqual([
      { line: 3, code: 'order_of_other_customer', reason: 'This order reference belongs to another customer’s order.' },
    ]);
    // A later file naming the same reference for someone else is refused too; Wes may add to it.
    const later = [
      header,
      'yan@example.com,Yan,Orderflow Pulse,MIXED-KEY-0003,,,2024-02-02,10.00,USD,MIXED-1,active',
      'wes@example.com,Wes,Delta Divergence,MIXED-KEY-0004,,,2024-02-01,12.00,USD,MIXED-1,active',
    ].join('\n');
    const second = await dryRun(admin, 'csv', later, 'mixed-2.csv');
    expect(second.refused.map((r) => [r.line, r.code])).toEqual([[2, 'order_of_other_customer']]);
    expect(second.create.licences).toBe(1);
  });
});
