import { expect, test } from './test.ts';
import { registerNewUser } from './auth-helpers.ts';
import { buyThroughCheckout, decodeQuotedPrintable, expectNoAxeViolations, waitForMail } from './helpers.ts';

// A customer whose trading computer died frees every machine of the licence from
// /orders. The shop e-mails a confirmation link; it is opened signed out (another device), the
// button confirms, and /orders shows no machine left.

test('a customer resets the machines of a licence by the e-mailed link, and /orders shows none', async ({
  page,
  browser,
}) => {
  test.slow();
  const email = await registerNewUser(page, { displayName: 'Lost Laptop' });
  await buyThroughCheckout(page, 'Delta Divergence');

  await page.goto('/orders');
  const licence = page.getByTestId('licence').first();
  const key = (await licence.getByTestId('licence-key').textContent())!.trim();
  // The desktop add-on activates the key on the computer that is later lost: no cookies, no Origin.
  const activation = await page.request.post('/_api/licences/activate', {
    data: { key, machineId: 'E2E-LOST-PC', machineName: 'LOST-LAPTOP' },
    headers: { cookie: '' },
  });
  expect(activation.status()).toBe(200);

  await page.reload();
  await expect(licence.getByTestId('machine')).toContainText('LOST-LAPTOP');
  await expect(licence.getByTestId('reset-quota')).toHaveText('3 resets per year, at most one a day; 3 left.');
  await licence.getByRole('button', { name: 'Reset all machines of the Delta Divergence licence' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Reset all machines?' });
  await expect(dialog).toContainText('valid for one hour');
  await dialog.getByRole('button', { name: 'Send the link' }).click();
  await expect(licence.getByRole('status')).toHaveText(
    'Check your e-mail: the link to confirm the reset is on its way. It works for one hour.',
  );

  const mail = decodeQuotedPrintable(await waitForMail(email, /licences\/reset\?token=/));
  expect(mail).toContain(key);
  const link = mail.match(/http:\/\/localhost:\d+(\/licences\/reset\?token=[\w-]+)/)?.[1];
  expect(link).toBeTruthy();

  // Opened on another device, signed out. The token is in the address: the page is not cached
  // and sends no more than the origin as Referer.
  const device = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: page.viewportSize(),
  });
  const other = await device.newPage();
  try {
    const opened = await other.goto(link!);
    expect(opened!.headers()['cache-control']).toBe('no-store');
    expect(opened!.headers()['referrer-policy']).toBe('strict-origin');
    await expect(other.getByRole('heading', { level: 1, name: 'Reset all machines' })).toBeVisible();
    await expectNoAxeViolations(other);
    await other.getByRole('button', { name: 'Free all machines' }).click();
    await expect(other.getByTestId('reset-done')).toContainText(
      'Done: 1 machine of your Delta Divergence licence was freed.',
    );
    await expect(other.getByTestId('reset-done')).toContainText('You have 2 resets left this year.');
    await expect(other.getByRole('link', { name: 'Go to your orders' })).toHaveAttribute('href', '/orders');

    // The same link again: refused, nothing changes.
    await other.reload();
    await other.getByRole('button', { name: 'Free all machines' }).click();
    await expect(other.getByRole('alert')).toHaveText('This reset link has already been used.');
    await expect(other.getByRole('button', { name: 'Free all machines' })).toHaveCount(0);
  } finally {
    await device.close();
  }

  await page.goto('/orders');
  await expect(licence.getByTestId('machine-count')).toHaveText('Machines: 0 of 1');
  await expect(licence.getByTestId('machine')).toHaveCount(0);
  await expect(licence.getByText('Not activated on any machine yet.')).toBeVisible();
  const validate = await page.request.post('/_api/licences/validate', { data: { key, machineId: 'E2E-LOST-PC' } });
  expect((await validate.json()).valid).toBe(false);
});
