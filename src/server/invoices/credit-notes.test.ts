import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getAdminOrder, refundOrder } from '#shared/contracts/admin-store.endpoints.ts';
import { getCreditNote, getInvoice } from '#shared/contracts/invoices.endpoints.ts';
import { addToCart, checkout } from '#shared/contracts/store.endpoints.ts';
import { pdfText } from '../../../tests/support/pdf-text.ts';
import { sessionCookieName } from '../auth/session.ts';
import { refunds } from '../refunds/refunds.schema.ts';
import { createProduct } from '../store/store.test-helpers.ts';
import { type ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';

// Each succeeded refund gets a numbered credit note (series CN-, gap-free like invoices),
// downloadable by the order's owner and by admins, as a PDF or a printable page.

let t: TestApp;
let admin: ApiClient;
let pulse: { id: number };
let profile: { id: number };

beforeAll(async () => {
  t = await createTestApp({ TAX_RATE: '10', SELLER_NAME: 'Novatick Test GmbH' });
  admin = (await signedInClient(t.app, 'admin')).client;
  pulse = await createProduct(t.app, { name: 'Orderflow Pulse', priceCents: 10_000 });
  profile = await createProduct(t.app, { name: 'Volume Profile Pro', priceCents: 20_000 });
});
afterAll(() => t.close());

const sequenceOf = (number: string) => Number(number.split('-').at(-1));

async function pdfOf(client: ApiClient, refundId: number) {
  const name = sessionCookieName(t.app.config.isProduction);
  const res = await t.app.inject({
    method: 'GET',
    url: `/_api/orders/credit-note?refundId=${refundId}`,
    headers: { host: 'shop.test', cookie: `${name}=${client.cookie(name)}` },
  });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload };
}

async function orderOfTwo() {
  const customer = await signedInClient(t.app);
  await customer.client.ok(addToCart, { indicatorId: pulse.id });
  await customer.client.ok(addToCart, { indicatorId: profile.id });
  const { orderId } = await customer.client.ok(checkout, {});
  const items = (await admin.ok(getAdminOrder, { id: orderId })).order.items;
  return { ...customer, orderId, items };
}

describe('credit notes', () => {
  it('numbers each succeeded refund consecutively and prints what went back, net and tax', async () => {
    const { client, orderId, items } = await orderOfTwo();
    // 100.00 + 200.00 = 300.00, 10 % tax: 330.00. Pulse back: 100.00 + its 10.00 of tax.
    const first = await admin.ok(refundOrder, { id: orderId, itemIds: [items[0]!.id] });
    const second = await admin.ok(refundOrder, { id: orderId });
    const rows = await t.app.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    const numbers = rows.map((r) => r.creditNoteNumber!);
    expect(numbers).toHaveLength(2);
    for (const number of numbers) expect(number).toMatch(new RegExp(`^CN-${new Date().getUTCFullYear()}-\\d{6}$`));
    expect(sequenceOf(numbers[1]!)).toBe(sequenceOf(numbers[0]!) + 1);

    const pdf = await pdfOf(client, first.refund.id);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="credit-note-${numbers[0]}.pdf"`);
    const text = pdfText(pdf.bytes).join(' ');
    for (const expected of [
      'Credit note',
      numbers[0]!,
      `#${orderId}`,
      'Orderflow Pulse',
      '$100.00',
      '$10.00',
      '$110.00',
    ])
      expect(text).toContain(expected);
    // It names the invoice it credits.
    const invoice = await client.call(getInvoice, { orderId, format: 'html' });
    const invoiceNumber = /data-testid="invoice-number">([^<]+)</.exec(String(invoice.body))![1]!;
    expect(text).toContain(invoiceNumber);

    const html = await admin.call(getCreditNote, { refundId: second.refund.id, format: 'html' });
    expect(html.status).toBe(200);
    expect(String(html.body)).toContain(numbers[1]!);
    expect(String(html.body)).toContain('$220.00');
  });

  it('is the owner’s and the admins’ only: anyone else, and an unknown refund, get the same 404', async () => {
    const { orderId, items } = await orderOfTwo();
    const { refund } = await admin.ok(refundOrder, { id: orderId, itemIds: [items[1]!.id] });
    const stranger = (await signedInClient(t.app)).client;
    for (const [client, refundId] of [
      [stranger, refund.id],
      [admin, 999_999],
    ] as const)
      expect(await client.call(getCreditNote, { refundId, format: 'pdf' })).toMatchObject({
        status: 404,
        body: { code: 'credit_note_not_found' },
      });
  });

  it('keeps the invoice of a partially refunded order downloadable', async () => {
    const { client, orderId, items } = await orderOfTwo();
    await admin.ok(refundOrder, { id: orderId, itemIds: [items[0]!.id] });
    const invoice = await client.call(getInvoice, { orderId, format: 'html' });
    expect(invoice.status).toBe(200);
  });
});
