import { readFileSync } from 'node:fs';
import { expect, test } from './test.ts';
import { registerNewUser, signIn, uniqueEmail } from './auth-helpers.ts';
import { decodeQuotedPrintable, waitForMail } from './helpers.ts';

// /account: e-mail change through the link, the data export and account deletion.

test.describe('account data', () => {
  test('changes the e-mail through the link, then signs in with the new address', async ({ page, browser }) => {
    const email = await registerNewUser(page, { displayName: 'Ana Lima' });
    const next = uniqueEmail('changed');
    await page.goto('/account');
    const form = page.getByTestId('email-form');
    await form.getByLabel('New e-mail address').fill(next);
    await form.getByLabel('Current password').fill('e2e-password-1');
    await form.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(page.getByTestId('email-sent')).toContainText(next);
    await waitForMail(email, /being changed/);

    // The link opens on another device, signed out; the address changes on the click only.
    const mail = decodeQuotedPrintable(await waitForMail(next, /Subject: Confirm your new/));
    const link = mail.match(/http:\/\/localhost:\d+(\/account\/email\/confirm\?token=[\w-]+)/)?.[1];
    expect(link).toBeTruthy();
    const phone = await browser.newContext();
    const phonePage = await phone.newPage();
    await phonePage.goto(link!);
    await phonePage.getByTestId('confirm-email').click();
    await expect(phonePage.getByTestId('email-changed')).toContainText(next);
    await phone.close();

    // Every session ended: this browser signs in again, with the new address only.
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/login/);
    const old = await page.request.post('/_api/auth/login_with_password', {
      data: { email, password: 'e2e-password-1' },
    });
    expect(old.status()).toBe(401);
    await signIn(page, next, 'e2e-password-1');
    await page.goto('/account');
    await expect(page.getByTestId('email-form')).toBeVisible();
    await expect(page.getByText(`You sign in with ${next}.`)).toBeVisible();
  });

  test('exports the data, then deletes the account after a confirm step', async ({ page }) => {
    const email = await registerNewUser(page, { displayName: 'Bruno Dias' });
    await page.goto('/account');
    const downloading = page.waitForEvent('download');
    await page.getByTestId('export-data').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^account-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { profile: { email: string } };
    expect(data.profile.email).toBe(email);

    const form = page.getByTestId('delete-form');
    await expect(form).toContainText('Your licence keys stay valid until you revoke them');
    await form.getByLabel('Current password').fill('e2e-password-1');
    await form.getByRole('button', { name: 'Delete account…' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Delete your account?');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/account');
    await expect(page).toHaveURL(/\/login/);
    const again = await page.request.post('/_api/auth/login_with_password', {
      data: { email, password: 'e2e-password-1' },
    });
    expect(again.status()).toBe(401);
  });
});
