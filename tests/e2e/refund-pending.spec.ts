import { expect, test } from './test.ts';
import { randomBytes } from 'node:crypto';
import { registerNewUser, signInAsAdmin, signOut } from './auth-helpers.ts';
import { expectNoAxeViolations } from './helpers.ts';

// The payment provider does not answer a refund. The admin's order page says the
// refund is pending (the item's badge and a notice), its key stays active, and "Retry now" asks
// again once the provider is back: the item is refunded, its key revoked.

const unique = (prefix: string) => `${prefix} ${test.info().project.name} ${randomBytes(3).toString('hex')}`;

test.describe('admin orders: a refund the provider did not answer', () => {
  test('shows pending with Retry now, then Retry refunds the item', async ({ page }) => {
    test.slow();
    await signInAsAdmin(page);
    const categories = (await (await page.request.get('/_api/admin/categories')).json()) as {
      categories: Array<{ id: number }>;
    };
    const indicators = [];
    for (const [name, price] of [
      [unique('E2E Pending Alpha'), 30],
      [unique('E2E Pending Beta'), 20],
    ] as const) {
      const created = await page.request.post('/_api/admin/indicators', {
        data: {
          name,
          description: 'Refunded while the payment provider is down, by the e2e suite.',
          price,
          isActive: true,
          categoryIds: [categories.categories[0]!.id],
        },
      });
      expect(created.status()).toBe(200);
      indicators.push(((await created.json()) as { indicator: { id: number; name: string } }).indicator);
    }
    await signOut(page);

    await registerNewUser(page, {
      displayName: 'Pending Customer',
      password: `Pending-${randomBytes(6).toString('hex')}`,
    });
    for (const indicator of indicators)
      expect((await page.request.post('/_api/cart/add', { data: { indicatorId: indicator.id } })).ok()).toBe(true);
    const checkout = await page.request.post('/_api/checkout', { data: {} });
    expect(checkout.status()).toBe(200);
    const { orderId } = (await checkout.json()) as { orderId: number };
    await signOut(page);

    await signInAsAdmin(page);
    // The provider stand-in stops answering this order's refunds (other specs' orders are not touched).
    const down = await page.request.post('/_api/test/payment-provider', { data: { down: true, orderId } });
    expect(down.status()).toBe(200);
    try {
      await page.goto(`/admin/orders/${orderId}`);
      await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
      const alpha = page.getByTestId('order-item').filter({ hasText: indicators[0]!.name });
      await alpha.getByRole('button', { name: 'Refund item' }).click();
      const confirm = page.getByRole('alertdialog', { name: `Refund ${indicators[0]!.name}?` });
      // The amount that will go back: what was paid for the item.
      await expect(confirm).toContainText('$30.00 (what was paid for it, tax included)');
      await confirm.getByRole('button', { name: 'Refund item' }).click();

      const notice = page.getByTestId('refund-pending-notice');
      await expect(notice).toContainText(
        'Refund pending: the payment provider did not answer; it is retried automatically',
      );
      await expect(alpha.getByTestId('item-refund-pending')).toHaveText('Refund pending');
      await expect(alpha).toContainText('Active');
      await expect(alpha).not.toContainText('Revoked');
      await expect(alpha.getByRole('button', { name: 'Refund item' })).toHaveCount(0);
      await expectNoAxeViolations(page);
    } finally {
      await page.request.post('/_api/test/payment-provider', { data: { down: false, orderId } });
    }

    await page.getByTestId('refund-pending-notice').getByRole('button', { name: 'Retry now' }).click();
    const alpha = page.getByTestId('order-item').filter({ hasText: indicators[0]!.name });
    await expect(page.getByTestId('refund-pending-notice')).toHaveCount(0);
    await expect(alpha).toContainText('Revoked');
    await expect(alpha.getByTestId('item-refund-pending')).toHaveCount(0);
    await expect(page.getByTestId('order-refunded')).toHaveText('$30.00');
    await expect(page.getByTestId('order-item').filter({ hasText: indicators[1]!.name })).toContainText('Active');
  });
});
