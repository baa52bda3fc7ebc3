import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { registerNewUser, signInAsAdmin, signOut } from './auth-helpers.ts';
import { expectNoAxeViolations } from './helpers.ts';

// Renewals, trials and the bundle upgrade in the browser: renew updates from /orders, start a trial and buy it (the same key
// becomes the licence), and buy the Pro Bundle with the credit for an indicator already owned.

const unique = (prefix: string) => `${prefix} ${test.info().project.name} ${randomBytes(3).toString('hex')}`;

async function createIndicator(page: Page, fields: Record<string, unknown>) {
  await signInAsAdmin(page);
  const categories = (await (await page.request.get('/_api/admin/categories')).json()) as {
    categories: Array<{ id: number }>;
  };
  const created = await page.request.post('/_api/admin/indicators', {
    data: {
      description: 'Sold with the vendor’s business model by the e2e suite.',
      isActive: true,
      categoryIds: [categories.categories[0]!.id],
      ...fields,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  await signOut(page);
  return ((await created.json()) as { indicator: { id: number; name: string } }).indicator;
}

const placeOrder = async (page: Page) => {
  await page.getByTestId('place-order').click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
};

test.describe('the vendor’s business model', () => {
  // The renewal moves the server's app clock (one for the whole e2e server): nothing else may run
  // against it meanwhile, so this file's tests run in order, on desktop only (playwright.config.ts).
  test.describe.configure({ mode: 'serial' });
  test('renew updates from /orders once the window has ended', async ({ page }) => {
    test.slow();
    const indicator = await createIndicator(page, {
      name: unique('E2E Renewal Flow'),
      price: 79,
      updatesMonths: 12,
      renewalPrice: 19,
    });
    await registerNewUser(page);
    expect((await page.request.post('/_api/cart/add', { data: { indicatorId: indicator.id } })).ok()).toBe(true);
    expect((await page.request.post('/_api/checkout', { data: {} })).ok()).toBe(true);

    // 400 days later (the app's clock; put back whatever happens).
    try {
      expect((await page.request.post('/_api/test/app-clock', { data: { offsetDays: 400 } })).ok()).toBe(true);
      await page.goto('/orders');
      const item = page.getByTestId('order-item').filter({ hasText: indicator.name });
      await expect(item.getByTestId('updates-until')).toContainText('Updates ended on');
      await item.getByTestId('renew-updates').click();
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByTestId('checkout-items')).toContainText('$19.00');
      await placeOrder(page);

      await page.goto('/orders');
      await expect(page.getByTestId('order-renewal')).toHaveText('Renewal of updates');
      const renewed = page
        .getByTestId('order-item')
        .filter({ hasText: indicator.name })
        .filter({
          has: page.getByTestId('licence'),
        });
      await expect(renewed.getByTestId('updates-until')).toContainText('Updates until');
      await expect(renewed.getByTestId('renew-updates')).toHaveCount(0);
      await expectNoAxeViolations(page);
    } finally {
      await page.request.post('/_api/test/app-clock', { data: { offsetDays: 0 } });
    }
  });

  test('start a free trial, then buy it: the same key becomes the licence', async ({ page }) => {
    test.slow();
    const indicator = await createIndicator(page, { name: unique('E2E Trial Flow'), price: 59, trialDays: 7 });
    await registerNewUser(page);
    const started = await page.request.post('/_api/licences/trial', {
      data: { product: indicator.id, machineId: 'E2E-RIG-1', machineName: 'E2E rig' },
    });
    expect(started.status()).toBe(200);
    const { key } = (await started.json()) as { key: string };

    await page.goto('/orders');
    const trial = page.getByTestId('trial').filter({ hasText: indicator.name });
    await expect(trial).toContainText(key);
    await expect(trial.getByTestId('trial-ends')).toContainText('Trial ends on');
    await trial.getByTestId('trial-buy').click();
    await expect(page).toHaveURL(/\/checkout$/);
    await placeOrder(page);

    await page.goto('/orders');
    await expect(page.getByTestId('trials')).toHaveCount(0);
    const item = page.getByTestId('order-item').filter({ hasText: indicator.name });
    await expect(item.getByTestId('licence-key')).toHaveText(key);
    await expect(item).toContainText('E2E rig');
  });

  test('buy the Pro Bundle with the credit for an indicator already owned', async ({ page }) => {
    test.slow();
    await registerNewUser(page);
    const { indicators } = (await (await page.request.get('/_api/indicators')).json()) as {
      indicators: Array<{ id: number; name: string; kind: string }>;
    };
    const pulse = indicators.find((i) => i.name === 'Orderflow Pulse')!;
    const bundle = indicators.find((i) => i.kind === 'bundle')!;
    expect((await page.request.post('/_api/cart/add', { data: { indicatorId: pulse.id } })).ok()).toBe(true);
    expect((await page.request.post('/_api/checkout', { data: {} })).ok()).toBe(true);

    await page.goto(`/indicators/${bundle.id}`);
    const offer = page.getByTestId('upgrade-price');
    await expect(offer).toContainText('Your upgrade price: $200.00');
    await expect(offer).toContainText('$99.00');
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-badge')).toHaveAccessibleName('Cart, 1 item');

    await page.goto('/cart');
    await expect(page.getByTestId('cart-upgrade-credit')).toContainText('−$99.00');
    await expect(page.getByTestId('upgrade-credit')).toHaveText('−$99.00');
    await expect(page.getByTestId('cart-total')).toHaveText('$200.00');
    await expectNoAxeViolations(page);
    await page.goto('/checkout');
    await expect(page.getByTestId('upgrade-credit')).toHaveText('−$99.00');
    await placeOrder(page);

    await page.goto('/orders');
    // Both licences stay valid: the bundle's and the single indicator's.
    for (const name of [bundle.name, pulse.name]) {
      const licence = page.getByTestId('order-item').filter({ hasText: name }).getByTestId('licence');
      await expect(licence.getByTestId('licence-key')).toBeVisible();
      await expect(licence).not.toContainText('Revoked');
    }
  });
});
