import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { randomBytes } from 'node:crypto';
import { registerNewUser, signIn, signOut } from './auth-helpers.ts';
import { expectNoAxeViolations } from './helpers.ts';

// Commission hold: a purchase through a referral shows a pending commission;
// when the test server's clock moves past the hold (AFFILIATE_HOLD_DAYS, 14), the job approves
// it. "affiliate program" in the title keeps it on the desktop project (playwright.config.ts).

const PASSWORD = 'e2e-password-1';

/** Buys the first indicator of the catalogue through the API as the signed-in user. */
async function buyAnything(page: Page) {
  const { indicators } = (await (await page.request.get('/_api/indicators')).json()) as {
    indicators: { id: number }[];
  };
  expect((await page.request.post('/_api/cart/add', { data: { indicatorId: indicators[0]!.id } })).ok()).toBe(true);
  const checkout = await page.request.post('/_api/checkout', { data: {} });
  expect(checkout.status(), await checkout.text()).toBe(200);
}

test.describe('affiliate program: commission hold', () => {
  test('a referred purchase is pending, then approved when the clock passes the hold', async ({ page, context }) => {
    test.setTimeout(90_000);
    const tag = `Hold${randomBytes(3).toString('hex')}`;
    const affiliateEmail = await registerNewUser(page, { displayName: `${tag} Partner` });
    const joined = await page.request.post('/_api/affiliate/register', { data: {} });
    const { affiliateCode } = (await joined.json()) as { affiliateCode: string };
    await signOut(page);

    await context.clearCookies();
    await page.goto(`/pricing?ref=${affiliateCode}`);
    await registerNewUser(page, { displayName: `${tag} Customer` });
    await buyAnything(page);
    await signOut(page);

    await signIn(page, affiliateEmail, PASSWORD);
    await page.goto('/affiliate');
    const pending = page.getByTestId('stat-pending');
    await expect(pending).not.toHaveText('$0.00');
    const earned = (await pending.textContent())!;
    await expect(page.getByTestId('stat-approved')).toHaveText('$0.00');
    await expect(page.getByText('Commission status')).toBeVisible();
    await expectNoAxeViolations(page);

    const clock = await page.request.post('/_api/test/clock', { data: { advanceDays: 15 } });
    expect(clock.status(), await clock.text()).toBe(200);
    await page.reload();
    await expect(page.getByTestId('stat-pending')).toHaveText('$0.00');
    await expect(page.getByTestId('stat-approved')).toHaveText(earned);
    await page.getByRole('tab', { name: 'Payouts' }).click();
    await expect(page.getByText(`Available balance: ${earned}.`)).toBeVisible();
  });
});
