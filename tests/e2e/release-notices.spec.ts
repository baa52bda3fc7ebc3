import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './test.ts';
import { registerNewUser, signInAsAdmin } from './auth-helpers.ts';
import { expectNoAxeViolations, usePreferences, waitForMail } from './helpers.ts';

// Update notices: publishing a version e-mails its owner in their language;
// the e-mail's link unsubscribes without signing in, and /orders turns the e-mails back on.

/** An .eml's headers (unfolded) and its quoted-printable UTF-8 body, decoded. */
function parseMail(raw: string) {
  const split = raw.indexOf('\n\n');
  const headers = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const qp = raw.slice(split + 2).replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < qp.length; i++) {
    const hex = qp[i] === '=' ? /^[0-9A-F]{2}$/.exec(qp.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(qp[i]!, 'utf8'));
  }
  return { headers, body: Buffer.from(bytes).toString('utf8') };
}

async function post(request: APIRequestContext, url: string, data: unknown) {
  const response = await request.post(url, { data: data as Record<string, unknown> });
  expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300);
  return response.json() as Promise<Record<string, unknown>>;
}

test('an owner gets the update e-mail in German, unsubscribes from its link and turns it back on at /orders', async ({
  page,
  browser,
}) => {
  test.slow();
  // The admin's own context: a new indicator (so no other journey's library changes).
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signInAsAdmin(adminPage);
  const categories = (await (await adminPage.request.get('/_api/categories')).json()) as
    { id: number }[] | { categories: { id: number }[] };
  const categoryId = (Array.isArray(categories) ? categories : categories.categories)[0]!.id;
  const name = `Notice Radar ${randomBytes(3).toString('hex')}`;
  const { indicator } = (await post(adminPage.request, '/_api/admin/indicators', {
    name,
    description: 'Bought by the update-notice journey.',
    price: 49,
    isActive: true,
    categoryIds: [categoryId],
  })) as { indicator: { id: number } };

  // A customer buys it with the shop in German.
  await usePreferences(page, { lang: 'de' });
  const email = await registerNewUser(page, { displayName: 'Notice Käufer' });
  await post(page.request, '/_api/cart/add', { indicatorId: indicator.id });
  await post(page.request, '/_api/checkout', {});
  await page.goto('/orders');
  const toggle = page.getByRole('switch', { name: 'Per E-Mail benachrichtigen, wenn eine neue Version erscheint' });
  await expect(toggle).toBeChecked();

  const published = await adminPage.request.post('/_api/admin/releases', {
    multipart: {
      indicatorId: String(indicator.id),
      version: '1.4.0',
      minPlatformVersion: '8.1.2',
      status: 'published',
      notes: JSON.stringify({
        en: '## Alerts\n- **Sound** on every signal',
        de: '## Alarme\n- **Ton** bei jedem Signal',
      }),
      file: {
        name: 'notice-radar-1.4.0.zip',
        mimeType: 'application/zip',
        buffer: Buffer.concat([Buffer.from('504b0304', 'hex'), randomBytes(64)]),
      },
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(published.status(), await published.text()).toBe(201);
  await admin.close();

  // The Subject is an encoded word (umlaut); the List-Unsubscribe header marks an update notice.
  const mail = parseMail(await waitForMail(email, /releases\/notices\/unsubscribe/, 20_000));
  expect(mail.body).toContain(`Version 1.4.0 von ${name} ist ab sofort verfügbar.`);
  expect(mail.body).toContain('- Ton bei jedem Signal');
  expect(mail.headers).toMatch(/^List-Unsubscribe: <http[^>]+\/_api\/releases\/notices\/unsubscribe\?token=[\w.-]+>$/m);
  expect(mail.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  const link = new URL(/https?:\/\/\S+\/releases\/unsubscribe\?token=[\w.-]+&lang=de/.exec(mail.body)![0]);

  // The link works without signing in.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(link.pathname + link.search);
  await expect(visitorPage.getByRole('heading', { level: 1, name: 'E-Mails zu neuen Versionen' })).toBeVisible();
  await expectNoAxeViolations(visitorPage);
  await visitorPage.getByRole('button', { name: 'Abmelden' }).click();
  await expect(visitorPage.getByRole('status')).toContainText('erhält keine E-Mails zu neuen Versionen mehr');
  // An altered token is refused.
  await visitorPage.goto(`${link.pathname}?token=${link.searchParams.get('token')!.slice(0, -2)}xx&lang=de`);
  await expect(visitorPage.getByRole('alert')).toContainText('Dieser Abmeldelink ist ungültig');
  await visitor.close();

  // The owner sees it off on /orders and turns it back on.
  await page.reload();
  await expect(toggle).not.toBeChecked();
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/_api/releases/notices') && r.ok()),
    toggle.click(),
  ]);
  await expect(toggle).toBeChecked();
  await page.reload();
  await expect(toggle).toBeChecked();
  await expectNoAxeViolations(page);
});
