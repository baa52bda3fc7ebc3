import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { randomBytes } from 'node:crypto';
import { registerNewUser, signInAsAdmin, signInAsUser, signOut } from './auth-helpers.ts';
import { expectNoAxeViolations, usePreferences, waitForMail } from './helpers.ts';

// The admin's store journeys (SPEC §2 /admin, DECISIONS "Admin area"): indicator management with
// optimistic edits, and refunding an order a customer placed through the real checkout.

const unique = (prefix: string) => `${prefix} ${test.info().project.name} ${randomBytes(3).toString('hex')}`;

/** The indicator's row (desktop table) or card (phone layout), whichever is on screen. */
const indicatorItem = (page: Page, name: string) =>
  page
    .locator('[data-testid="indicator-row"], [data-testid="indicator-card"]')
    .filter({ hasText: name, visible: true });

/** The orders' table rows (desktop) or cards (phone layout), whichever are on screen. */
const orderItem = (page: Page) =>
  page.locator('[data-testid="order-row"], [data-testid="order-card"]').filter({ visible: true });

async function firstCategoryName(page: Page) {
  const response = await page.request.get('/_api/admin/categories');
  expect(response.ok()).toBe(true);
  const { categories } = (await response.json()) as { categories: Array<{ id: number; name: string }> };
  expect(categories.length).toBeGreaterThan(0);
  return categories[0]!;
}

test.describe('admin indicator management', () => {
  test('create, edit, toggle and delete an indicator', async ({ page }) => {
    // One long journey (two reloads, four axe runs): more than the default 45 s on a busy machine.
    test.slow();
    await signInAsAdmin(page);
    const category = await firstCategoryName(page);
    const name = unique('E2E Gauge');
    await page.goto('/admin');

    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Manage Indicators/ })).toHaveAttribute('href', '/admin/dashboard');
    await expect(page.getByRole('main').getByRole('link', { name: /Analytics/ })).toHaveAttribute(
      'href',
      '/admin/analytics',
    );
    await expectNoAxeViolations(page);

    // The form blocks invalid input with the SPEC §5 messages and keeps one feature row.
    await page.getByRole('button', { name: 'Add Indicator' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Indicator' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Remove feature 1' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Create Indicator' }).click();
    for (const message of [
      'Name must be at least 3 characters long.',
      'Description must be at least 10 characters long.',
      'Price must be a positive number.',
      'At least one category is required.',
    ]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await dialog.getByLabel('Image URL', { exact: true }).fill('not a url');
    await dialog.getByRole('button', { name: 'Add Feature' }).click();
    await dialog.getByRole('button', { name: 'Create Indicator' }).click();
    await expect(dialog.getByText('Must be a valid URL.')).toBeVisible();
    await expect(dialog.getByText('Feature cannot be empty.').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Short description', { exact: true }).fill('Footprint and delta in one view.');
    await dialog
      .getByLabel('Description', { exact: true })
      .fill('Reads the order book and the footprint to show where size trades.');
    await dialog.getByLabel('Price (USD)', { exact: true }).fill('149.99');
    await dialog.getByLabel('Image URL', { exact: true }).fill('');
    await dialog.getByLabel('Feature 1', { exact: true }).fill('Cumulative delta');
    await dialog.getByLabel('Feature 2', { exact: true }).fill('Absorption alerts');
    await dialog.getByLabel(category.name, { exact: true }).check();
    await dialog.getByRole('button', { name: 'Create Indicator' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Indicator "${name}" created.`)).toBeVisible();
    const item = indicatorItem(page, name);
    await expect(item).toContainText('$149.99');
    await expect(item).toContainText('Footprint and delta in one view.');
    await expect(item).toContainText(category.name);

    // Search narrows the list; a search nothing matches shows the empty text.
    const search = page.getByRole('searchbox', { name: 'Search indicators' });
    await search.fill(name);
    await expect(
      page.locator('[data-testid="indicator-row"], [data-testid="indicator-card"]').filter({ visible: true }),
    ).toHaveCount(1);
    await search.fill('zzz no such indicator zzz');
    await expect(page.getByText('No indicators found matching your filters.').filter({ visible: true })).toBeVisible();
    await search.fill(name);

    // Edit: the form opens with the saved values; the list shows the change at once.
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Indicator' });
    await expect(edit.getByLabel('Name', { exact: true })).toHaveValue(name);
    await expect(edit.getByLabel('Feature 2', { exact: true })).toHaveValue('Absorption alerts');
    await edit.getByLabel('Price (USD)', { exact: true }).fill('123.45');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(`Indicator "${name}" updated.`)).toBeVisible();
    await expect(item).toContainText('$123.45');

    // Toggle: a full update with the flag flipped, kept after a reload.
    const toggle = page.getByRole('switch', { name: `${name} visible to customers` });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await expect(item).toContainText('Inactive');
    await expect(page.getByText(`"${name}" is now inactive.`)).toBeVisible();
    await page.reload();
    await page.getByRole('searchbox', { name: 'Search indicators' }).fill(name);
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption({ label: 'Inactive Only' });
    await expect(indicatorItem(page, name)).toContainText('$123.45');
    await expect(page.getByRole('switch', { name: `${name} visible to customers` })).not.toBeChecked();
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption({ label: 'Active Only' });
    await expect(indicatorItem(page, name)).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption({ label: 'All Status' });

    // Delete, with the confirmation texts of SPEC §2.
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete ${name}` });
    await expect(confirm).toContainText(`Are you sure you want to delete "${name}"? This action cannot be undone.`);
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`Indicator "${name}" deleted.`)).toBeVisible();
    await expect(indicatorItem(page, name)).toHaveCount(0);
    await page.reload();
    await page.getByRole('searchbox', { name: 'Search indicators' }).fill(name);
    await expect(page.getByText('No indicators found matching your filters.').filter({ visible: true })).toBeVisible();
  });

  test('/admin/dashboard shows the same management, in German and dark theme', async ({ page }) => {
    await usePreferences(page, { lang: 'de', theme: 'dark' });
    await signInAsAdmin(page);
    await page.goto('/admin/dashboard');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin-Dashboard' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Indikator hinzufügen' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Nach Kategorie filtern' })).toHaveValue('__all');
    await expectNoAxeViolations(page);
  });
});

test.describe('admin orders', () => {
  test('refund an order: status refunded, keys revoked, customer e-mailed', async ({ page }) => {
    test.slow();
    // A customer buys a fresh indicator through the real cart and checkout.
    await signInAsAdmin(page);
    const category = await firstCategoryName(page);
    const created = await page.request.post('/_api/admin/indicators', {
      data: {
        name: unique('E2E Refund Gauge'),
        description: 'An indicator bought and refunded by the e2e suite.',
        price: 49,
        isActive: true,
        categoryIds: [category.id],
      },
    });
    expect(created.status()).toBe(200);
    const indicator = ((await created.json()) as { indicator: { id: number; name: string } }).indicator;
    await signOut(page);

    const email = await registerNewUser(page, { displayName: 'Refund Customer' });
    expect((await page.request.post('/_api/cart/add', { data: { indicatorId: indicator.id } })).ok()).toBe(true);
    const checkout = await page.request.post('/_api/checkout', { data: {} });
    expect(checkout.status()).toBe(200);
    const { orderId } = (await checkout.json()) as { orderId: number };
    await signOut(page);

    await signInAsAdmin(page);
    await page.goto('/admin/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(email);
    await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(email).replace(/\./g, '\\.')}`));
    const row = orderItem(page);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('$49.00');
    await expect(row).toContainText('Completed');
    await row.getByRole('link', { name: `Order #${orderId}, view details` }).click();

    await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
    await expect(page.getByTestId('order-item')).toContainText(indicator.name);
    const key = (await page.getByTestId('licence-key').textContent())!.trim();
    expect(key.length).toBeGreaterThan(10);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Refund Order' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Refund order #${orderId}?` });
    await expect(confirm).toContainText(email);
    await confirm.getByRole('button', { name: 'Refund $49.00' }).click();
    await expect(page.getByText(`Order #${orderId}: $49.00 refunded.`)).toBeVisible();
    await expect(page.getByTestId('order-item')).toContainText('Revoked');
    await expect(page.getByRole('button', { name: 'Refund Order' })).toHaveCount(0);

    const mail = await waitForMail(email, new RegExp(`order #${orderId} refunded`));
    expect(mail).toContain(key);
    // The desktop add-on can no longer activate the revoked key.
    const activate = await page.request.post('/_api/licences/activate', {
      data: { key, machineId: 'e2e-refund-machine' },
    });
    expect(activate.status()).toBe(403);
    expect(await activate.json()).toMatchObject({ error: 'This licence has been revoked.', code: 'licence_revoked' });

    // The list shows the new status, and a second refund is refused by the server.
    await page.getByRole('link', { name: 'Back to orders' }).click();
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(email);
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption({ label: 'Refunded' });
    await expect(page).toHaveURL(/status=refunded/);
    await expect(orderItem(page)).toHaveCount(1);
    await expect(orderItem(page)).toContainText('Refunded');
    const again = await page.request.post('/_api/admin/orders/refund', { data: { id: orderId } });
    expect(again.status()).toBe(409);
  });
});

test.describe('admin guard', () => {
  test('a signed-in customer sees Access Denied and the API answers 403', async ({ page }) => {
    await signInAsUser(page);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('Access denied. Your role (user) lacks required permissions.')).toBeVisible();
    expect((await page.request.get('/_api/admin/indicators')).status()).toBe(403);
    await page.goto('/admin/orders');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a visitor is sent to sign in and comes back afterwards', async ({ page }) => {
    await page.goto('/admin/orders');
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Forders$/);
    expect((await page.request.get('/_api/admin/orders')).status()).toBe(401);
  });
});
