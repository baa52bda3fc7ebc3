import { expect, test } from './test.ts';
import { expectNoAxeViolations, usePreferences } from './helpers.ts';

// Issue 37 item 22: the e-mailed sign-in link's page signs in on the owner's click only.
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
