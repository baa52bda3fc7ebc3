import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { DEMO_USER, uniqueEmail } from './auth-helpers.ts';

/**
 * A form submitted before the page's JavaScript runs (Enter, or a password manager's autofill)
 * is the browser's own submit. With `method="post"` it never puts the fields in the URL (history,
 * access logs, Referer); the page's action answers with a 303 back to the form.
 * Without JavaScript every submit is such a submit.
 */

/** Submits with Enter in `field` and checks the POST, the 303 back to `path` and that no secret reached a URL or the page. */
async function submitAndExpectFormAgain(page: Page, path: string, field: Locator, secrets: string[]) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') urls.push(request.url());
  });
  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.resourceType() === 'document');
  await field.press('Enter');
  const post = await posted;
  const answer = await post.response();
  expect(answer?.status()).toBe(303);
  expect(answer?.headers().location).toBe(path);
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
  const back = post.redirectedTo();
  expect(back?.method()).toBe('GET');
  expect((await back?.response())?.status()).toBe(200);
  const html = await page.content();
  for (const secret of secrets) {
    for (const url of urls) {
      expect(url).not.toContain(secret);
      expect(url).not.toContain(encodeURIComponent(secret));
    }
    // Nothing typed is echoed back into the page.
    expect(html).not.toContain(secret);
  }
  return post;
}

test.describe('a submit before the page’s JavaScript runs', () => {
  test.use({ javaScriptEnabled: false });

  test('log in: posts, comes back to the form with ?next=, nothing in the URL and not signed in', async ({ page }) => {
    const path = '/login?next=%2Forders';
    await page.goto(path);
    const form = page.getByTestId('login-form');
    await expect(form).toHaveAttribute('method', 'post');
    await form.getByLabel('Email').fill(DEMO_USER.email);
    await form.getByLabel('Password').fill(DEMO_USER.password);
    await submitAndExpectFormAgain(page, path, form.getByLabel('Password'), [DEMO_USER.email, DEMO_USER.password]);
    await expect(page.getByTestId('login-form').getByLabel('Password')).toHaveValue('');
    expect((await (await page.request.get('/_api/auth/session')).json()).user).toBeNull();
  });

  test('create account: comes back to the sign-up tab, nothing in the URL', async ({ page }) => {
    const path = '/login?tab=register';
    const email = uniqueEmail('nojs');
    const password = 'nojs-Secret-4821';
    await page.goto(path);
    const form = page.getByTestId('register-form');
    await expect(form).toBeVisible();
    await form.getByLabel('Display name').fill('No Script');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await submitAndExpectFormAgain(page, path, form.getByLabel('Password', { exact: true }), [email, password]);
    await expect(page.getByTestId('register-form')).toBeVisible();
    // Nothing was done with the data: the address is still free.
    const login = await page.request.post('/_api/auth/login_with_password', { data: { email, password } });
    expect(login.status()).toBe(401);
  });

  test('reset password: keeps the token, never the new password', async ({ page }) => {
    const path = '/reset-password?token=nojs-token-0123456789';
    const password = 'nojs-New-Password-77';
    await page.goto(path);
    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByLabel('Confirm new password').fill(password);
    const post = await submitAndExpectFormAgain(page, path, page.getByLabel('Confirm new password'), [password]);
    // The page's Referrer-Policy keeps the token out of every Referer, the form's POST too.
    expect(await post.headerValue('referer')).not.toContain('token');
    await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  });

  test('forgot password and the support form come back too', async ({ page }) => {
    const email = uniqueEmail('nojs-forgot');
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await submitAndExpectFormAgain(page, '/forgot-password', page.getByLabel('Email'), [email]);
    await expect(page.getByLabel('Email')).toBeVisible();

    await page.goto('/support');
    const contact = page.getByTestId('contact-form');
    await contact.getByLabel('Name').fill('No Script');
    await contact.getByLabel('Email').fill(email);
    await contact.getByLabel('Subject').fill('nojs-subject-5531');
    await contact.getByLabel('Message').fill('A message typed before the page could run its scripts.');
    await submitAndExpectFormAgain(page, '/support', contact.getByLabel('Subject'), [email, 'nojs-subject-5531']);
    await expect(page.getByTestId('contact-form')).toBeVisible();
  });
});

test.describe('pages with forms answer a native POST', () => {
  // The pages whose forms render on the server (and the admin pages: /admin's index posts to its layout).
  const paths = [
    '/login?next=%2Fcart',
    '/forgot-password',
    '/reset-password?token=abc',
    '/support',
    '/suggestions',
    '/affiliate',
    '/admin',
    '/admin/dashboard',
    '/admin/blog/new',
    '/admin/blog/categories',
    '/admin/affiliates',
    '/admin/payouts',
  ];

  test('with a 303 back to the same address, query included', async ({ request }) => {
    for (const path of paths) {
      const response = await request.post(path, {
        form: { email: 'a@example.com', password: 'not-echoed' },
        maxRedirects: 0,
      });
      expect(response.status(), path).toBe(303);
      expect(response.headers().location, path).toBe(path);
    }
  });
});
