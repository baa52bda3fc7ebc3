import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { registerNewUser, signInAsAdmin, signOut } from './auth-helpers.ts';
import { expectNoAxeViolations } from './helpers.ts';

// Licence admin: an admin finds a customer's key, suspends it (the add-on is told at
// once), and reinstates it; the customer sees when each machine was last seen and the history.

async function buyAndActivate(page: Page) {
  const email = await registerNewUser(page, { displayName: 'Licence Admin Customer' });
  const catalogue = await page.request.get('/_api/indicators');
  const { indicators } = (await catalogue.json()) as { indicators: Array<{ id: number; kind: string }> };
  const indicator = indicators.find((i) => i.kind !== 'bundle')!;
  expect((await page.request.post('/_api/cart/add', { data: { indicatorId: indicator.id } })).ok()).toBe(true);
  expect((await page.request.post('/_api/checkout', { data: {} })).status()).toBe(200);
  const orders = (await (await page.request.get('/_api/orders')).json()) as {
    orders: Array<{ items: Array<{ licence: { key: string } | null }> }>;
  };
  const key = orders.orders[0]!.items[0]!.licence!.key;
  const activated = await page.request.post('/_api/licences/activate', {
    data: { key, machineId: 'E2E-LIC-PC', machineName: 'Trading desk' },
  });
  expect(activated.status()).toBe(200);
  return { email, key };
}

const validate = async (page: Page, key: string) =>
  (await page.request.post('/_api/licences/validate', { data: { key, machineId: 'E2E-LIC-PC' } })).json();

test.describe('admin licences', () => {
  test('the customer sees last seen and history; an admin finds the key, suspends it, and reinstates it', async ({
    page,
  }) => {
    test.slow();
    const { email, key } = await buyAndActivate(page);

    await page.goto('/orders');
    const licence = page.getByTestId('licence').filter({ hasText: key });
    await expect(licence.getByTestId('last-seen')).toContainText('last seen');
    await licence.getByText('Licence history').click();
    await expect(licence.getByTestId('licence-history')).toContainText('Activated on Trading desk');
    await signOut(page);

    await signInAsAdmin(page);
    await page.goto('/admin/licences');
    await expect(page.getByRole('heading', { level: 1, name: 'Licences' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Licences' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('searchbox', { name: 'Search licences' }).fill(key.toLowerCase());
    const row = page.getByTestId('licence-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(email);
    await expect(row).toContainText('1 of 1 machines');
    await expectNoAxeViolations(page);
    await row.getByRole('link', { name: `Open licence ${key}` }).click();

    await expect(page.getByRole('heading', { level: 1, name: key })).toBeVisible();
    await expect(page.getByTestId('licence-status')).toHaveText('Active');
    await expect(page.getByTestId('admin-machine')).toContainText('Trading desk');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Suspend' }).click();
    await page
      .getByRole('alertdialog', { name: `Suspend licence ${key}?` })
      .getByRole('button', { name: 'Suspend' })
      .click();
    await expect(page.getByText('Licence suspended.')).toBeVisible();
    await expect(page.getByTestId('licence-status')).toHaveText('Suspended');
    expect(await validate(page, key)).toMatchObject({ valid: false, code: 'SUSPENDED' });

    await page.getByRole('button', { name: 'Reinstate' }).click();
    await expect(page.getByText('Licence reinstated.')).toBeVisible();
    await expect(page.getByTestId('licence-status')).toHaveText('Active');
    expect(await validate(page, key)).toMatchObject({ valid: true });
    await expect(page.getByTestId('event-type').first()).toHaveText('Reinstated');
    await expect(page.getByTestId('event-type').nth(1)).toHaveText('Suspended');
  });
});

test.describe('licence client for NinjaTrader', () => {
  test('the licences page links to the client; the page names this shop and its products, and the ZIP downloads', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/licences');
    await page.getByTestId('sdk-link').click();
    await expect(page).toHaveURL(/\/admin\/licences\/sdk$/);
    await expect(page.getByRole('heading', { level: 1, name: 'NinjaTrader licence client' })).toBeVisible();
    await expect(page.getByTestId('sdk-products').getByRole('listitem').first()).toContainText(
      'NovaTickShop.Products.',
    );
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('sdk-download').click()]);
    expect(download.suggestedFilename()).toBe('NovaTick-NinjaTrader-licence-client.zip');
    const zip = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of zip) chunks.push(chunk as Buffer);
    // A ZIP's local file header, and the pre-filled settings file inside.
    const bytes = Buffer.concat(chunks);
    expect(bytes.subarray(0, 4).toString('hex')).toBe('504b0304');
    expect(bytes.toString('latin1')).toContain('NovaTick/');
    await expectNoAxeViolations(page);
  });
});
