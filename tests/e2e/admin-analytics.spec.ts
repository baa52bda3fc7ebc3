import { expect, test } from './test.ts';
import { readFile } from 'node:fs/promises';
import { registerNewUser, signInAsAdmin } from './auth-helpers.ts';
import { expectNoAxeViolations } from './helpers.ts';

// The owner's cockpit. Desktop only (admin pages; see playwright.config.ts).

test.describe('admin analytics', () => {
  test('shows the revenue chart and its table, changes the interval, and downloads the orders CSV', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/admin');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Analytics/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/analytics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();

    const revenue = page.getByRole('figure', { name: 'Revenue (net of refunds)' });
    await expect(revenue.locator('canvas')).toBeVisible();
    await revenue.getByText('Show as a table').click();
    const table = revenue.getByRole('table', { name: 'Revenue (net of refunds)' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'This period' })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(31); // the header and 30 days
    await expectNoAxeViolations(page);
    // Dates as the page's language writes them, a rate's change in points.
    await expect(page.getByTestId('analytics-range')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} to /);
    await expect(page.getByTestId('analytics-range')).not.toHaveText(/\d{4}-\d{2}-\d{2}/);
    await expect(page.getByTestId('kpi-change-affiliateShare')).toHaveText(/^\([+-]?\d+\.\d pts\)$/);
    await expect(table.getByRole('cell').first()).not.toHaveText(/, \d{2}$/);

    await page.getByLabel('Interval', { exact: true }).selectOption('month');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/interval=month/);
    await revenue.getByText('Show as a table').click();
    await expect(revenue.getByRole('table').getByRole('row')).not.toHaveCount(31);
    await expect(revenue.locator('canvas')).toBeVisible();

    await page.getByLabel('From', { exact: true }).fill('2025-03-02');
    await page.getByLabel('To', { exact: true }).fill('2025-03-01');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert')).toHaveText('The date range ends before it starts.');

    await page.goto('/admin/orders');
    const downloading = page.waitForEvent('download');
    await page.getByRole('form', { name: 'Export CSV' }).getByRole('button', { name: 'Orders CSV' }).click();
    const text = await readFile((await (await downloading).path())!, 'utf8');
    expect(text.split('\r\n')[0]).toMatch(
      /^order_id,order_date,.*,discount,.*,refund_amount,tax_country,tax_rate_percent,tax_amount$/,
    );
  });
});

test.describe('admin customers', () => {
  test('an admin finds a customer and disables them, and that customer cannot sign in', async ({ page, browser }) => {
    const customerContext = await browser.newContext();
    const customerPage = await customerContext.newPage();
    const email = await registerNewUser(customerPage, { displayName: 'Disable Me' });

    await signInAsAdmin(page);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Customers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await page.getByLabel('Search customers').fill(email);
    const row = page.getByTestId('customer-row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(page.getByTestId('customer-row')).toHaveCount(1);
    await row.getByRole('button', { name: /Details/ }).click();
    await expect(row.getByTestId('customer-sessions')).toHaveText('1');
    await expectNoAxeViolations(page);

    await row.getByRole('button', { name: 'Disable sign-in' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Disable sign-in' }).click();
    await expect(row.getByText('Sign-in disabled')).toBeVisible();
    await expect(row.getByTestId('customer-sessions')).toHaveText('0');

    // Their open browser is signed out, and signing in again is refused.
    await customerPage.goto('/orders');
    await expect(customerPage).toHaveURL(/\/login/);
    const login = customerPage.getByTestId('login-form');
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password').fill('e2e-password-1');
    await login.getByRole('button', { name: 'Log In' }).click();
    await expect(customerPage.getByTestId('login-error')).toHaveText(
      'This account is disabled. Please contact support.',
    );
    await customerContext.close();
  });
});
