import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { randomBytes } from 'node:crypto';
import { registerNewUser, signIn, signInAsAdmin, signOut } from './auth-helpers.ts';
import { expectNoAxeViolations } from './helpers.ts';

// An admin creates a 20 % code for two indicators; a referred customer applies it on
// /cart and pays the discounted total; their affiliate earns 10 % of what was paid.

const PASSWORD = 'e2e-password-1';

async function createIndicator(page: Page, name: string, price: number): Promise<number> {
  const categories = (await (await page.request.get('/_api/categories')).json()) as {
    categories: Array<{ id: number }>;
  };
  const res = await page.request.post('/_api/admin/indicators', {
    data: {
      name,
      description: 'Bought by the discount e2e journey.',
      price,
      isActive: true,
      categoryIds: [categories.categories[0]!.id],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { indicator: { id: number } }).indicator.id;
}

test.describe('admin discount codes', () => {
  test('a 20 % code for two indicators: applied on /cart, paid at checkout, 10 % commission on the paid amount', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const tag = randomBytes(3).toString('hex');
    const code = `SPRING${tag}`.toUpperCase();

    // 1. The admin makes two indicators and a 20 % code for both on /admin/discounts.
    await signInAsAdmin(page);
    const first = `Discount Alpha ${tag}`;
    const second = `Discount Beta ${tag}`;
    await createIndicator(page, first, 100);
    await createIndicator(page, second, 50);
    await page.goto('/admin/discounts');
    await expect(page.getByRole('heading', { level: 1, name: 'Discount codes' })).toBeVisible();
    await page.getByTestId('discount-new').click();
    const form = page.getByTestId('discount-form');
    await form.getByLabel('Code').fill(`spring ${tag}`);
    await form.getByLabel('Percentage (%)').fill('120');
    await form.getByRole('checkbox', { name: first }).check();
    await form.getByRole('checkbox', { name: second }).check();
    await form.getByTestId('discount-save').click();
    await expect(form.getByText('A percentage must be between 1 and 100.')).toBeVisible();
    await form.getByLabel('Percentage (%)').fill('20');
    await form.getByTestId('discount-save').click();
    const row = page.getByTestId('discounts-table').getByRole('row', { name: new RegExp(code) });
    await expect(row).toContainText('20 %');
    await expect(row).toContainText('Active');
    // The list says what the code is limited to.
    await expect(row.getByTestId('discount-conditions')).toHaveText(`${first}, ${second}`);
    // Checked once the confirmation toast has come and gone: mid-fade, its text fails colour
    // contrast. It comes only once sonner has loaded (on demand), so it is awaited first.
    await expect(page.getByText('Discount code created.')).toBeVisible();
    await expect(page.getByText('Discount code created.')).toBeHidden({ timeout: 15_000 });
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await expectNoAxeViolations(page);
    await signOut(page);

    // 2. An affiliate, and a customer they referred.
    const affiliateEmail = await registerNewUser(page, { displayName: `Partner ${tag}` });
    const joined = await page.request.post('/_api/affiliate/register', { data: {} });
    expect(joined.status(), await joined.text()).toBe(200);
    const { affiliateCode } = (await joined.json()) as { affiliateCode: string };
    await signOut(page);
    await registerNewUser(page, { displayName: `Customer ${tag}`, referralCode: affiliateCode });

    // 3. The customer adds both, applies the code on /cart and sees the discount and new total.
    const { indicators } = (await (await page.request.get('/_api/indicators')).json()) as {
      indicators: Array<{ id: number; name: string }>;
    };
    for (const name of [first, second]) {
      const id = indicators.find((i) => i.name === name)!.id;
      expect((await page.request.post('/_api/cart/add', { data: { indicatorId: id } })).ok()).toBe(true);
    }
    await page.goto('/cart');
    await page.getByLabel('Discount code').fill('NOPE-NOPE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('This discount code does not exist.')).toBeVisible();
    await page.getByLabel('Discount code').fill(` spring ${tag.toLowerCase()} `);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('discount-applied')).toContainText(code);
    await expect(page.getByTestId('discount-amount')).toHaveText('−$30.00');
    await expect(page.getByTestId('cart-total')).toHaveText('$120.00');
    await expectNoAxeViolations(page);

    // 4. Checkout shows the same discount and charges the discounted total.
    await page.goto('/checkout');
    await expect(page.getByTestId('discount-amount')).toHaveText('−$30.00');
    const total = await page.getByTestId('checkout-total').textContent();
    await page.getByTestId('place-order').click();
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    const { orders } = (await (await page.request.get('/_api/orders')).json()) as {
      orders: Array<{ id: number; discountAmount: number; discountCode: string; totalAmount: number }>;
    };
    expect(orders[0]).toMatchObject({ discountAmount: 30, discountCode: code });
    expect(`$${orders[0]!.totalAmount.toFixed(2)}`).toBe(total);
    await signOut(page);

    // 5. The affiliate earned 10 % of the $120.00 paid before tax.
    await signIn(page, affiliateEmail, PASSWORD);
    await page.goto('/affiliate');
    await expect(page.getByTestId('stat-totalCommissions')).toHaveText('$12.00');
    await signOut(page);

    // 6. The owner's order page at 1280 px: one header row, each item with its share of the discount.
    await signInAsAdmin(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/admin/orders/${orders[0]!.id}`);
    const title = await page.getByRole('heading', { level: 1 }).boundingBox();
    const refund = await page.getByTestId('order-refund-actions').boundingBox();
    expect(refund!.y).toBeLessThan(title!.y + title!.height);
    expect(refund!.x).toBeGreaterThan(title!.x + title!.width);
    await expect(page.getByTestId('item-discount')).toHaveText([
      `Discount (${code}) −$20.00`,
      `Discount (${code}) −$10.00`,
    ]);
  });
});
