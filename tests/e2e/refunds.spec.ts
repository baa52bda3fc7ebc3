import { expect, test } from './test.ts';
import { randomBytes } from 'node:crypto';
import { registerNewUser, signInAsAdmin, signIn, signOut } from './auth-helpers.ts';
import { expectNoAxeViolations, waitForMail } from './helpers.ts';

// An admin refunds one item of a two-item order, then an amount; the customer's /orders
// shows that item's key revoked, the other still active, the refunded amount and both credit notes.

const unique = (prefix: string) => `${prefix} ${test.info().project.name} ${randomBytes(3).toString('hex')}`;

test.describe('admin orders: partial refund', () => {
  test('refund one item of two: one key revoked, one active, on the admin page and on /orders', async ({ page }) => {
    test.slow();
    await signInAsAdmin(page);
    const categories = (await (await page.request.get('/_api/admin/categories')).json()) as {
      categories: Array<{ id: number }>;
    };
    const indicators = [];
    for (const [name, price] of [
      [unique('E2E Partial Alpha'), 40],
      [unique('E2E Partial Beta'), 60],
    ] as const) {
      const created = await page.request.post('/_api/admin/indicators', {
        data: {
          name,
          description: 'Bought twice and refunded once by the e2e suite.',
          price,
          isActive: true,
          categoryIds: [categories.categories[0]!.id],
        },
      });
      expect(created.status()).toBe(200);
      indicators.push(((await created.json()) as { indicator: { id: number; name: string } }).indicator);
    }
    await signOut(page);

    const password = `Refund-${randomBytes(6).toString('hex')}`;
    const email = await registerNewUser(page, { displayName: 'Partial Customer', password });
    for (const indicator of indicators)
      expect((await page.request.post('/_api/cart/add', { data: { indicatorId: indicator.id } })).ok()).toBe(true);
    const checkout = await page.request.post('/_api/checkout', { data: {} });
    expect(checkout.status()).toBe(200);
    const { orderId } = (await checkout.json()) as { orderId: number };
    await signOut(page);

    await signInAsAdmin(page);
    await page.goto(`/admin/orders/${orderId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
    const first = page.getByTestId('order-item').filter({ hasText: indicators[0]!.name });
    await first.getByRole('button', { name: 'Refund item' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Refund ${indicators[0]!.name}?` });
    await expect(confirm).toContainText(email);
    await confirm.getByRole('button', { name: 'Refund item' }).click();
    await expect(page.getByText(`Order #${orderId}: $40.00 refunded.`)).toBeVisible();
    await expect(page.getByText('Partially refunded').first()).toBeVisible();
    await expect(first).toContainText('Revoked');
    await expect(page.getByTestId('order-item').filter({ hasText: indicators[1]!.name })).toContainText('Active');
    await expect(page.getByTestId('order-refunded')).toHaveText('$40.00');
    const timeline = page.getByTestId('order-timeline');
    await expect(timeline).toContainText('Order placed');
    await expect(timeline).toContainText('$40.00 refunded');
    await expect(timeline).toContainText(`E-mail sent to ${email}`);

    // Money back without choosing an item: checked in the page first, then confirmed.
    const amountForm = page.getByTestId('refund-amount-form');
    await amountForm.getByLabel('Refund an amount').fill('60.01');
    await amountForm.getByRole('button', { name: 'Refund amount' }).click();
    await expect(amountForm).toContainText('At most $60.00 remains to be refunded on this order.');
    await amountForm.getByLabel('Refund an amount').fill('10');
    await amountForm.getByRole('button', { name: 'Refund amount' }).click();
    const amountConfirm = page.getByRole('alertdialog', { name: `Refund $10.00 of order #${orderId}?` });
    await expect(amountConfirm).toContainText('The licence keys stay active.');
    await amountConfirm.getByRole('button', { name: 'Refund $10.00' }).click();
    await expect(page.getByText(`Order #${orderId}: $10.00 refunded.`)).toBeVisible();
    await expect(page.getByTestId('order-refunded')).toHaveText('$50.00');
    await expect(page.getByTestId('order-item').filter({ hasText: indicators[1]!.name })).toContainText('Active');
    await expect(page.getByTestId('credit-note-pdf')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await waitForMail(email, new RegExp(`order #${orderId} partly refunded`));
    await signOut(page);

    await signIn(page, email, password);
    await page.goto('/orders');
    const order = page.locator('article').filter({ hasText: `Order #${orderId}` });
    await expect(order.getByTestId('order-status')).toHaveText('Partially refunded');
    await expect(order.getByTestId('order-refunded')).toHaveText('Refunded: $50.00');
    // Each refund's credit note, with what it gave back, downloads as a PDF.
    const creditNotes = order.getByTestId('credit-note-pdf');
    await expect(creditNotes).toHaveCount(2);
    await expect(creditNotes.first()).toHaveText(/^Credit note CN-\S+ \(\$40\.00 refunded\)$/);
    await expect(creditNotes.last()).toHaveText(/^Credit note CN-\S+ \(\$10\.00 refunded\)$/);
    const pdf = await page.request.get((await creditNotes.first().getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const items = order.getByTestId('order-item');
    await expect(items.filter({ hasText: indicators[0]!.name })).toContainText('Revoked');
    await expect(items.filter({ hasText: indicators[1]!.name })).not.toContainText('Revoked');
    await expectNoAxeViolations(page);
  });
});
