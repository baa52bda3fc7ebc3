import { expect, test } from './test.ts';
import { uniqueEmail } from './auth-helpers.ts';
import { decodeQuotedPrintable, expectNoAxeViolations, usePreferences, waitForMail, whenHydrated } from './helpers.ts';

// The e-mailed sign-in link's page signs in on the owner's click only.
test('a used or unknown sign-in link says so, in the page language', async ({ page }) => {
  await page.goto('/sign-in-link?token=not-a-real-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with your link' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This sign-in link has expired or was already used. Ask for a new one on the sign-in page.',
  );

  await usePreferences(page, { lang: 'de' });
  await page.goto('/sign-in-link?token=not-a-real-token');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('alert')).toContainText('Dieser Anmeldelink ist abgelaufen');
});

// The e2e server lifts the per-IP limits, so its account limit (five times AUTH_RATE_LIMIT) is out of
// reach of real failures; the test-only `/_api/test/account-lock` fills that one account's count.
test('a locked account: the 429 offers a link by e-mail, which signs in once', async ({ page, request }) => {
  const email = uniqueEmail('locked');
  const password = 'locked-owner-pass-1';
  const registered = await request.post('/_api/auth/register_with_password', {
    data: { email, password, displayName: 'Locked Owner' },
  });
  expect(registered.status()).toBe(200);
  expect((await request.post('/_api/test/account-lock', { data: { email } })).status()).toBe(200);

  await page.goto('/login');
  const form = page.getByTestId('login-form');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await (await whenHydrated(form.getByRole('button', { name: 'Log In' }))).click();
  await expect(page.getByText('Too many failed sign-ins for this account from other addresses')).toBeVisible();
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'a sign-in link is on its way' })).toBeVisible();

  const mail = decodeQuotedPrintable(await waitForMail(email, /^Subject: Your NovaTick sign-in link$/m));
  const link = /https?:\/\/\S+\/sign-in-link\?token=\S+/.exec(mail)![0];
  await page.goto(link);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  expect((await (await page.request.get('/_api/auth/session')).json()).user.email).toBe(email);

  // Single use: the same link, in a browser signed out again, is refused.
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This sign-in link has expired or was already used. Ask for a new one on the sign-in page.',
  );
});
