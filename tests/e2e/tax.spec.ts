import { expect, test } from './test.ts';
import { registerNewUser, signInAsAdmin, signOut } from './auth-helpers.ts';
import { expectNoAxeViolations, whenHydrated } from './helpers.ts';

// Tax by country: the owner sets Germany's rate on /admin/tax, a customer who picks
// Germany at checkout pays it, the order names it, and the owner removes it again.

test.describe('admin tax rates', () => {
  test('a rate for Germany: set on /admin/tax, paid at checkout, named by the invoice and the order, removed', async ({
    page,
  }) => {
    test.slow();

    // 1. The owner sets 19 % for Germany; the form names what is wrong first.
    await signInAsAdmin(page);
    await page.goto('/admin/tax');
    await expect(page.getByRole('heading', { level: 1, name: 'Tax rates' })).toBeVisible();
    await expect(page.getByTestId('tax-default')).toContainText('Default rate:');
    const form = page.getByTestId('tax-rate-form');
    await (await whenHydrated(form.getByTestId('tax-rate-save'))).click();
    await expect(form.getByText('Choose a country.')).toBeVisible();
    await expect(form.getByText('Enter a rate.')).toBeVisible();
    await form.getByLabel('Country').selectOption({ label: 'Germany' });
    await form.getByLabel('Rate (%)').fill('19.555');
    await form.getByTestId('tax-rate-save').click();
    await expect(form.getByText('Use at most two decimals.')).toBeVisible();
    await expect(form.getByLabel('Rate (%)')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Rate (%)').fill('19');
    await form.getByTestId('tax-rate-save').click();
    await expect(page.getByText('Tax rate for Germany saved: 19 %')).toBeVisible();
    const row = page.getByTestId('tax-rates-table').getByRole('row', { name: /Germany/ });
    await expect(row).toContainText('DE');
    await expect(row).toContainText('19 %');
    // Checked once the confirmation toast has gone: mid-fade, its text fails colour contrast.
    await expect(page.getByText('Tax rate for Germany saved: 19 %')).toBeHidden({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    await signOut(page);

    // 2. A customer puts an indicator in the cart and picks Germany at checkout.
    await registerNewUser(page, { displayName: 'Tax Journey' });
    const { indicators } = (await (await page.request.get('/_api/indicators')).json()) as {
      indicators: Array<{ id: number; name: string; price: number }>;
    };
    const delta = indicators.find((i) => i.name === 'Delta Divergence')!;
    expect(delta.price).toBe(99);
    await page.goto(`/indicators/${delta.id}`);
    await (await whenHydrated(page.getByTestId('add-to-cart'))).click();
    await expect(page.getByTestId('cart-badge')).toHaveAccessibleName('Cart, 1 item');
    await page.goto('/checkout');
    await (await whenHydrated(page.getByTestId('checkout-country'))).selectOption({ label: 'Germany' });
    await expect(page.getByText('Tax (19%)')).toBeVisible();
    await expect(page.getByTestId('checkout-tax')).toHaveText('$18.81');
    await expect(page.getByTestId('checkout-total')).toHaveText('$117.81');
    await page.getByTestId('place-order').click();
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    const orderId = (await page.getByTestId('success-order-id').textContent())!.match(/#(\d+)/)![1];

    // 3. The invoice names the rate and the country.
    const invoice = await page.request.get(`/_api/orders/invoice?orderId=${orderId}&format=html`);
    expect(invoice.status()).toBe(200);
    const html = await invoice.text();
    expect(html).toContain('Tax (19 %, Germany)');
    expect(html).toContain('$117.81');
    await signOut(page);

    // 4. So does the owner's order detail; then the owner removes the rate.
    await signInAsAdmin(page);
    await page.goto(`/admin/orders/${orderId}`);
    await expect(page.getByText('Tax (19 %, Germany)')).toBeVisible();
    await page.goto('/admin/tax');
    await (await whenHydrated(row.getByRole('button', { name: 'Remove the rate for Germany' }))).click();
    await expect(page.getByRole('alertdialog')).toContainText('Germany will pay the default rate of');
    await page.getByRole('button', { name: 'Remove rate' }).click();
    await expect(page.getByText('Tax rate for Germany removed')).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});
