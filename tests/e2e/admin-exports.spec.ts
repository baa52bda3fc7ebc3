import { expect, test } from './test.ts';
import { readFile } from 'node:fs/promises';
import { signInAsAdmin } from './auth-helpers.ts';
import { expectNoAxeViolations, whenHydrated } from './helpers.ts';

// The admin downloads CSV exports from a plain GET form.

const day = (d: Date) => d.toISOString().slice(0, 10);

test.describe('admin CSV exports', () => {
  test('downloads the orders CSV for the last 30 days and refuses a reversed range', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/orders');
    const form = page.getByRole('form', { name: 'Export CSV' });
    const today = new Date();
    await expect(form.getByLabel('To')).toHaveValue(day(today));
    await expect(form.getByLabel('From')).toHaveValue(day(new Date(today.getTime() - 29 * 86_400_000)));
    await expectNoAxeViolations(page);

    const downloading = page.waitForEvent('download');
    await form.getByRole('button', { name: 'Orders CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.split('\r\n')[0]).toBe(
      'order_id,order_date,paid_at,status,customer_email,item,unit_price,discount,order_subtotal,order_tax,order_total,currency,refunded_at,refund_amount,tax_country,tax_rate_percent,tax_amount',
    );
    await expect(page).toHaveURL(/\/admin\/orders$/);

    await form.getByLabel('From').fill('2025-03-02');
    await form.getByLabel('To').fill('2025-03-01');
    await form.getByRole('button', { name: 'Customers CSV' }).click();
    await expect(form.getByRole('alert')).toHaveText('The date range ends before it starts.');
  });

  test('shows the chosen days in the page language (German), and a refused range under the fields', async ({
    page,
  }) => {
    // The browser's date field shows the browser's locale; the day is written out in the page's.
    await signInAsAdmin(page);
    await page.goto('/admin/orders?lang=de');
    const form = page.getByRole('form', { name: 'CSV exportieren' });
    const from = form.getByLabel('Von', { exact: true });
    const to = form.getByLabel('Bis', { exact: true });
    // Filled before hydration, the field would go back to its default when React takes it over.
    await whenHydrated(from);
    await from.fill('2026-03-04');
    await expect(from).toHaveAccessibleDescription('Ausgewählt: 4. März 2026');
    await to.fill('2026-03-01');
    await expect(to).toHaveAccessibleDescription('Ausgewählt: 1. März 2026');
    await form.getByRole('button', { name: 'Kunden als CSV' }).click();
    await expect(form.getByRole('alert')).toHaveText('Der Zeitraum endet vor seinem Beginn.');
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveAccessibleDescription('Ausgewählt: 1. März 2026 Der Zeitraum endet vor seinem Beginn.');
    await expect(from).toHaveValue('2026-03-04');
    await expectNoAxeViolations(page);
  });

  test('downloads the payouts CSV from the payouts page', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/payouts');
    const downloading = page.waitForEvent('download');
    await page.getByRole('form', { name: 'Export CSV' }).getByRole('button', { name: 'Payouts CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^payouts-.*\.csv$/);
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.split('\r\n')[0]).toMatch(/^payout_id,requested_at,/);
  });
});
