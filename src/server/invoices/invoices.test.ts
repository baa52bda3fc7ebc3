import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getInvoice } from '#shared/contracts/invoices.endpoints.ts';
import { addToCart, checkout, listOrders } from '#shared/contracts/store.endpoints.ts';
import type { SeedContext } from '../platform/seed.ts';
import { storeSeeder } from '../store/store.seed.ts';
import { invoicesSeeder } from './invoices.seed.ts';
import { pdfText } from '../../../tests/support/pdf-text.ts';
import { sessionCookieName } from '../auth/session.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { onPostgres } from '../testing/test-db.ts';
import { createTestUser, signedInClient } from '../testing/users.ts';
import { orders } from '../store/store.schema.ts';
import { buy, createProduct, okBody } from '../store/store.test-helpers.ts';
import { backfillInvoiceNumbers } from './invoice.service.ts';
import { formatDocumentNumber, issueCreditNoteNumber } from './numbering.ts';

let t: TestApp;
let pulse: { id: number };
let profile: { id: number };

beforeAll(async () => {
  t = await createTestApp({
    TAX_RATE: '7.5',
    SELLER_NAME: 'Novatick Test GmbH',
    SELLER_ADDRESS: 'Hauptstraße 1|10115 Berlin|Germany',
    SELLER_TAX_ID: 'DE999999999',
  });
  pulse = await createProduct(t.app, { name: 'Orderflow Pulse', priceCents: 9_900 });
  profile = await createProduct(t.app, { name: 'Volume Profile Pro', priceCents: 14_999 });
});
afterAll(() => t.close());

const invoiceOf = async (orderId: number) =>
  (await t.app.db.select({ n: orders.invoiceNumber }).from(orders).where(eq(orders.id, orderId)))[0]!.n;
const sequenceOf = (number: string) => Number(number.split('-').at(-1));
const YEAR = new Date().getUTCFullYear();

/** The PDF as bytes (the API client reads bodies as text). */
async function downloadPdf(client: ApiClient, orderId: number) {
  const name = sessionCookieName(t.app.config.isProduction);
  const res = await t.app.inject({
    method: 'GET',
    url: `/_api/orders/invoice?orderId=${orderId}`,
    headers: { host: 'shop.test', cookie: `${name}=${client.cookie(name)}` },
  });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload };
}

describe('invoice numbers', () => {
  it('numbers each completed order in the same transaction, consecutively, as YEAR-000123', async () => {
    const { client } = await signedInClient(t.app);
    const first = await buy(client, pulse.id);
    const second = await buy(client, profile.id);
    const [a, b] = [await invoiceOf(first), await invoiceOf(second)];
    expect(a).toMatch(new RegExp(`^${YEAR}-\\d{6}$`));
    expect(sequenceOf(b!)).toBe(sequenceOf(a!) + 1);
  });

  it('gives a number back when the order’s completion rolls back: no gap', async () => {
    const { client } = await signedInClient(t.app);
    const before = await invoiceOf(await buy(client, pulse.id));
    const failing = async () => {
      throw new Error('commission ledger unavailable');
    };
    t.app.hooks.order.completed.push(failing);
    try {
      const other = await signedInClient(t.app);
      await other.client.call(addToCart, { indicatorId: pulse.id });
      expect((await other.client.call(checkout, {})).status).toBe(500);
    } finally {
      t.app.hooks.order.completed.splice(t.app.hooks.order.completed.indexOf(failing), 1);
    }
    const after = await invoiceOf(await buy(client, profile.id));
    expect(sequenceOf(after!)).toBe(sequenceOf(before!) + 1);
  });

  it('keeps a series per kind: credit notes count on their own (CN-YEAR-000001)', async () => {
    const numbers = await t.app.db.transaction(async (tx) => [
      await issueCreditNoteNumber(tx),
      await issueCreditNoteNumber(tx),
    ]);
    expect(numbers).toEqual([
      formatDocumentNumber('credit_note', YEAR, 1),
      formatDocumentNumber('credit_note', YEAR, 2),
    ]);
    expect(numbers[0]).toBe(`CN-${YEAR}-000001`);
  });

  it('backfills completed orders that have none (seeded or older orders), in order of completion', async () => {
    const { client } = await signedInClient(t.app);
    const orderId = await buy(client, pulse.id);
    const last = sequenceOf((await invoiceOf(orderId))!);
    await t.app.db.update(orders).set({ invoiceNumber: null, invoicedAt: null }).where(eq(orders.id, orderId));
    expect(await t.app.db.transaction(backfillInvoiceNumbers)).toBe(1);
    expect(sequenceOf((await invoiceOf(orderId))!)).toBe(last + 1);
    expect(await t.app.db.transaction(backfillInvoiceNumbers)).toBe(0);
  });
});

describe('demo seed', () => {
  it('numbers the demo trader’s seeded orders, which /orders then shows', async () => {
    const trader = await createTestUser(t.app, { email: 'trader@novatick.example' });
    const context = {} as SeedContext;
    await t.app.db.transaction((tx) => storeSeeder.run(tx, context));
    await t.app.db.transaction((tx) => invoicesSeeder.run(tx, context));
    const { client } = await signedInClient(t.app, trader);
    const seeded = (await client.ok(listOrders, undefined)).orders;
    expect(seeded.length).toBeGreaterThan(0);
    for (const order of seeded) expect(order.invoiceNumber).toMatch(/^\d{4}-\d{6}$/);
  });
});

describe('checkout: company name and VAT id', () => {
  it('stores them normalised (spaces out, upper case) on the order', async () => {
    const { client } = await signedInClient(t.app);
    await client.ok(addToCart, { indicatorId: pulse.id });
    const { orderId } = await client.ok(checkout, { companyName: '  Acme Trading GmbH ', vatId: 'de 123 456 789' });
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ companyName: 'Acme Trading GmbH', vatId: 'DE123456789' });
  });

  it('treats blank fields as absent', async () => {
    const { client } = await signedInClient(t.app);
    await client.ok(addToCart, { indicatorId: pulse.id });
    const { orderId } = await client.ok(checkout, { companyName: ' ', vatId: '' });
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ companyName: null, vatId: null });
  });

  it.each([['123456789'], ['D1234'], ['DE1'], ['DE12345678901234'], ['DE-12/34']])(
    'refuses the VAT id %s with a field error and places no order',
    async (vatId) => {
      const { client, user } = await signedInClient(t.app);
      await client.ok(addToCart, { indicatorId: pulse.id });
      const res = await client.call(checkout, { vatId });
      expect(res).toMatchObject({
        status: 400,
        body: {
          code: 'validation_failed',
          details: {
            vatId: 'VAT id must be a two-letter country code followed by 2 to 13 letters or digits, e.g. DE123456789.',
          },
          fieldCodes: { vatId: 'invalid_format' },
        },
      });
      expect(await t.app.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
    },
  );

  it('refuses a company name over 120 characters', async () => {
    const { client } = await signedInClient(t.app);
    await client.ok(addToCart, { indicatorId: pulse.id });
    const res = await client.call(checkout, { companyName: 'x'.repeat(121) });
    expect(res).toMatchObject({
      status: 400,
      body: {
        details: { companyName: 'Company name must be 120 characters or less.' },
        fieldCodes: { companyName: 'too_long' },
      },
    });
  });
});

describe('GET /_api/orders/invoice', () => {
  it('gives the owner a PDF with the invoice number, seller, buyer, lines, tax and total', async () => {
    const { client, user } = await signedInClient(t.app);
    await client.ok(addToCart, { indicatorId: pulse.id });
    await client.ok(addToCart, { indicatorId: profile.id });
    const { orderId } = await client.ok(checkout, { companyName: 'Acme Trading GmbH', vatId: 'DE123456789' });
    const number = (await invoiceOf(orderId))!;

    const pdf = await downloadPdf(client, orderId);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="invoice-${number}.pdf"`);
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.bytes);
    // 99.00 + 149.99 = 248.99; 7.5 % = 18.67; total 267.66.
    for (const expected of [
      'Invoice',
      number,
      `#${orderId}`,
      'Novatick Test GmbH',
      'Hauptstraße 1',
      'Tax ID: DE999999999',
      'Acme Trading GmbH',
      user.displayName,
      'VAT ID: DE123456789',
      'Orderflow Pulse',
      '$99.00',
      '$149.99',
      '$248.99',
      '$18.67',
      '$267.66',
    ])
      expect(text).toContain(expected);
  });

  it('writes the printable page in the customer’s language and dates, money en-US as SPEC §9 says', async () => {
    const { client } = await signedInClient(t.app);
    await client.ok(addToCart, { indicatorId: pulse.id });
    const { orderId } = okBody(await client.call(checkout, {}, { 'accept-language': 'de-DE' }));
    const res = await client.call(getInvoice, { orderId, format: 'html' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    const html = res.body as unknown as string;
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Rechnung');
    expect(html).toContain((await invoiceOf(orderId))!);
    // 99.00 + 7.5 % = 106.43: money en-US in every language (SPEC §9), the date the German way.
    expect(html).toContain('$106.43');
    expect(html).not.toContain('106,43');
    expect(html).toContain(new Intl.DateTimeFormat('de', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date()));
  });

  it('escapes what the buyer typed on the printable page', async () => {
    const { client } = await signedInClient(t.app);
    await client.ok(addToCart, { indicatorId: pulse.id });
    const { orderId } = await client.ok(checkout, { companyName: '<script>alert(1)</script>' });
    const html = (await client.call(getInvoice, { orderId, format: 'html' })).body as unknown as string;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('answers 404 to anyone but the owner or an admin, and 401 signed out', async () => {
    const owner = await signedInClient(t.app);
    const orderId = await buy(owner.client, pulse.id);
    const stranger = await signedInClient(t.app);
    expect(await stranger.client.call(getInvoice, { orderId })).toMatchObject({
      status: 404,
      body: { code: 'order_not_found' },
    });
    expect(await owner.client.call(getInvoice, { orderId: 2_000_000 })).toMatchObject({
      status: 404,
      body: { code: 'order_not_found' },
    });
    expect((await new ApiClient(t.app).call(getInvoice, { orderId })).status).toBe(401);
    const admin = await signedInClient(t.app, 'admin');
    expect((await downloadPdf(admin.client, orderId)).status).toBe(200);
  });

  it('has no invoice for an order not paid', async () => {
    const { client } = await signedInClient(t.app);
    const orderId = await buy(client, profile.id);
    await t.app.db.update(orders).set({ status: 'pending', invoiceNumber: null }).where(eq(orders.id, orderId));
    expect(await client.call(getInvoice, { orderId })).toMatchObject({
      status: 404,
      body: { error: 'This order has no invoice yet.', code: 'invoice_not_found' },
    });
  });
});

describe.runIf(onPostgres())('invoice numbers under concurrency (PostgreSQL)', () => {
  it('shows a numbered invoice while a refund or a webhook holds the order', async () => {
    const { client } = await signedInClient(t.app);
    const orderId = await buy(client, pulse.id);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = t.app.db.transaction(async (tx) => {
      await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      locked();
      await held;
    });
    await lockTaken;
    try {
      const res = await Promise.race([
        client.call(getInvoice, { orderId, format: 'html' }),
        new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 3_000)),
      ]);
      expect(res).toMatchObject({ status: 200 });
    } finally {
      release();
      await holder;
    }
  });

  it('200 concurrent checkouts get 200 distinct, consecutive numbers', { timeout: 240_000 }, async () => {
    const shoppers = await Promise.all(Array.from({ length: 200 }, () => signedInClient(t.app)));
    await Promise.all(shoppers.map(({ client }) => client.ok(addToCart, { indicatorId: pulse.id })));
    const orderIds = await Promise.all(shoppers.map(async ({ client }) => (await client.ok(checkout, {})).orderId));
    const numbers = await Promise.all(orderIds.map(invoiceOf));
    const sequence = numbers.map((n) => sequenceOf(n!)).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(200);
    expect(sequence.at(-1)! - sequence[0]!).toBe(199);
  });
});
