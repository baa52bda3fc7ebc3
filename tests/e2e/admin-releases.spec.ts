import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { strToU8, zipSync } from 'fflate';
import { registerNewUser, signInAsAdmin } from './auth-helpers.ts';
import { expectNoAxeViolations } from './helpers.ts';

// The admin's side of releases: an admin uploads a version of an indicator at
// /admin/indicators/:id/releases with a progress bar; its owner downloads it from /orders with
// the SHA-256 shown; withdrawn, it leaves the owner's library. A fresh indicator keeps the
// seeded releases other specs read untouched.

async function createIndicator(admin: Page, name: string) {
  const categories = await admin.request.get('/_api/admin/categories');
  const { categories: list } = (await categories.json()) as { categories: Array<{ id: number; name: string }> };
  const response = await admin.request.post('/_api/admin/indicators', {
    data: {
      name,
      description: 'An indicator made by the releases journey, to upload versions of.',
      price: 19,
      isActive: true,
      categoryIds: [list.find((c) => c.name !== 'Bundles')!.id],
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { indicator: { id: number } }).indicator.id;
}

async function buy(customer: Page, indicatorId: number) {
  await customer.goto(`/indicators/${indicatorId}`);
  await customer.getByTestId('add-to-cart').click();
  await expect(customer.getByTestId('cart-badge')).toHaveAccessibleName('Cart, 1 item');
  await customer.goto('/checkout');
  await customer.getByTestId('place-order').click();
  await expect(customer.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
}

/** A small but real add-on archive. */
const addOnZip = (version: string) =>
  Buffer.from(
    zipSync({
      'NovaTick/readme.txt': strToU8(`NovaTick e2e add-on ${version}\n${randomBytes(16).toString('hex')}\n`),
      'NovaTick/Indicator.cs': strToU8('// NinjaTrader 8 indicator source\n'),
    }),
  );

test.describe('admin indicator management: releases', () => {
  test('an admin uploads a version with a progress bar; the owner downloads it with the shown SHA-256; withdrawn, it is gone', async ({
    browser,
  }) => {
    test.slow();
    const name = `E2E Release Gauge ${randomBytes(3).toString('hex')}`;
    const adminContext = await browser.newContext();
    const customerContext = await browser.newContext();
    const admin = await adminContext.newPage();
    const customer = await customerContext.newPage();
    await signInAsAdmin(admin);
    const indicatorId = await createIndicator(admin, name);
    await registerNewUser(customer, { displayName: 'Release Owner' });
    await buy(customer, indicatorId);

    // From the indicator table to its releases page.
    await admin.goto('/admin/dashboard');
    await admin.getByRole('link', { name: `Releases of ${name}` }).click();
    await expect(admin).toHaveURL(`/admin/indicators/${indicatorId}/releases`);
    await expect(admin.getByRole('heading', { level: 1, name: `Releases of ${name}` })).toBeVisible();
    await expect(admin.getByText('No releases yet. Upload the first version below.')).toBeVisible();

    // Bad input is refused next to its field: a version that is not semver (in the browser), a
    // file that is not a zip (by the server, which stores nothing).
    const form = admin.getByTestId('release-upload-form');
    await form.getByLabel('Version', { exact: true }).fill('1.0');
    await form.getByRole('button', { name: 'Upload' }).click();
    await expect(form.getByText('Version must be a semantic version such as 1.2.0.')).toBeVisible();
    await expect(form.getByText('Please choose the release file (.zip).')).toBeVisible();
    await expect(form.getByText('Minimum platform version is required.')).toBeVisible();
    await expect(form.getByText('English release notes are required.')).toBeVisible();
    await form.getByLabel('Version', { exact: true }).fill('1.0.0');
    await form.getByLabel('Minimum platform version').fill('8.1.2');
    await form.getByLabel('Release notes (English)').fill('First release: alerts on every bar.');
    await form
      .getByLabel('File (.zip)')
      .setInputFiles({ name: 'fake.zip', mimeType: 'application/zip', buffer: Buffer.from('not a zip at all') });
    await form.getByRole('button', { name: 'Upload' }).click();
    await expect(form.getByText('The file is not a .zip archive.')).toBeVisible();
    await expect(form.getByLabel('File (.zip)')).toHaveAttribute('aria-invalid', 'true');
    await expect(admin.getByText('No releases yet. Upload the first version below.')).toBeVisible();

    // The real upload (a draft): the bar reaches 100% and the row appears.
    const zip = addOnZip('1.0.0');
    const sha256 = createHash('sha256').update(zip).digest('hex');
    await form
      .getByLabel('File (.zip)')
      .setInputFiles({ name: 'gauge-1.0.0.zip', mimeType: 'application/zip', buffer: zip });
    await form.getByRole('button', { name: 'Upload' }).click();
    const progress = admin.getByRole('progressbar', { name: 'Upload progress' });
    await expect(progress).toHaveAttribute('value', '100');
    await expect(admin.getByTestId('upload-progress-text')).toHaveText('100%: upload complete.');
    await expect(admin.getByText('Version 1.0.0 uploaded as a draft.')).toBeVisible();
    const row = admin.getByTestId('release-row').filter({ hasText: '1.0.0' });
    await expect(row.getByTestId('release-status')).toHaveText('Draft');
    await expect(row.getByTestId('release-sha256-short')).toHaveText(`${sha256.slice(0, 12)}…`);
    await expect(row.getByTestId('release-sha256-short')).toHaveAttribute('title', sha256);
    await expect(row.getByTestId('release-downloads')).toHaveText('0');
    // The form starts over, and the same version is refused before anything is sent.
    await expect(form.getByLabel('Version', { exact: true })).toHaveValue('');
    await form.getByLabel('Version', { exact: true }).fill('1.0.0');
    await form.getByRole('button', { name: 'Upload' }).click();
    await expect(form.getByText('This version already exists for this product.')).toBeVisible();
    await expectNoAxeViolations(admin);

    // Published from the edit dialog, with a newer minimum platform.
    await row.getByRole('button', { name: 'Edit version 1.0.0' }).click();
    const edit = admin.getByRole('dialog', { name: 'Edit version 1.0.0' });
    await expect(edit.getByLabel('Release notes (English)')).toHaveValue('First release: alerts on every bar.');
    await edit.getByLabel('Minimum platform version').fill('8.1.3');
    await edit.getByLabel('Status').selectOption({ label: 'Published' });
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(row.getByTestId('release-status')).toHaveText('Published');
    await expect(row).toContainText('8.1.3');

    // The owner sees it on /orders and downloads exactly those bytes.
    await customer.goto('/orders');
    const product = customer.getByTestId('library-product').filter({ hasText: name });
    await expect(product.getByTestId('release-version')).toHaveText('Version 1.0.0');
    await expect(product.getByTestId('release-notes').first()).toContainText('First release: alerts on every bar.');
    const shown = (await product.getByTestId('release-sha256').first().textContent())!.trim();
    expect(shown).toBe(sha256);
    const [download] = await Promise.all([
      customer.waitForEvent('download'),
      product.getByRole('button', { name: `Download ${name} 1.0.0` }).click(),
    ]);
    const file = await readFile((await download.path())!);
    expect(createHash('sha256').update(file).digest('hex')).toBe(shown);

    // The admin sees the download counted, then withdraws the version after a confirmation.
    await admin.reload();
    await expect(row.getByTestId('release-downloads')).toHaveText('1');
    await row.getByRole('button', { name: 'Withdraw version 1.0.0' }).click();
    const dialog = admin.getByRole('alertdialog', { name: 'Withdraw version 1.0.0?' });
    await expect(dialog).toContainText(`Customers will no longer see or download ${name} 1.0.0.`);
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await expect(row.getByTestId('release-status')).toHaveText('Withdrawn');
    await expect(row.getByRole('button', { name: 'Restore version 1.0.0' })).toBeVisible();

    // Gone from the owner's library (kept for the admin).
    await customer.reload();
    await expect(product).toContainText('No version has been published yet.');
    await expect(product.getByTestId('release-version')).toHaveCount(0);

    await adminContext.close();
    await customerContext.close();
  });
});
