import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { randomBytes } from 'node:crypto';
import { registerNewUser, signIn, signInAsAdmin, signOut, uniqueEmail } from './auth-helpers.ts';
import { expectNoAxeViolations, usePreferences, waitForMail } from './helpers.ts';

// The affiliate journey: a visitor arrives through a referral link, registers and
// buys; the affiliate sees the referral and the commission and requests a payout; the admin
// pays it and bulk-edits two affiliates. Each run makes its own affiliates, so the desktop and
// phone projects never touch each other's balances.

const PASSWORD = 'e2e-password-1';

async function firstCategoryId(page: Page): Promise<number> {
  const res = await page.request.get('/_api/categories');
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as Array<{ id: number }> | { categories: Array<{ id: number }> };
  const list = Array.isArray(body) ? body : body.categories;
  return list[0]!.id;
}

/** An indicator priced so one purchase clears the $50 payout minimum at the 10% default rate. */
async function createPricyIndicator(page: Page): Promise<number> {
  await signInAsAdmin(page);
  const res = await page.request.post('/_api/admin/indicators', {
    data: {
      name: `E2E Affiliate Suite ${randomBytes(3).toString('hex')}`,
      description: 'Bought by the affiliate e2e journey.',
      price: 600,
      isActive: true,
      categoryIds: [await firstCategoryId(page)],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { indicator } = (await res.json()) as { indicator: { id: number } };
  await signOut(page);
  return indicator.id;
}

test.describe('affiliate program', () => {
  test('visitor: Authentication Required notice with a sign-in link, no redirect', async ({ page }) => {
    const response = await page.goto('/affiliate');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/affiliate$/);
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await expect(page.getByTestId('affiliate-auth-required').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login?next=%2Faffiliate',
    );
    await expectNoAxeViolations(page);
  });

  test('visitor in German and dark theme', async ({ page }) => {
    await usePreferences(page, { lang: 'de', theme: 'dark' });
    await page.goto('/affiliate');
    await expect(page.getByRole('heading', { level: 1, name: 'Partnerprogramm' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Anmeldung erforderlich' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('?ref= on a page remembers an active code for 30 days; unknown and inactive codes are ignored', async ({
    page,
  }) => {
    await page.goto('/?ref=NOSUCHCODE');
    await page.goto('/pricing?ref=KENJITICK'); // seeded, inactive
    expect((await page.context().cookies()).find((c) => c.name === 'ref')).toBeUndefined();
    await page.goto('/pricing?ref=sofiaflow'); // seeded, active
    const ref = (await page.context().cookies()).find((c) => c.name === 'ref');
    expect(ref).toMatchObject({ value: 'SOFIAFLOW', httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(ref!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);

    // The sign-up form shows the remembered code, twice in a row (no cached copy).
    for (let i = 0; i < 2; i++) {
      await page.goto('/login?tab=register');
      await expect(page.getByRole('textbox', { name: /Referral code/ })).toHaveValue('SOFIAFLOW');
    }
    await page.context().clearCookies();
    await page.goto('/login?tab=register');
    await expect(page.getByRole('textbox', { name: /Referral code/ })).toHaveValue('');
  });

  test('refer, buy, earn, request a payout, get paid; admin bulk-edits two affiliates', async ({ page, context }) => {
    test.setTimeout(120_000);
    const tag = `Aff${randomBytes(3).toString('hex')}`;
    const indicatorId = await createPricyIndicator(page);

    // 1. A user joins the program through the form (terms required).
    const affiliateEmail = await registerNewUser(page, { displayName: `${tag} Partner` });
    await page.goto('/affiliate');
    await expect(page.getByRole('heading', { name: 'Become an Affiliate' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Join the Affiliate Program' }).click();
    await expect(page.getByText('You must agree to the terms and conditions.')).toBeVisible();
    await page.getByRole('checkbox', { name: /I agree to the terms and conditions/ }).check();
    await page.getByRole('button', { name: 'Join the Affiliate Program' }).click();
    await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
    const code = await page.getByTestId('affiliate-code').inputValue();
    expect(code).toMatch(/^[A-Z0-9]{6,16}$/);
    await expect(page.getByTestId('referral-link')).toHaveValue(new RegExp(`/\\?ref=${code}$`));

    // Copy shows 'Copied!' for two seconds.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const copyCode = page.getByRole('button', { name: 'Copy affiliate code' });
    await copyCode.click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await expect(copyCode).toBeVisible({ timeout: 4000 });
    await expectNoAxeViolations(page);
    await signOut(page);

    // 2. A visitor arrives through the link; the code waits in a 30-day first-party cookie.
    await context.clearCookies();
    await page.goto(`/pricing?ref=${code.toLowerCase()}`);
    const ref = (await context.cookies()).find((c) => c.name === 'ref');
    expect(ref).toMatchObject({ value: code, httpOnly: true, sameSite: 'Lax' });
    expect(ref!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);

    // 3. They register (no code typed: the cookie carries it) and buy.
    const customerEmail = await registerNewUser(page, { displayName: `${tag} Customer` });
    expect((await page.request.post('/_api/cart/add', { data: { indicatorId } })).ok()).toBe(true);
    const checkout = await page.request.post('/_api/checkout', { data: {} });
    expect(checkout.status(), await checkout.text()).toBe(200);
    await signOut(page);

    // 4. The affiliate sees the referral and the $60.00 commission.
    await signIn(page, affiliateEmail, PASSWORD);
    await page.goto('/affiliate');
    await expect(page.getByTestId('stat-totalReferrals')).toHaveText('1');
    await expect(page.getByTestId('stat-totalCommissions')).toHaveText('$60.00');
    await expect(page.getByTestId('stat-balance')).toHaveText('$60.00');
    await page.getByRole('tab', { name: 'Referrals' }).click();
    const referral = page.getByTestId('referrals-table').getByRole('row').nth(1);
    await expect(referral).toContainText(`${tag} Customer`);
    await expect(referral).toContainText(`${customerEmail[0]}***@example.com`);
    // The commission is held for the refund window.
    await expect(referral).toContainText('Pending (hold until');
    await expect(referral).toContainText('$60.00');
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('cancelled');
    await expect(page.getByText('No referrals found.')).toBeVisible();
    await expectNoAxeViolations(page);

    // 5. The hold ends: the test server's clock control runs the approval job 15 days
    // ahead, so the commission is approved money. Then a payout request: the form's rules, then a
    // $50 PayPal payout that debits at once.
    expect((await page.request.post('/_api/test/clock', { data: { advanceDays: 15 } })).ok()).toBe(true);
    await page.reload();
    await expect(page.getByTestId('stat-approved')).toHaveText('$60.00');
    await page.getByRole('tab', { name: 'Payouts' }).click();
    const form = page.getByTestId('payout-form');
    await expect(form.getByLabel('Amount (USD)')).toHaveValue('50');
    await form.getByRole('button', { name: 'Request Payout' }).click();
    await expect(form.getByText('Please select a payout method.')).toBeVisible();
    await expect(form.getByRole('option', { name: 'Bank Transfer (Coming Soon)' })).toBeDisabled();
    await form.getByLabel('Payout Method').selectOption('paypal');
    await form.getByLabel('Amount (USD)').fill('70');
    await form.getByLabel('PayPal Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Request Payout' }).click();
    await expect(form.getByText('Amount cannot exceed your current balance.')).toBeVisible();
    await expect(form.getByText('A valid PayPal email is required.')).toBeVisible();
    await form.getByLabel('Amount (USD)').fill('50');
    await form.getByLabel('PayPal Email').fill(affiliateEmail);
    const payoutResponse = page.waitForResponse((r) => r.url().endsWith('/_api/affiliate/payout'));
    await form.getByRole('button', { name: 'Request Payout' }).click();
    const { payoutId } = (await (await payoutResponse).json()) as { payoutId: number };
    await expect(page.getByText('Payout request submitted successfully!')).toBeVisible();
    await expect(form.getByLabel('Amount (USD)')).toHaveValue('50');
    await expect(form.getByLabel('Payout Method')).toHaveValue('');
    await expect(page.getByText('Available balance: $10.00.')).toBeVisible();
    await expect(page.getByTestId('payout-history')).toContainText('Requested');
    await expectNoAxeViolations(page);
    await signOut(page);

    // 6. The admin pays it with the provider's reference; the affiliate is e-mailed.
    await signInAsAdmin(page);
    await page.goto('/admin/payouts');
    const row = page.getByTestId(`payout-row-${payoutId}`);
    await expect(row).toContainText(affiliateEmail);
    await expectNoAxeViolations(page);
    await row.getByRole('button', { name: 'Mark Paid' }).click();
    const dialog = page.getByRole('dialog', { name: `Mark payout #${payoutId} as paid` });
    await dialog.getByRole('button', { name: 'Mark as Paid' }).click();
    await expect(dialog.getByText('A payment reference is required.')).toBeVisible();
    await dialog.getByLabel('Payment reference').fill(`PP-${tag}`);
    await dialog.getByRole('button', { name: 'Mark as Paid' }).click();
    await expect(page.getByText(`Payout #${payoutId} marked as paid.`)).toBeVisible();
    await expect(page.getByTestId(`payout-row-${payoutId}`)).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Show payouts' }).selectOption('paid');
    await expect(page).toHaveURL(/status=paid/);
    await expect(page.getByTestId(`payout-row-${payoutId}`)).toContainText(`Reference: PP-${tag}`);
    expect(await waitForMail(affiliateEmail, new RegExp(`PP-${tag}`))).toContain('$50.00');

    // 7. Bulk edit: a second affiliate with the same tag, both selected, new status and rate.
    await signOut(page);
    await registerNewUser(page, { displayName: `${tag} Second` });
    expect((await page.request.post('/_api/affiliate/register', { data: {} })).ok()).toBe(true);
    await signOut(page);
    await signInAsAdmin(page);
    await page.goto('/admin/affiliates');
    await expectNoAxeViolations(page);
    await page.getByRole('searchbox', { name: 'Search affiliates' }).fill(tag);
    await expect(page).toHaveURL(new RegExp(`search=${tag}`));
    const table = page.getByTestId('affiliates-table');
    await expect(table.getByRole('row')).toHaveCount(3);
    const selectAll = page.getByRole('checkbox', { name: 'Select all affiliates on this page' });
    await page.getByRole('checkbox', { name: `Select ${tag} Partner` }).check();
    await expect(selectAll).toHaveAttribute('aria-checked', 'mixed');
    await expect(page.getByRole('button', { name: 'Bulk Edit (1)' })).toBeVisible();
    await selectAll.click();
    await expect(selectAll).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: 'Bulk Edit (2)' }).click();
    const bulk = page.getByRole('dialog', { name: 'Bulk Edit Affiliates' });
    await bulk.getByRole('button', { name: 'Apply Changes' }).click();
    await expect(bulk.getByText('At least one field must be changed.')).toBeVisible();
    await bulk.getByLabel('Commission Rate (%)').fill('120');
    await bulk.getByRole('button', { name: 'Apply Changes' }).click();
    await expect(bulk.getByText('Must be a number between 0 and 100')).toBeVisible();
    await bulk.getByLabel('Commission Rate (%)').fill('12.5');
    await bulk.getByLabel('Status').selectOption('inactive');
    await expectNoAxeViolations(page);
    await bulk.getByRole('button', { name: 'Apply Changes' }).click();
    await expect(page.getByText('2 affiliate(s) updated successfully.')).toBeVisible();
    await expect(table.getByText('12.5%')).toHaveCount(2);
    await expect(table.getByText('Inactive')).toHaveCount(2);
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('banned');
    await expect(page).toHaveURL(/status=banned/);
    await expect(page.getByText('No Affiliates Found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filter criteria.')).toBeVisible();
  });

  test('admin affiliates list in dark theme: search by code, status filter mirrored in the URL', async ({ page }) => {
    await usePreferences(page, { theme: 'dark' });
    await signInAsAdmin(page);
    await page.goto('/admin/affiliates?status=active');
    await expect(page.getByRole('combobox', { name: 'Filter by status' })).toHaveValue('active');
    await expect(page.getByTestId('affiliates-table')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('searchbox', { name: 'Search affiliates' }).fill(uniqueEmail('nobody'));
    await expect(page.getByText('No Affiliates Found')).toBeVisible();
  });
});
