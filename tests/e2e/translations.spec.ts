import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { randomBytes } from 'node:crypto';
import { signInAsAdmin } from './auth-helpers.ts';

// The shop owner translates an indicator in the editor's language tabs, and a visitor
// reading French sees it at once, with the English fallback of the untranslated field marked
// `lang="en"`. Admin parts run at desktop size only ("admin indicator management" in grepInvert).

const ENGLISH = {
  description: 'Reads the order book and the footprint to show where size trades.',
  shortDescription: 'Footprint and delta in one view.',
};
const FRENCH = 'Lit le carnet d’ordres et le footprint pour montrer où se négocient les gros volumes.';

async function createIndicator(page: Page, name: string): Promise<number> {
  const categories = await page.request.get('/_api/admin/categories');
  const [category] = ((await categories.json()) as { categories: Array<{ id: number }> }).categories;
  const created = await page.request.post('/_api/admin/indicators', {
    data: {
      name,
      ...ENGLISH,
      price: 49,
      imageUrl: null,
      isActive: true,
      features: ['Cumulative delta'],
      categoryIds: [category!.id],
    },
  });
  expect(created.ok()).toBe(true);
  return ((await created.json()) as { indicator: { id: number } }).indicator.id;
}

test.describe('admin indicator management: translations', () => {
  test('an admin adds a French translation and a French visitor reads it', async ({ page, browser }) => {
    test.slow();
    await signInAsAdmin(page);
    const name = `E2E Translated ${randomBytes(3).toString('hex')}`;
    const id = await createIndicator(page, name);

    await page.goto('/admin');
    await page.getByRole('searchbox', { name: 'Search indicators' }).fill(name);
    const row = page.locator('[data-testid="indicator-row"]').filter({ hasText: name });
    await expect(row.getByTestId('missing-translations')).toContainText('French');

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Indicator' });
    await expect(dialog.getByRole('tab', { name: 'English (required)' })).toHaveAttribute('aria-selected', 'true');
    await dialog.getByRole('tab', { name: 'French' }).click();
    // Too short: SPEC's English message, shown on the French tab.
    await dialog.getByLabel('Description (French)', { exact: true }).fill('Court');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Description must be at least 10 characters long.')).toBeVisible();
    await dialog.getByLabel('Description (French)', { exact: true }).fill(FRENCH);
    await dialog.getByLabel('Features (French)', { exact: true }).fill('Delta cumulé');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Indicator "${name}" updated.`)).toBeVisible();

    // Still missing in French: the short description falls back to English.
    await page.getByRole('combobox', { name: 'Filter by translation' }).selectOption({ label: 'Missing in German' });
    await expect(row).toBeVisible();

    const visitor = await browser.newPage();
    try {
      await visitor.goto(`/indicators/${id}?lang=fr`);
      await expect(visitor.locator('html')).toHaveAttribute('lang', 'fr');
      const detail = visitor.getByTestId('indicator-detail');
      await expect(detail.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(visitor.getByTestId('indicator-description')).toHaveText(FRENCH);
      await expect(visitor.getByTestId('indicator-description')).not.toHaveAttribute('lang', /.+/);
      await expect(detail.getByText('Delta cumulé')).toBeVisible();
      // The untranslated short description is the English text, marked as English.
      await expect(detail.getByText(ENGLISH.shortDescription)).toHaveAttribute('lang', 'en');
      await expect(visitor).toHaveTitle(new RegExp(name));
      await expect(visitor.locator('meta[name="description"]')).toHaveAttribute('content', ENGLISH.shortDescription);

      // The same visitor in English reads the English text.
      await visitor.goto(`/indicators/${id}?lang=en`);
      await expect(visitor.getByTestId('indicator-description')).toHaveText(ENGLISH.description);
    } finally {
      await visitor.close();
    }
  });

  test('a visitor reading German sees the seeded catalogue in German', async ({ page }) => {
    await page.goto('/products?lang=de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const pulse = page.getByTestId('indicator-card').filter({ hasText: 'Orderflow Pulse' });
    await expect(pulse).toContainText('Sehen Sie, welche Seite aggressiv ist');
    await expect(pulse).toContainText('Orderflow');
    await expect(
      page.getByRole('navigation', { name: /.+/ }).getByRole('link', { name: 'Volumenprofil' }),
    ).toBeVisible();
  });
});

// Six demo posts are seeded in every language (content/blog/<language>/).
const GERMAN_POST = {
  slug: 'volumenprofil-grundlagen-value-area-poc',
  english: 'volume-profile-value-area-basics',
  title: 'Volumenprofil-Grundlagen: Value Area, POC und warum sie zählen',
};
const LANGUAGE_SLUGS: Record<string, string> = {
  en: GERMAN_POST.english,
  de: GERMAN_POST.slug,
  fr: 'bases-profil-de-volume-zone-de-valeur-poc',
  es: 'fundamentos-perfil-de-volumen-area-de-valor-poc',
  'pt-BR': 'fundamentos-perfil-de-volume-area-de-valor-poc',
  zh: 'chengjiaoliang-fenbu-rumen-jiazhiqu-poc',
};

type JsonLd = Record<string, unknown> & { '@type': string };
async function jsonLdOf(page: Page): Promise<JsonLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as JsonLd);
}

test.describe('the seeded blog in German', () => {
  test('the list, a post at its German slug with hreflang to all six, JSON-LD and the RSS feed', async ({
    page,
    request,
  }) => {
    await page.goto('/blog?lang=de');
    const link = page.getByRole('link', { name: GERMAN_POST.title }).first();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/blog/${GERMAN_POST.slug}(\\?|$)`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(GERMAN_POST.title);
    await expect(heading).not.toHaveAttribute('lang');
    const content = page.getByTestId('post-content');
    await expect(content.getByRole('heading', { name: 'Die drei Werte, die jeder nutzt' })).toBeVisible();
    await expect(content).not.toHaveAttribute('lang');

    // The head as the server writes it: hreflang to each translation at its own slug, English as x-default.
    await page.goto(`/blog/${GERMAN_POST.slug}?lang=de`);
    for (const [language, slug] of Object.entries(LANGUAGE_SLUGS))
      await expect(page.locator(`head link[rel="alternate"][hreflang="${language}"]`)).toHaveAttribute(
        'href',
        new RegExp(`/blog/${slug}${language === 'en' ? '$' : `\\?lang=${language}$`}`),
      );
    await expect(page.locator('head link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      new RegExp(`/blog/${GERMAN_POST.english}$`),
    );

    // JSON-LD in German at the German address; the English-only post on a German page says `en`.
    const germanUrl = new RegExp(`/blog/${GERMAN_POST.slug}\\?lang=de$`);
    const blocks = await jsonLdOf(page);
    const posting = blocks.find((b) => b['@type'] === 'BlogPosting')!;
    expect(posting).toMatchObject({ headline: GERMAN_POST.title, inLanguage: 'de' });
    expect(posting.mainEntityOfPage).toMatchObject({ '@id': expect.stringMatching(germanUrl), inLanguage: 'de' });
    const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList')!.itemListElement as Array<{ item: string }>;
    expect(crumbs.map((c) => c.item)).toEqual([
      expect.stringMatching(/\/\?lang=de$/),
      expect.stringMatching(/\/blog\?lang=de$/),
      expect.stringMatching(germanUrl),
    ]);
    // A post written only in English, opened in German: one indexable copy, the English address.
    await page.goto('/blog/drawdown-recovery-math?lang=de');
    const fallback = (await jsonLdOf(page)).find((b) => b['@type'] === 'BlogPosting')!;
    expect(fallback).toMatchObject({
      inLanguage: 'en',
      mainEntityOfPage: { '@id': expect.stringMatching(/\/blog\/drawdown-recovery-math$/) },
    });

    const feed = await request.get('/blog/rss.xml?lang=de');
    expect(feed.ok()).toBe(true);
    const xml = await feed.text();
    expect(xml).toContain(`<title>${GERMAN_POST.title}</title>`);
    expect(xml).toMatch(new RegExp(`<link>[^<]*/blog/${GERMAN_POST.slug}\\?lang=de</link>`));
  });

  test('an indicator page in German says so in its JSON-LD, at German addresses', async ({ page }) => {
    await page.goto('/products?lang=de');
    const card = page.getByTestId('indicator-card').filter({ hasText: 'Orderflow Pulse' });
    const href = await card.getByRole('link').first().getAttribute('href');
    expect(href).toMatch(/^\/indicators\/\d+$/);
    // Server-rendered: a client navigation writes no JSON-LD until its data is in.
    await page.goto(`${href}?lang=de`);
    const blocks = await jsonLdOf(page);
    const itemPage = blocks.find((b) => b['@type'] === 'ItemPage')!;
    expect(itemPage).toMatchObject({
      '@id': expect.stringMatching(/\/indicators\/\d+\?lang=de$/),
      inLanguage: 'de',
      mainEntity: { '@id': expect.stringMatching(/\/indicators\/\d+\?lang=de#product$/) },
    });
    expect(blocks.find((b) => b['@type'] === 'Product')).toMatchObject({
      '@id': (itemPage.mainEntity as { '@id': string })['@id'],
    });
  });
});
