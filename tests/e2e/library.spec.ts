import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from './test.ts';
import { registerNewUser } from './auth-helpers.ts';
import { buyThroughCheckout, expectNoAxeViolations } from './helpers.ts';

// The customer library on /orders: a buyer sees the seeded releases of what they own,
// downloads the latest through a short-lived link, and the file's SHA-256 is the one shown.

test('a customer who owns an indicator downloads its latest version from /orders, hash as shown', async ({ page }) => {
  test.slow();
  await registerNewUser(page, { displayName: 'Library Buyer' });
  await buyThroughCheckout(page, 'Delta Divergence');

  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 2, name: 'Your downloads' })).toBeVisible();
  const product = page.getByTestId('library-product').filter({ hasText: 'Delta Divergence' });
  await expect(product.getByTestId('release-version')).toHaveText('Version 3.2.0');
  // Its own notes, not another indicator's.
  await expect(product.getByTestId('release-notes').first()).toContainText('Swing Strength');
  // The licence key comes before the downloads, whose notes are folded.
  const keyTop = (await page.getByTestId('licence-key').first().boundingBox())!.y;
  const libraryTop = (await page.getByRole('heading', { level: 2, name: 'Your downloads' }).boundingBox())!.y;
  expect(keyTop).toBeLessThan(libraryTop);
  await expect(product.getByTestId('release-notes').first()).toBeHidden();
  await product.getByTestId('latest-notes').getByText('Release notes').click();
  await expect(product.getByTestId('release-notes').first()).toBeVisible();
  const shown = (await product.getByTestId('release-sha256').first().textContent())!.trim();
  expect(shown).toMatch(/^[0-9a-f]{64}$/);

  // Older versions wait behind the disclosure.
  const older = product.getByTestId('release-older');
  await expect(older.first()).toBeHidden();
  await product.getByText('All versions (3)').click();
  await expect(older.first()).toContainText('Version 3.1.5');
  await expect(older.nth(1)).toContainText('Version 3.1.0');
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    product.getByRole('button', { name: 'Download Delta Divergence 3.2.0' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('delta-divergence-3.2.0.zip');
  const file = await readFile((await download.path())!);
  expect(file.subarray(0, 2).toString()).toBe('PK');
  expect(createHash('sha256').update(file).digest('hex')).toBe(shown);
});
