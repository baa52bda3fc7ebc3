import { expect, test } from './test.ts';
import { signInAsAdmin } from './auth-helpers.ts';
import { expectNoAxeViolations, usePreferences } from './helpers.ts';

const isMobile = () => test.info().project.name === 'mobile';

test.describe('site shell', () => {
  test('header shows every navigation link and the get-started button', async ({ page }) => {
    await page.goto('/');
    if (isMobile()) await page.getByTestId('mobile-menu-toggle').click();
    const nav = isMobile() ? page.getByTestId('mobile-menu') : page.locator('header');
    for (const name of ['Products', 'Pricing', 'Docs', 'Tutorials', 'Changelog', 'Support', 'Suggestions']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Affiliate' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Get Started' }).first()).toHaveAttribute('href', '/get-started');
  });

  test('mobile menu closes on Escape, backdrop and link choice, and locks scroll', async ({ page }) => {
    test.skip(!isMobile(), 'phone layout only');
    await page.goto('/');
    const toggle = page.getByTestId('mobile-menu-toggle');
    const menu = page.getByTestId('mobile-menu');

    await toggle.click();
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await page.mouse.click(10, 400);
    await expect(menu).toBeHidden();

    await toggle.click();
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('theme: dark cookie is rendered by the server, switcher applies and remembers', async ({ page, request }) => {
    const html = await (await request.get('/', { headers: { cookie: 'theme-preference=dark' } })).text();
    expect(html).toMatch(/<html[^>]*class="dark"/);

    await page.goto('/');
    await page.getByTestId('theme-switcher').click();
    await expect(page.getByRole('menuitemradio', { name: 'Light' })).toBeVisible();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme-preference'))).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByTestId('theme-switcher').click();
    await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('menuitemradio', { name: 'Light' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  test('a theme kept only in local storage is applied again and its cookie restored', async ({ page, context }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('theme-preference', 'dark'));
    await context.clearCookies();
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'theme-preference')?.value)
      .toBe('dark');
    const html = await (await page.request.get('/')).text();
    expect(html).toMatch(/<html[^>]*class="dark"/);
  });

  test('auto theme follows the system setting before first paint', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  test('language switcher renders the page in German and the server remembers it', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('language-switcher').click();
    await expect(page.getByRole('menuitemradio', { name: /PT-BR\s*Português/ })).toBeVisible();
    await page.getByRole('menuitemradio', { name: /DE\s*Deutsch/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sehen Sie den Orderflow hinter jeder Bewegung');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sehen Sie den Orderflow hinter jeder Bewegung');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('de');
  });

  test('Accept-Language picks the first supported language', async ({ request }) => {
    const html = await (await request.get('/', { headers: { 'accept-language': 'fr-CA,fr;q=0.9' } })).text();
    expect(html).toContain('<html lang="fr"');
  });

  test('support dialog offers e-mail', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Contact support' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('link', { name: /support@/ })).toHaveAttribute('href', /^mailto:/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('unknown paths answer 404 with Not Found and a link home', async ({ page }) => {
    const response = await page.goto('/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a path that starts with two slashes is a path on this site, not another host', async ({ request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    expect((await request.get(`${origin}//`)).status()).toBe(200);
    const elsewhere = await request.get(`${origin}//other.example/products`, { maxRedirects: 0 });
    expect(elsewhere.status()).toBe(404);
    expect(await elsewhere.text()).toContain('Not Found');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`home has no accessibility violations (${theme})`, async ({ page }) => {
      await usePreferences(page, { theme });
      await page.goto('/');
      await expectNoAxeViolations(page);
    });
  }

  test('the header fits on one line in every language, signed out and signed in', async ({ page }) => {
    test.skip(isMobile(), 'desktop widths');
    const header = page.locator('header').first();
    const overflow = () => header.locator(':scope > div').evaluate((bar) => bar.scrollWidth - bar.clientWidth);
    const languages = ['en', 'pt-BR', 'es', 'de', 'fr', 'zh'];
    // Signed out, the bar shows from 1280 px.
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const lang of languages) {
      await usePreferences(page, { lang });
      await page.goto('/pricing');
      await expect(header.getByRole('navigation')).toBeVisible();
      expect(await overflow(), `signed out, ${lang}`).toBeLessThanOrEqual(0);
    }
    await signInAsAdmin(page);
    // Signed in (longest demo name), the bar shows from 1024 px: the account menu holds the rest.
    for (const width of [1024, 1280, 1536]) {
      await page.setViewportSize({ width, height: 800 });
      for (const lang of languages) {
        await usePreferences(page, { lang });
        await page.goto('/pricing');
        await expect(page.getByTestId('account-menu-trigger')).toBeVisible();
        await expect(page.getByTestId('mobile-menu-toggle')).toBeHidden();
        expect(await overflow(), `signed in, ${lang}, ${width} px`).toBeLessThanOrEqual(0);
      }
    }
  });

  test('the header fits a phone in every language, signed out and signed in, with its menu button on screen', async ({
    page,
  }) => {
    test.skip(!isMobile(), 'phone widths');
    const header = page.locator('header').first();
    const overflow = () => header.locator(':scope > div').evaluate((bar) => bar.scrollWidth - bar.clientWidth);
    const pageOverflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    for (const signedIn of [false, true]) {
      // Signed in, the cart's button joins the bar.
      if (signedIn) await signInAsAdmin(page);
      for (const width of [360, 412]) {
        await page.setViewportSize({ width, height: 800 });
        for (const lang of ['en', 'pt-BR', 'es', 'de', 'fr', 'zh']) {
          await usePreferences(page, { lang });
          await page.goto('/pricing');
          const where = `${signedIn ? 'signed in' : 'signed out'}, ${lang}, ${width} px`;
          await expect(page.getByTestId('mobile-menu-toggle'), where).toBeInViewport({ ratio: 1 });
          expect(await overflow(), where).toBeLessThanOrEqual(0);
          expect(await pageOverflow(), where).toBeLessThanOrEqual(0);
        }
      }
    }
  });

  test('an unchanged page revalidates with a 304 and still runs after a reload', async ({ page }) => {
    const first = await page.request.get('/pricing');
    const etag = first.headers()['etag'];
    expect(etag).toBeTruthy();
    const again = await page.request.get('/pricing', { headers: { 'if-none-match': etag! } });
    expect(again.status()).toBe(304);

    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto('/pricing');
    await page.reload();
    // Revalidated: only headers crossed the network, the body came from the browser's cache.
    const sizes = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return { transfer: navigation!.transferSize, body: navigation!.encodedBodySize };
    });
    expect(sizes.transfer).toBeLessThan(sizes.body);
    // The cached page and the policy it came with still match: it hydrates and reacts.
    await page.getByTestId('theme-switcher').click();
    await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toBeVisible();
    expect(refused).toEqual([]);

    await signInAsAdmin(page);
    const signedIn = await page.request.get('/pricing');
    expect(signedIn.headers()['etag']).toBeUndefined();
  });
});

// WCAG 2.5.3 "label in name": the language switcher's name starts with the code it shows.
test('the language switcher is named by the code it shows, then what it is', async ({ page }) => {
  // In the header bar (a phone keeps it in the menu drawer).
  await page.setViewportSize({ width: 1280, height: 800 });
  await usePreferences(page, { lang: 'de' });
  await page.goto('/pricing');
  const switcher = page.getByTestId('language-switcher');
  await expect(switcher).toHaveText('DE');
  await expect(switcher).toHaveAccessibleName(/^DE, /);
});
