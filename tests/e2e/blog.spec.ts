import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { signInAsAdmin } from './auth-helpers.ts';
import { expectNoAxeViolations, usePreferences } from './helpers.ts';

const FIRST_POST = 'Reading Order Flow: A Practical Guide to Footprint Charts';
const posts = (page: Page) => page.getByTestId('post-card');

test.describe('blog', () => {
  test('browse pages, filter by category, search, open a post and follow a related post', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights for order-flow traders');
    await expect(page.getByRole('heading', { name: 'Featured Articles' })).toBeVisible();
    await expect(page.getByTestId('featured-card')).toHaveCount(2);
    // Page 1's two newest posts are the featured ones: they show once, in the featured block.
    await expect(posts(page)).toHaveCount(4);
    // At most two category tags per card, each a filter link.
    for (const card of await posts(page).all()) expect(await card.getByRole('listitem').count()).toBeLessThanOrEqual(2);

    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('button', { name: 'Page 1' })).toBeDisabled();
    await page.mouse.wheel(0, 3000);
    await pagination.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(pagination.getByRole('button', { name: 'Page 2' })).toBeDisabled();
    await expect(posts(page)).toHaveCount(6);
    await expect(page.getByRole('heading', { name: 'Featured Articles' })).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(200);

    // Choosing a category resets the page and highlights the choice.
    const categories = page.getByRole('navigation', { name: 'Categories' });
    await categories.getByRole('link', { name: 'Release News' }).click();
    await expect(page).toHaveURL(/\/blog\?category=release-news$/);
    await expect(categories.getByRole('link', { name: 'Release News' })).toHaveAttribute('aria-current', 'page');
    await expect(posts(page)).toHaveCount(2);
    for (const card of await posts(page).all())
      await expect(card.getByRole('link', { name: 'Release News' })).toBeVisible();
    await categories.getByRole('link', { name: 'All Articles' }).click();
    await expect(page).toHaveURL(/\/blog$/);

    // Search: trimmed, page reset, blank removes it from the URL.
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await expect(search).toHaveAttribute('placeholder', 'Search articles...');
    await search.fill('  volume profile  ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/blog\?query=volume\+profile$/);
    await expect(posts(page).first()).toContainText(/volume profile/i);
    await search.fill('   ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/blog$/);
    await search.fill('zzqxwv');
    await search.press('Enter');
    await expect(page.getByText('No articles found. Try adjusting your filters.')).toBeVisible();

    // Open a post, then one of its related posts.
    await page.goto('/blog');
    await page.getByTestId('featured-card').first().getByRole('link', { name: FIRST_POST }).click();
    await expect(page).toHaveURL(/\/blog\/reading-order-flow-footprint-charts$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FIRST_POST);
    await expect(page.getByText('By Maya Chen')).toBeVisible();
    await expect(page.getByTestId('post-content').getByRole('heading', { name: 'Diagonal imbalances' })).toBeVisible();
    const related = page.getByRole('region', { name: 'Related Articles' }).getByRole('heading', { level: 3 }).first();
    const relatedTitle = (await related.textContent())!;
    await related.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(relatedTitle);
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('shows skeletons while a page loads and the error text when loading fails', async ({ page }) => {
    await page.goto('/blog');
    // Held until the skeletons were seen: a fixed delay can end before a busy machine renders them.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_api/blog/posts?page=2*', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page.getByTestId('post-skeleton')).toHaveCount(3);
    release();
    await expect(posts(page)).toHaveCount(6);

    await page.route('**/_api/blog/posts?page=3*', (route) => route.fulfill({ status: 500, json: { error: 'boom' } }));
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 3' }).click();
    await expect(page.getByText('Could not load articles. Please try again later.')).toBeVisible({ timeout: 15_000 });
  });

  test('post page head: SEO title, canonical, Open Graph image and JSON-LD', async ({ request }) => {
    const html = await (await request.get('/blog/volume-profile-value-area-basics')).text();
    expect(html).toContain('<title>Volume Profile Basics: Value Area, POC and Why They Matter | NovaTick</title>');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/blog\/volume-profile-value-area-basics"/);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:\d+\/media\/blog-2\.webp"/);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    expect(blocks.map((b) => b['@type'])).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
    expect(blocks.find((b) => b['@type'] === 'BlogPosting')).toMatchObject({
      headline: 'Volume Profile Basics: Value Area, POC and Why They Matter',
      author: { name: 'Daniel Ortiz' },
    });
  });

  test("an unknown post answers 404 with 'Post not found' and a way back", async ({ page }) => {
    const response = await page.goto('/blog/no-such-article');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Post not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('the RSS feed parses as RSS 2.0', async ({ page }) => {
    await page.goto('/blog');
    const feed = await page.evaluate(async () => {
      const response = await fetch('/blog/rss.xml');
      const doc = new DOMParser().parseFromString(await response.text(), 'application/xml');
      const items = [...doc.querySelectorAll('channel > item')];
      return {
        type: response.headers.get('content-type'),
        error: doc.querySelector('parsererror')?.textContent ?? null,
        version: doc.documentElement.getAttribute('version'),
        channel: ['title', 'link', 'description'].map(
          (name) => doc.querySelector(`channel > ${name}`)?.textContent ?? '',
        ),
        items: items.length,
        complete: items.every((item) =>
          ['title', 'link', 'guid', 'pubDate', 'description'].every((name) => item.querySelector(name)?.textContent),
        ),
        dates: items.every((item) => !Number.isNaN(Date.parse(item.querySelector('pubDate')!.textContent!))),
      };
    });
    expect(feed).toMatchObject({ error: null, version: '2.0', complete: true, dates: true });
    expect(feed.type).toContain('application/rss+xml');
    expect(feed.channel.every(Boolean)).toBe(true);
    expect(feed.items).toBeGreaterThanOrEqual(14);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`blog pages have no accessibility violations (${theme})`, async ({ page }) => {
      await usePreferences(page, { theme });
      for (const path of ['/blog', '/blog?page=3', '/blog/reading-order-flow-footprint-charts', '/blog/missing']) {
        await page.goto(path);
        await expectNoAxeViolations(page);
      }
    });
  }

  test('German visitors get the blog chrome in German', async ({ page }) => {
    await usePreferences(page, { lang: 'de' });
    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: 'Empfohlene Artikel' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Artikel durchsuchen' })).toBeVisible();
  });
});

test.describe('admin blog', () => {
  test('write a post, schedule it, then publish it and see it on /blog', async ({ page }) => {
    // Two editor visits, two axe passes and three list loads: beyond 45 s on a loaded CI machine.
    test.slow();
    const title = `Delta Divergence Field Notes ${Date.now().toString(36)}`;
    await signInAsAdmin(page);
    await page.goto('/admin/blog');
    await expect(page.getByRole('heading', { name: 'Blog posts' })).toBeVisible();
    await expect(
      page.getByTestId('admin-post-row').filter({ hasText: 'Coming Soon: A Preview of Release 3.3' }),
    ).toContainText('Scheduled');
    await expect(page.getByTestId('admin-post-row').filter({ hasText: 'Footprint Settings Deep Dive' })).toContainText(
      'Draft',
    );
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'New post' }).click();
    await expect(page.getByRole('heading', { name: 'New post' })).toBeVisible();
    await page.getByLabel('Title', { exact: true }).fill(title);
    await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(/^delta-divergence-field-notes-/);
    await page.getByLabel('Excerpt').fill('What a delta divergence at the session high told us this week.');
    await page
      .getByLabel('Content', { exact: true })
      .fill('## The setup\n\nPrice made a **new high** while delta did not.\n\n<script>alert(1)</script>');
    await page.getByRole('tab', { name: 'Preview' }).click();
    await expect(page.getByTestId('content-preview').getByRole('heading', { name: 'The setup' })).toBeVisible();
    await expect(page.getByTestId('content-preview').locator('script')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Write' }).click();
    await page.getByLabel('Order Flow').check();
    await page.getByLabel('Featured image URL').fill('/media/blog-3.webp');
    await page.getByLabel('Visibility').selectOption('publish');
    const tomorrow = new Date(Date.now() + 86_400_000);
    const local = (d: Date) => new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await page.getByLabel('Publish time').fill(local(tomorrow));
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save post' }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    const row = page.getByTestId('admin-post-row').filter({ hasText: title });
    await expect(row).toContainText('Scheduled');

    await page.goto('/blog');
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);

    // Publish now: move the time into the past.
    await page.goto('/admin/blog');
    await row.getByRole('link', { name: title, exact: true }).click();
    await page.getByLabel('Publish time').fill(local(new Date(Date.now() - 60_000)));
    await page.getByRole('button', { name: 'Save post' }).click();
    await expect(page.getByTestId('admin-post-row').filter({ hasText: title })).toContainText('Published');

    await page.goto('/blog');
    await expect(posts(page).first().getByRole('link', { name: title })).toBeVisible();
    await posts(page).first().getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('post-content').locator('strong')).toHaveText('new high');
  });

  test('translate a post into French in the language tabs; a French visitor reads it and hreflang links both', async ({
    page,
  }) => {
    // An editor visit with an axe pass, a save and three public pages: the slow-test budget.
    test.slow();
    const english = { slug: 'drawdown-recovery-math', title: 'The Math of Drawdowns' };
    const stamp = Date.now().toString(36);
    const french = { title: `Les mathématiques du drawdown ${stamp}`, slug: `mathematiques-du-drawdown-${stamp}` };
    await signInAsAdmin(page);
    await page.goto('/admin/blog');
    await page.getByTestId('translation-filter').selectOption({ label: 'Missing translation in French' });
    await expect(page).toHaveURL(/\/admin\/blog\?missing=fr$/);
    const row = page.getByTestId('admin-post-row').filter({ hasText: english.title });
    await expect(row.getByTestId('missing-languages')).toContainText('FR');
    await row.getByRole('link', { name: new RegExp(`^${english.title}`) }).click();

    // English first; an untranslated language's tab says it is incomplete; arrow keys move between tabs.
    await expect(page.getByRole('tab', { name: 'English (required)' })).toHaveAttribute('aria-selected', 'true');
    const frenchTab = page.getByRole('tab', { name: 'French (incomplete)' });
    await frenchTab.click();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: /^German/ })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(frenchTab).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByTestId('post-translation-fr');
    await panel.getByLabel('Title (French)', { exact: true }).fill(french.title);
    // The slug follows the title; this one is written by hand.
    await expect(panel.getByLabel('Slug (French)', { exact: true })).toHaveValue(/^les-mathematiques-du-drawdown-/);
    await panel.getByLabel('Slug (French)', { exact: true }).fill(french.slug);
    await panel.getByLabel('Excerpt (French)', { exact: true }).fill('Une perte de 50 % exige un gain de 100 %.');
    await panel
      .getByLabel('Content (French)', { exact: true })
      .fill('## En pratique\n\nAprès une perte de 50 %, il faut **100 %** pour revenir à zéro.');
    await panel.getByRole('tab', { name: 'Preview' }).click();
    await expect(panel.getByTestId('content-preview').getByRole('heading', { name: 'En pratique' })).toBeVisible();
    await expect(panel.getByTestId('content-preview')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('tab', { name: 'French', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save post' }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await expect(row.getByTestId('missing-languages')).not.toContainText('FR');

    // A French visitor reads the French post at its own address, linked both ways by hreflang.
    await usePreferences(page, { lang: 'fr' });
    await page.goto(`/blog/${french.slug}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(french.title);
    const closestLang = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => el.closest('[lang]')?.getAttribute('lang'));
    expect(await closestLang('h1')).toBe('fr');
    expect(await closestLang('[data-testid="post-content"]')).toBe('fr');
    await expect(page.getByTestId('post-content').locator('strong')).toHaveText('100 %');
    const alternate = (language: string) => page.locator(`head link[rel="alternate"][hreflang="${language}"]`);
    await expect(alternate('en')).toHaveAttribute('href', new RegExp(`/blog/${english.slug}(\\?|$)`));
    await expect(alternate('fr')).toHaveAttribute('href', new RegExp(`/blog/${french.slug}(\\?|$)`));

    await usePreferences(page, { lang: 'en' });
    await page.goto(`/blog/${english.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(english.title);
    await expect(alternate('fr')).toHaveAttribute('href', new RegExp(`/blog/${french.slug}(\\?|$)`));
  });

  test('manage categories', async ({ page }) => {
    const name = `Options ${Date.now().toString(36)}`;
    await signInAsAdmin(page);
    await page.goto('/admin/blog/categories');
    // Checked before any toast: the shared sonner toasts are outside this page's control.
    await expectNoAxeViolations(page);
    await page.getByLabel('Name').fill(name);
    // A name per language, folded away until asked for.
    await page.getByText('Names in other languages').click();
    await page.getByLabel('French', { exact: true }).fill(`Options ${name.slice(8)} (FR)`);
    await page.getByRole('button', { name: 'Add category' }).click();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row.getByTestId('missing-languages')).toContainText('DE');
    await expect(row.getByTestId('missing-languages')).not.toContainText('FR');
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(row).toHaveCount(0);
  });
});
