import { createPublicKey, verify } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { registerNewUser } from './auth-helpers.ts';
import { expectNoAxeViolations, usePreferences, waitForMail } from './helpers.ts';

// The customer's store journey: browse, filter, detail, cart, Purchase Now, checkout, orders
// with licence keys, the licence e-mail, activation through the public API, freeing a machine.

interface CatalogueItem {
  id: number;
  name: string;
  kind: string;
}

async function catalogue(page: Page): Promise<CatalogueItem[]> {
  const response = await page.request.get('/_api/indicators');
  return ((await response.json()) as { indicators: CatalogueItem[] }).indicators;
}

async function findIndicator(page: Page, name: string) {
  const found = (await catalogue(page)).find((i) => i.name === name);
  expect(found, `${name} is in the demo catalogue`).toBeTruthy();
  return found!;
}

test.describe('catalogue and indicator detail', () => {
  test('browse the catalogue, filter by category, open an indicator', async ({ page }) => {
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'All Indicators' })).toBeVisible();
    const cards = page.getByTestId('indicator-card');
    const all = await cards.count();
    expect(all).toBeGreaterThanOrEqual(13);
    await expect(cards.first()).toContainText('Pro Bundle');
    await expect(cards.first()).toContainText('$299.00');
    await expect(page.getByRole('link', { name: 'All Categories' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Order Flow', exact: true }).click();
    await expect(page).toHaveURL(/\/products\?category=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order Flow' })).toBeVisible();
    await expect(cards.first()).toBeVisible();
    const filtered = await cards.count();
    expect(filtered).toBeLessThan(all);
    for (let i = 0; i < filtered; i++)
      await expect(cards.nth(i).getByTestId('category-badges')).toContainText('Order Flow');

    await cards
      .filter({ hasText: 'Orderflow Pulse' })
      .getByRole('link', { name: 'Orderflow Pulse', exact: true })
      .click();
    await expect(page).toHaveURL(/\/indicators\/\d+$/);
    const detail = page.getByTestId('indicator-detail');
    await expect(detail.getByRole('heading', { level: 1, name: 'Orderflow Pulse' })).toBeVisible();
    await expect(detail).toContainText('$99.00');
    await expect(detail).toContainText('One-Time Purchase');
    await expect(detail.getByRole('heading', { name: 'Key Features' })).toBeVisible();
    await expect(detail.getByTestId('category-badges')).toContainText('Order Flow');
    await expectNoAxeViolations(page);
  });

  test('the detail page is server-rendered with Product JSON-LD; a missing one says so', async ({ page, request }) => {
    const pulse = await findIndicator(page, 'Volume Profile Pro');
    const html = await (await request.get(`/indicators/${pulse.id}`)).text();
    expect(html).toContain('"@type":"Product"');
    expect(html).toContain('"priceCurrency":"USD"');
    expect(html).toContain('<title>Volume Profile Pro for NinjaTrader 8');

    const missing = await page.goto('/indicators/987654');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Indicator not found.' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Catalog' }).click();
    await expect(page).toHaveURL(/\/indicators$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All Indicators' })).toBeVisible();
  });

  test('in German and dark theme, with the placeholder image for an indicator without one', async ({ page }) => {
    await usePreferences(page, { lang: 'de', theme: 'dark' });
    await page.goto('/indicators');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('heading', { level: 1, name: 'Alle Indikatoren' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Alle Kategorien' })).toBeVisible();
    const vwap = page.getByTestId('indicator-card').filter({ hasText: 'VWAP Bands Plus' });
    await expect(vwap.getByTestId('indicator-image')).toHaveAttribute('src', '/media/indicator-placeholder.webp');
    await expectNoAxeViolations(page);
    await vwap.getByRole('link', { name: 'VWAP Bands Plus', exact: true }).click();
    await expect(page.getByRole('button', { name: 'In den Warenkorb' })).toBeVisible();
    await expect(page.getByText('Einmalkauf')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('buying', () => {
  test('a visitor is sent to sign in first; the cart and orders pages need a session', async ({ page }) => {
    await page.goto('/cart');
    await expect(page).toHaveURL(/\/login\?next=%2Fcart$/);
    const trend = await findIndicator(page, 'Trend Sentinel');
    await page.goto(`/indicators/${trend.id}`);
    await page.getByTestId('purchase-now').click();
    await expect(page).toHaveURL(
      new RegExp(`/login\\?next=${encodeURIComponent(`/indicators/${trend.id}?purchase=1`).replace(/[?]/g, '\\?')}`),
    );

    // Signed in, the same address finishes Purchase Now: into the cart and on to checkout.
    await registerNewUser(page);
    await page.goto(`/indicators/${trend.id}?purchase=1`);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('checkout-items')).toContainText('Trend Sentinel');
    await expect(page.getByTestId('cart-badge')).toHaveAccessibleName('Cart, 1 item');
  });

  test('add to cart, check out, get the key on /orders and by e-mail, activate it, free the machine', async ({
    page,
  }) => {
    test.slow();
    const email = await registerNewUser(page, { displayName: 'Store Journey' });
    const delta = await findIndicator(page, 'Delta Divergence');
    const heatmap = await findIndicator(page, 'Momentum Heatmap');

    // Empty states before anything is bought.
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
    await page.goto('/orders');
    await expect(page.getByRole('heading', { name: 'No Orders Yet' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/cart$/);

    await page.goto(`/indicators/${delta.id}`);
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByText('Indicator added to cart.')).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveAccessibleName('Cart, 1 item');
    await page.goto(`/indicators/${heatmap.id}`);
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-badge')).toHaveAccessibleName('Cart, 2 items');

    await page.getByTestId('cart-badge').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    await expect(page.getByTestId('cart-item')).toHaveCount(2);
    await expect(page.getByText('Calculated at checkout')).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText('$188.00');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Remove Momentum Heatmap from cart' }).click();
    await expect(page.getByText('Indicator removed from cart.')).toBeVisible();
    await expect(page.getByTestId('cart-item')).toHaveCount(1);

    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByTestId('checkout-total')).toHaveText('$99.00');
    await expectNoAxeViolations(page);
    await page.getByTestId('place-order').click();
    await expect(page.getByText(/^Checkout successful! Order #\d+ created\.$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    const orderId = (await page.getByTestId('success-order-id').textContent())!.match(/#(\d+)/)![1];
    await expect(page.getByTestId('cart-badge')).toHaveAccessibleName('Cart');

    await page.getByRole('link', { name: 'View your orders' }).click();
    const order = page.getByTestId('order-card').filter({ hasText: `Order #${orderId}` });
    await expect(order.getByTestId('order-status')).toHaveText('Completed');
    const key = (await order.getByTestId('licence-key').textContent())!.trim();
    expect(key).toMatch(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){3}$/);
    await expect(order.getByTestId('machine-count')).toHaveText('Machines: 0 of 1');
    await expectNoAxeViolations(page);

    const mail = await waitForMail(email, new RegExp(key));
    expect(mail).toContain(`order #${orderId}`);

    // The desktop add-on activates the key: no cookies, no Origin.
    const activation = await page.request.post('/_api/licences/activate', {
      data: { key, machineId: 'E2E-MACHINE-01', machineName: 'E2E-TRADING-PC' },
      headers: { cookie: '' },
    });
    expect(activation.status()).toBe(200);
    expect(await activation.json()).toMatchObject({
      valid: true,
      licence: { key, indicator: 'Delta Divergence', machineLimit: 1, activations: 1 },
    });
    const second = await page.request.post('/_api/licences/activate', { data: { key, machineId: 'E2E-MACHINE-02' } });
    expect(second.status()).toBe(409);

    await page.reload();
    await expect(order.getByTestId('machine-count')).toHaveText('Machines: 1 of 1');
    await expect(order.getByTestId('machine')).toContainText('E2E-TRADING-PC');

    // An offline licence file for that machine, which verifies with the published key and no network.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      order.getByRole('button', { name: 'Offline licence file for E2E-TRADING-PC' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${key}-E2E-MACHINE-01.licence.json`);
    await expect(page.getByText(/^Offline licence file saved\. It is valid until /)).toBeVisible();
    const text = await readFile((await download.path())!, 'utf8');
    const file = JSON.parse(text) as { licence: Record<string, unknown>; signature: string };
    expect(file.licence).toMatchObject({ key, machineId: 'E2E-MACHINE-01', product: { name: 'Delta Divergence' } });
    const published = (await (await page.request.get('/_api/licences/public-key')).json()) as { publicKey: string };
    const signed = text.slice(text.indexOf('"licence":') + '"licence":'.length, text.lastIndexOf(',"signature":"'));
    expect(
      verify(null, Buffer.from(signed), createPublicKey(published.publicKey), Buffer.from(file.signature, 'base64')),
    ).toBe(true);

    await order.getByRole('button', { name: 'Deactivate E2E-TRADING-PC' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Deactivate E2E-TRADING-PC?' });
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('Machine deactivated. The slot is free.')).toBeVisible();
    await expect(order.getByTestId('machine-count')).toHaveText('Machines: 0 of 1');
    const validate = await page.request.post('/_api/licences/validate', { data: { key, machineId: 'E2E-MACHINE-01' } });
    expect((await validate.json()).valid).toBe(false);

    // What is owned cannot be bought again: the page links to the licence instead.
    await page.goto(`/indicators/${delta.id}`);
    await expect(page.getByTestId('owned-link')).toHaveText('Owned — see your licence');
    await expect(page.getByTestId('add-to-cart')).toHaveCount(0);
  });
});
