import { readFile } from 'node:fs/promises';
import { randomBytes, randomUUID } from 'node:crypto';
import { expect, test } from './test.ts';
import { signInAsAdmin } from './auth-helpers.ts';
import { expectNoAxeViolations, whenHydrated } from './helpers.ts';

// Bring your customers: the admin checks a CSV export with a dry run, imports it,
// follows the run to its result, downloads the refused rows, and the imported key validates.

test.describe('admin import', () => {
  test('dry run, run, result with refused rows, and the imported key works', async ({ page }) => {
    const run = randomBytes(4).toString('hex');
    // A Lemon Squeezy style key (a UUID), as the customer's add-on has it.
    const key = randomUUID().toUpperCase();
    const csv = [
      'email,name,product,key,machine_limit,machine_ids,purchased_at,amount,currency,order_ref,status',
      `moved-${run}@example.com,Moved Trader,Orderflow Pulse,${key},2,OLD-PC,2024-05-01,49.00,USD,OLD-${run}-1,active`,
      `moved-${run}@example.com,Moved Trader,Trend Sentinel,OLDSTORE-${run}-0002,,,2024-05-01,59.00,USD,OLD-${run}-1,active`,
      `someone-${run}@example.com,Someone,No Such Indicator,OLDSTORE-${run}-0003,,,2024-05-02,10.00,USD,OLD-${run}-2,active`,
    ].join('\n');

    await signInAsAdmin(page);
    await page.goto('/admin/import');
    await expect(page.getByRole('heading', { name: 'Import customers', level: 1 })).toBeVisible();
    const file = await whenHydrated(page.getByLabel('Export file'));
    await file.setInputFiles({ name: `moving-${run}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Check file (dry run)' }).click();

    const report = page.getByTestId('import-report');
    await expect(report).toContainText('3 rows in the file.');
    await expect(page.getByTestId('import-report-create')).toHaveText(/Will create\s*1\s*1\s*2\s*1/);
    await expect(report).toContainText('1 row refused');
    await expect(report).toContainText('Unknown product.');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Import now' }).click();
    await expect(page.getByTestId('import-run-status')).toHaveText('Finished', { timeout: 30_000 });
    await expect(page.getByTestId('import-result-create')).toHaveText(/Created\s*1\s*1\s*2\s*1/);
    const result = page.getByTestId('import-result');
    await expect(result).toContainText('1 row refused');

    const downloading = page.waitForEvent('download');
    await result.getByRole('link', { name: 'Download refused rows (CSV)' }).click();
    const text = await readFile((await (await downloading).path())!, 'utf8');
    expect(text).toBe('line,code,reason\r\n4,unknown_product,Unknown product: “No Such Indicator”.\r\n');

    // The run shows again when the page is opened anew.
    await page.reload();
    await expect(page.getByTestId('import-run-status')).toHaveText('Finished');
    await expectNoAxeViolations(page);

    // The trader's add-on keeps working with the old key; the imported machine holds a slot.
    const answer = await page.request.post('/_api/licences/validate', { data: { key, machineId: 'OLD-PC' } });
    expect(await answer.json()).toMatchObject({
      valid: true,
      code: 'VALID',
      licence: { key, machineLimit: 2, activations: 1 },
    });
    expect(answer.headers()['x-licence-signature']).toMatch(/^keyId=/);
  });
});
