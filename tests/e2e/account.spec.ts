import { expect, test } from './test.ts';
import { registerNewUser, signIn } from './auth-helpers.ts';
import { expectNoAxeViolations } from './helpers.ts';

// /account: profile, password and sessions, as the customer uses them.

test.describe('account page', () => {
  test('signs out another session: that browser is signed out', async ({ page, browser }) => {
    const email = await registerNewUser(page, { displayName: 'Ana Lima' });
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, email, 'e2e-password-1');
    await otherPage.goto('/orders');
    await expect(otherPage).toHaveURL(/\/orders$/);

    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    const sessions = page.getByTestId('session');
    await expect(sessions).toHaveCount(2);
    await expect(sessions.first()).toContainText('This device');
    await expectNoAxeViolations(page);

    await sessions
      .nth(1)
      .getByRole('button', { name: /^Sign out/ })
      .click();
    await expect(page.getByText('The session was signed out.')).toBeVisible();
    await expect(sessions).toHaveCount(1);

    // The other browser's next page asks it to sign in again.
    await otherPage.goto('/orders');
    await expect(otherPage).toHaveURL(/\/login\?next=%2Forders/);
    await other.close();
  });

  test('saves the profile and changes the password', async ({ page }) => {
    const email = await registerNewUser(page);
    await page.goto('/account');
    const profile = page.getByTestId('profile-form');
    await profile.getByLabel('Display name').fill('Trader Renamed');
    await profile.getByLabel('E-mail language').selectOption('de');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile saved.')).toBeVisible();
    await page.reload();
    await expect(profile.getByLabel('Display name')).toHaveValue('Trader Renamed');
    await expect(profile.getByLabel('E-mail language')).toHaveValue('de');

    const password = page.getByTestId('password-form');
    await password.getByLabel('Current password').fill('not-the-password');
    await password.getByLabel('New password', { exact: true }).fill('a-brand-new-pass-1');
    await password.getByLabel('Confirm new password').fill('a-brand-new-pass-1');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByText('The current password is not correct.')).toBeVisible();

    await password.getByLabel('Current password').fill('e2e-password-1');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password saved. Your other sessions were signed out.')).toBeVisible();
    const again = await page.request.post('/_api/auth/login_with_password', {
      data: { email, password: 'a-brand-new-pass-1' },
    });
    expect(again.status()).toBe(200);
  });

  test('is reached from the account menu, and asks visitors to sign in', async ({ page, isMobile }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login\?next=%2Faccount/);
    await registerNewUser(page);
    await page.goto('/');
    if (isMobile) {
      await page.getByTestId('mobile-menu-toggle').click();
      await page.getByRole('link', { name: 'Account', exact: true }).click();
    } else {
      await page.getByTestId('account-menu-trigger').click();
      await page.getByTestId('account-menu').getByRole('menuitem', { name: 'Account', exact: true }).click();
    }
    await expect(page).toHaveURL(/\/account$/);
  });
});
