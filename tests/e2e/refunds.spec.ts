import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { registerNewUser, signInAsAdmin, signIn, signOut } from './auth-helpers.ts';
import { expectNoAxeViolations, waitForMail } from './helpers.ts';

// Issue 16: an admin refunds one item of a two-item order; the customer's /orders shows that
// item's key revoked, the other still active, and the refunded amount.

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
    await expectNoAxeViolations(page);
    await waitForMail(email, new RegExp(`order #${orderId} partly refunded`));
    await signOut(page);

    await signIn(page, email, password);
    await page.goto('/orders');
    const order = page.locator('article').filter({ hasText: `Order #${orderId}` });
    await expect(order.getByTestId('order-status')).toHaveText('Partially refunded');
    await expect(order.getByTestId('order-refunded')).toHaveText('Refunded: $40.00');
    const items = order.getByTestId('order-item');
    await expect(items.filter({ hasText: indicators[0]!.name })).toContainText('Revoked');
    await expect(items.filter({ hasText: indicators[1]!.name })).not.toContainText('Revoked');
    await expectNoAxeViolations(page);
  });
});
