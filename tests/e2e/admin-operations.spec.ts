import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './test.ts';
import { signInAsAdmin, uniqueEmail } from './auth-helpers.ts';
import { expectNoAxeViolations, usePreferences } from './helpers.ts';

// The operator's kit in the browser: webhooks (with a real receiver on 127.0.0.1), API
// keys, the audit log and backups, each reached from the admin navigation; the API's own docs.

test.describe('operator pages', () => {
  test('webhooks, API keys, audit log and backups, from the admin navigation', async ({ page, request }) => {
    test.slow();
    const received: IncomingHttpHeaders[] = [];
    const receiver = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        received.push(req.headers);
        res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

    try {
      await signInAsAdmin(page);
      await page.goto('/admin');
      const nav = page.getByRole('navigation', { name: 'Admin navigation' });
      for (const name of ['Webhooks', 'API keys', 'Audit log', 'Backups'])
        await expect(nav.getByRole('link', { name })).toBeVisible();

      // 1. Webhooks: add one (its secret shown once), hear a new customer, see the delivery, send again.
      await nav.getByRole('link', { name: 'Webhooks' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
      await page.getByTestId('webhook-new').click();
      const form = page.getByTestId('webhook-form');
      await form.getByLabel('URL').fill(hookUrl);
      await form.getByLabel('Description').fill('E2E receiver');
      await form.getByLabel('customer.created').check();
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByTestId('webhook-secret-value')).toHaveText(/^whsec_/);
      const row = page.getByTestId('webhook-row').filter({ hasText: hookUrl });
      await expect(row).toContainText('customer.created');
      // Checked once the confirmation toast has gone: mid-fade, its text fails colour contrast.
      await expect(page.getByText('Webhook added.')).toBeVisible();
      await expect(page.getByText('Webhook added.')).toBeHidden({ timeout: 15_000 });
      await expectNoAxeViolations(page);

      const email = uniqueEmail('hook');
      const registered = await request.post('/_api/auth/register_with_password', {
        data: { email, password: 'e2e-password-1', displayName: 'Hook Customer' },
      });
      expect(registered.status()).toBe(200);
      await expect.poll(() => received.length, { timeout: 30_000 }).toBeGreaterThan(0);
      expect(received[0]!['webhook-signature']).toMatch(/^v1,/);

      await row.getByRole('button', { name: 'Deliveries' }).click();
      const delivery = page.getByTestId('webhook-delivery-row').first();
      await expect(delivery).toContainText('customer.created');
      await expect(delivery).toContainText('Delivered');
      await expect(delivery).toContainText('200');
      await delivery.getByRole('button', { name: 'Send again' }).click();
      await expect(page.getByText('Queued to be sent again.')).toBeVisible();
      // Other specs register customers meanwhile (each event arrives once): the delivery sent again
      // is the one webhook-id that arrives twice.
      const twice = () => {
        const ids = received.map((headers) => String(headers['webhook-id']));
        return ids.some((id, i) => ids.indexOf(id) !== i);
      };
      await expect.poll(twice, { timeout: 30_000 }).toBe(true);

      await row.getByRole('button', { name: 'Edit' }).click();
      await page.getByTestId('webhook-form').getByLabel('Description').fill('E2E receiver, edited');
      await page.getByTestId('webhook-form').getByRole('button', { name: 'Save' }).click();
      await expect(row).toContainText('E2E receiver, edited');
      const firstSecret = await page.getByTestId('webhook-secret-value').textContent();
      await row.getByRole('button', { name: 'Rotate secret' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Rotate secret' }).click();
      await expect(page.getByTestId('webhook-secret-value')).not.toHaveText(firstSecret!);
      await row.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('Webhook deleted.')).toBeVisible();
      await expect(row).toHaveCount(0);

      // 2. API keys: the token once, used by a program, then revoked.
      await nav.getByRole('link', { name: 'API keys' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
      await page.getByTestId('api-key-new').click();
      await page.getByTestId('api-key-form').getByLabel('Name').fill('E2E CRM');
      await page.getByTestId('api-key-form').getByRole('button', { name: 'Create key' }).click();
      const token = (await page.getByTestId('api-key-token-value').textContent())!;
      expect(token).toMatch(/^ntk_/);
      const keyRow = page.getByTestId('api-key-row').filter({ hasText: 'E2E CRM' });
      await expect(keyRow).toContainText(token.slice(0, 12));
      await expect(keyRow).toContainText('orders:read');
      await expect(keyRow).toContainText('Never');
      const call = await request.get('/_api/admin/orders', { headers: { authorization: `Bearer ${token}` } });
      expect(call.status()).toBe(200);
      await page.reload();
      await expect(keyRow).not.toContainText('Never');
      await keyRow.getByRole('button', { name: 'Revoke' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
      await expect(keyRow).toContainText('Revoked');
      const refused = await request.get('/_api/admin/orders', { headers: { authorization: `Bearer ${token}` } });
      expect(refused.status()).toBe(401);

      // 3. The audit log: filtered by action, paged, and the same as CSV.
      await nav.getByRole('link', { name: 'Audit log' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
      await expect(page.getByTestId('audit-row').first()).toBeVisible();
      await page.getByLabel('Action').fill('api-keys');
      await page.getByRole('button', { name: 'Filter' }).click();
      await expect(page.getByTestId('audit-row').first()).toContainText('api-keys');
      await expect(page.getByTestId('audit-row').filter({ hasText: 'webhooks' })).toHaveCount(0);
      await expect(
        page
          .getByTestId('audit-row')
          .filter({ hasText: /api-keys#\d+/ })
          .first(),
      ).toBeVisible();
      const csvHref = await page.getByTestId('audit-csv').getAttribute('href');
      expect(csvHref).toBe('/_api/admin/audit/export?action=api-keys');
      const csv = await page.request.get(csvHref!);
      expect(csv.status()).toBe(200);
      expect(await csv.text()).toContain('api-keys/revoke');

      // 4. Backups: one made now, listed complete with its checksum.
      await nav.getByRole('link', { name: 'Backups' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible();
      await page.getByTestId('backup-start').click();
      await expect(page.getByText('Backup started.')).toBeVisible();
      const backup = page.getByTestId('backup-row').first();
      await expect(backup).toHaveAttribute('data-status', 'complete', { timeout: 60_000 });
      await expect(backup).toContainText('Complete');
      await expect(backup).toContainText('.pglite.tar.gz');

      // 5. The same pages in German and dark: translated, and still readable.
      await usePreferences(page, { lang: 'de', theme: 'dark' });
      for (const [path, heading] of [
        ['/admin/webhooks', 'Webhooks'],
        ['/admin/api-keys', 'API-Schlüssel'],
        ['/admin/audit', 'Audit-Protokoll'],
        ['/admin/backups', 'Sicherungen'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('html')).toHaveClass(/dark/);
        await expectNoAxeViolations(page);
      }
    } finally {
      receiver.close();
    }
  });

  test('the API reference renders from our own origin under the page CSP', async ({ page }) => {
    test.slow();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${message.text()} ${message.location().url}`);
    });
    page.on('requestfinished', (req) => {
      if (!req.url().startsWith('http://localhost')) problems.push(`off-origin: ${req.url()}`);
    });
    await page.goto('/docs/api');
    // Swagger UI's bundle is large: on a loaded machine it takes a while to parse and render.
    await expect(page.getByRole('heading', { level: 1 })).toContainText('NovaTick shop API', { timeout: 60_000 });
    await expect(
      page.locator('.opblock-summary-path').filter({ hasText: '/_api/account/sessions' }).first(),
    ).toBeVisible();
    expect(problems).toEqual([]);
  });
});
