import { readFileSync } from 'node:fs';
import { expect, test } from './test.ts';
import { pdfText } from '../support/pdf-text.ts';
import { registerNewUser } from './auth-helpers.ts';

// A customer buys with their company's details and downloads the invoice.

test('a customer buys, then downloads the invoice PDF from /orders with the order, invoice number and total', async ({
  page,
}) => {
  await registerNewUser(page);
  const response = await page.request.get('/_api/indicators');
  const { indicators } = (await response.json()) as { indicators: { id: number; name: string }[] };
  const product = indicators.find((i) => i.name === 'Orderflow Pulse')!;
  await page.goto(`/indicators/${product.id}`);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-badge')).toHaveAccessibleName('Cart, 1 item');

  await page.goto('/checkout');
  const total = (await page.getByTestId('checkout-total').innerText()).trim();
  await page.getByLabel('Company name').fill('Acme Trading GmbH');
  await page.getByLabel('VAT ID').fill('123 456 789');
  await page.getByTestId('place-order').click();
  await expect(page.getByText('Enter a two-letter country code followed by 2 to 13 letters or digits')).toBeVisible();
  await page.getByLabel('VAT ID').fill('de 123 456 789');
  await page.getByTestId('place-order').click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();

  await page.goto('/orders');
  const card = page.getByTestId('order-card').first();
  const orderTitle = (await card.getByRole('heading', { level: 2 }).innerText()).trim();
  const orderId = /\d+/.exec(orderTitle)![0];
  const links = card.getByTestId('invoice-links');
  await expect(links).toContainText(/Invoice \d{4}-\d{6}/);
  const invoiceNumber = /\d{4}-\d{6}/.exec(await links.innerText())![0];

  const [download] = await Promise.all([page.waitForEvent('download'), links.getByTestId('invoice-pdf').click()]);
  expect(download.suggestedFilename()).toBe(`invoice-${invoiceNumber}.pdf`);
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(bytes);
  expect(text).toContain(invoiceNumber);
  expect(text).toContain(`#${orderId}`);
  expect(text).toContain(total);
  expect(text).toContain('Acme Trading GmbH');
  expect(text).toContain('VAT ID: DE123456789');

  // The printable page holds the same.
  const printable = await page.request.get(`/_api/orders/invoice?orderId=${orderId}&format=html`);
  expect(printable.headers()['content-type']).toBe('text/html; charset=utf-8');
  const html = await printable.text();
  expect(html).toContain(invoiceNumber);
  expect(html).toContain(total);
});
