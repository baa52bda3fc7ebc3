import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { DEMO_USER, signInAsUser, uniqueEmail } from './auth-helpers.ts';
import {
  decodeQuotedPrintable,
  expectNoAxeViolations,
  holdChunk,
  usePreferences,
  waitForMail,
  whenHydrated,
} from './helpers.ts';

const isMobile = () => test.info().project.name === 'mobile';

/** The header's signed-in name: in the bar on desktop, in the menu on a phone. */
async function expectSignedInAs(page: Page, displayName: string) {
  if (isMobile()) {
    await page.getByTestId('mobile-menu-toggle').click();
    await expect(page.getByTestId('mobile-menu').getByText(displayName)).toBeVisible();
    await page.keyboard.press('Escape');
  } else {
    await expect(page.getByTestId('header-user')).toHaveText(displayName);
  }
}

async function signOutThroughHeader(page: Page) {
  if (isMobile()) {
    await page.getByTestId('mobile-menu-toggle').click();
    await page.getByTestId('mobile-menu').getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByTestId('mobile-menu')).toBeHidden();
  } else {
    await page.getByTestId('account-menu-trigger').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
  }
  await expect(page).toHaveURL(/\/$/);
}

/** Fills the local OpenID provider's development login and consent pages in the popup. */
/**
 * Signs in at the local provider and waits for the popup to close itself. The wait starts before
 * the last click: on a busy machine the popup can close before a later `waitForEvent('close')`
 * is listening, which then waits for an event that already happened.
 */
async function signInAtProvider(popup: Page, login: string) {
  const closed = popup.waitForEvent('close', { timeout: 30_000 });
  await popup.locator('input[name="login"]').fill(login);
  await popup.locator('input[name="password"]').fill('any-password');
  await popup.getByRole('button', { name: 'Sign-in' }).click();
  await popup
    .getByRole('button', { name: 'Continue' })
    .click()
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error;
    });
  await closed;
}

test.describe('accounts and sign-in', () => {
  test('the sign-in page is not for search engines', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('sign up, sign out and log in again through the forms', async ({ page }) => {
    const email = uniqueEmail('signup');
    await page.goto('/login');
    await (await whenHydrated(page.getByRole('tab', { name: 'Create Account' }))).click();
    const form = page.getByTestId('register-form');
    await form.getByLabel('Display name').fill('Riley 🚀 Trader');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill('riley-password-1');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectSignedInAs(page, 'Riley 🚀 Trader');

    await signOutThroughHeader(page);
    if (!isMobile()) await expect(page.locator('header').getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect((await (await page.request.get('/_api/auth/session')).json()).user).toBeNull();

    await page.goto('/login');
    const login = page.getByTestId('login-form');
    await login.getByLabel('Email').fill(email.toUpperCase());
    await login.getByLabel('Password').fill('riley-password-1');
    await login.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectSignedInAs(page, 'Riley 🚀 Trader');
  });

  test('a failed login shows the error and the Need Help? box', async ({ page }) => {
    await page.goto('/login');
    const form = page.getByTestId('login-form');
    await form.getByLabel('Email').fill(DEMO_USER.email);
    await form.getByLabel('Password').fill('not-the-password');
    await form.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByTestId('login-error')).toHaveText('Invalid email or password.');
    const help = page.getByTestId('need-help');
    await expect(help.getByRole('heading', { name: 'Need Help?' })).toBeVisible();
    await expect(help.getByRole('link', { name: 'support@novatick.example' })).toHaveAttribute(
      'href',
      'mailto:support@novatick.example',
    );
    await expect(page).toHaveURL(/\/login/);
    await expectNoAxeViolations(page);
  });

  test('forms show the spec’s messages and the taken-e-mail text', async ({ page }) => {
    await page.goto('/login');
    // This test is about the messages: act on the hydrated page (pre-hydration has its own tests).
    await (await whenHydrated(page.getByTestId('login-form').getByRole('button', { name: 'Log In' }))).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    await (await whenHydrated(page.getByRole('tab', { name: 'Create Account' }))).click();
    const form = page.getByTestId('register-form');
    await form.getByLabel('Password', { exact: true }).fill('short');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(form.getByText('Name is required')).toBeVisible();

    await form.getByLabel('Display name').fill('Someone');
    await form.getByLabel('Email').fill(DEMO_USER.email);
    await form.getByLabel('Password', { exact: true }).fill('long-enough-password');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByTestId('register-error')).toHaveText(
      'This email is already registered. Please try logging in instead.',
    );
  });

  test('typing and pressing Enter before the form logic arrives signs in once, with every character', async ({
    page,
  }) => {
    // The form is server-rendered and its logic (react-hook-form) loads on the first focus:
    // hold that back so the first half of the typing and the submit happen before it arrives.
    const chunk = await holdChunk(page, 'use-login-form');
    let logins = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/_api/auth/login_with_password')) logins += 1;
    });
    await page.goto('/login');
    const form = page.getByTestId('login-form');
    await form.getByLabel('Email').pressSequentially(DEMO_USER.email.slice(0, 10));
    expect(chunk.requested()).toBe(true);
    chunk.release();
    // The real form replaces the look-alike somewhere in these keystrokes.
    await form.getByLabel('Email').pressSequentially(DEMO_USER.email.slice(10), { delay: 25 });
    await expect(form.getByLabel('Email')).toHaveValue(DEMO_USER.email);
    await form.getByLabel('Password').fill(DEMO_USER.password);
    await form.getByLabel('Password').press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expectSignedInAs(page, DEMO_USER.displayName);
    expect(logins).toBe(1);
  });

  test('a submit before the form logic arrives is validated, not lost', async ({ page }) => {
    const chunk = await holdChunk(page, 'use-login-form');
    let posted = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/_api/auth/login_with_password')) posted = true;
    });
    await page.goto('/login');
    const form = page.getByTestId('login-form');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Log In' }).click();
    await expect(form.getByLabel('Email')).toHaveValue('not-an-email');
    chunk.release();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByText('Password is required')).toBeVisible();
    await expect(form.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(false);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('Continue with Google signs in through the popup', async ({ page }) => {
    const email = uniqueEmail('google.user');
    await page.goto('/login?next=%2Forders');
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).first().click();
    const popup = await popupPromise;
    await expect(page.getByRole('button', { name: 'Connecting…' }).first()).toBeVisible();
    const size = await popup.evaluate(() => ({ w: window.outerWidth, h: window.outerHeight }));
    if (!isMobile()) expect(size).toEqual({ w: 500, h: 600 });
    await signInAtProvider(popup, email);
    await expect(page).toHaveURL(/\/orders$/);
    const session = await (await page.request.get('/_api/auth/session')).json();
    expect(session.user).toMatchObject({ email, role: 'user' });
  });

  test('Google sign-in with a password account’s e-mail shows Account Already Exists', async ({ page, request }) => {
    const email = uniqueEmail('linked');
    // Made in another cookie jar, so the page stays signed out.
    expect(
      (
        await request.post('/_api/auth/register_with_password', {
          data: { email, password: 'existing-pass', displayName: 'Existing' },
        })
      ).ok(),
    ).toBe(true);
    await page.goto('/login');
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).first().click();
    const popup = await popupPromise;
    await signInAtProvider(popup, email);
    const card = page.getByTestId('account-exists');
    await expect(card.getByText('Account Already Exists')).toBeVisible();
    await expect(card).toContainText(email);
    await expectNoAxeViolations(page);
    await card.getByRole('button', { name: 'Got it' }).click();
    await expect(card).toBeHidden();
    await expect(page).toHaveURL(/\/login/);
  });

  test('a closed popup returns the button to its idle state', async ({ page }) => {
    test.skip(isMobile(), 'one viewport is enough for popup timing');
    await page.goto('/login');
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).first().click();
    const popup = await popupPromise;
    await popup.close();
    await expect(page.getByTestId('oauth-problem').first()).toHaveText(
      'The sign-in window was closed before signing in finished.',
    );
    await expect(page.getByRole('button', { name: 'Continue with Google' }).first()).toBeEnabled();
  });

  test('forgot password: the e-mailed link sets a new password and signs in', async ({ page, request }) => {
    const email = uniqueEmail('reset');
    await request.post('/_api/auth/register_with_password', {
      data: { email, password: 'old-password-1', displayName: 'Forgetful' },
    });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByTestId('reset-sent')).toContainText(email);

    const mail = decodeQuotedPrintable(await waitForMail(email, /reset-password/));
    const link = mail.match(/http:\/\/localhost:\d+(\/reset-password\?token=[\w-]+)/)?.[1];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).fill('new-password-2');
    await page.getByLabel('Confirm new password').fill('new-password-2');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectSignedInAs(page, 'Forgetful');

    // The old password is gone and the link works once.
    expect(
      (await request.post('/_api/auth/login_with_password', { data: { email, password: 'old-password-1' } })).status(),
    ).toBe(401);
    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).fill('third-password-3');
    await page.getByLabel('Confirm new password').fill('third-password-3');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).toContainText('This password reset link is invalid or has expired.');
  });

  test('guards: a visitor goes to /login and comes back; a user sees Access Denied on /admin', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);
    await signInAsUser(page);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('Access denied. Your role (user) lacks required permissions.')).toBeVisible();
    // A signed-in visitor has nothing to do on /login.
    await page.goto('/login?next=%2Fpricing');
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('a signed-in visitor sent to /login with a hostile ?next= stays on this site, never a 500', async ({
    page,
    baseURL,
  }) => {
    await signInAsUser(page);
    const hostile = [
      '/%09/evil.example/',
      '/%0a/evil.example/',
      '/%0d/evil.example/',
      '%2F%2Fevil.example',
      '/%5Cevil.example/',
      '/.//evil.example/',
      'https://evil.example/',
    ];
    for (const next of hostile) {
      const response = await page.request.get(`/login?next=${next}`, { maxRedirects: 0 });
      expect([response.status(), response.headers().location], next).toEqual([302, '/']);
    }
    // A path with characters beyond Latin-1 is a path on this site: sent on, percent-encoded.
    const unicode = await page.request.get(`/login?next=${encodeURIComponent('/blog?query=日本')}`, {
      maxRedirects: 0,
    });
    expect([unicode.status(), unicode.headers().location]).toEqual([302, '/blog?query=%E6%97%A5%E6%9C%AC']);
    await page.goto('/login?next=/%09/evil.example/');
    await expect(page).toHaveURL(`${baseURL}/`);
  });

  test('an admin logging in from the /admin bounce lands back on /admin', async ({ page }) => {
    await page.goto('/admin');
    const form = page.getByTestId('login-form');
    await form.getByLabel('Email').fill('admin@novatick.example');
    await form.getByLabel('Password').fill('admin-demo-2026');
    await form.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
  });

  test('sign-up refuses a common password, the e-mail and spaces under the field, in the visitor’s language', async ({
    page,
  }) => {
    await page.goto('/login?tab=register');
    const form = page.getByTestId('register-form');
    const password = form.getByLabel('Password', { exact: true });
    const email = uniqueEmail('policy');
    await form.getByLabel('Display name').fill('Policy Tester');
    await form.getByLabel('Email').fill(email);
    await password.fill('        ');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByText('Password cannot be only spaces')).toBeVisible();
    await password.fill(email.toUpperCase());
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByText('Password must not be your email address')).toBeVisible();
    await password.fill('password');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByText('This password is too common. Choose one that is harder to guess.')).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/login\?tab=register$/);

    await usePreferences(page, { lang: 'de' });
    await page.goto('/login?tab=register');
    const de = page.getByTestId('register-form');
    await de.getByLabel('Anzeigename').fill('Policy Tester');
    await de.getByLabel('E-Mail').fill(email);
    await de.getByLabel('Passwort', { exact: true }).fill('iloveyou');
    await de.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(
      de.getByText('Dieses Passwort ist zu verbreitet. Wählen Sie eines, das schwerer zu erraten ist.'),
    ).toBeVisible();
  });

  test('the login page in German and dark theme passes axe', async ({ page }) => {
    await usePreferences(page, { lang: 'de', theme: 'dark' });
    await page.goto('/login');
    await expect(page.getByRole('tab', { name: 'Anmelden' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Weiter mit Google' }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Konto erstellen' }).click();
    await expect(page.getByText('oder mit E-Mail registrieren')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/forgot-password');
    await expectNoAxeViolations(page);
  });
});
