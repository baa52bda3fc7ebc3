import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { signInAsAdmin } from './auth-helpers.ts';

// Issue 17: the shop owner translates an indicator in the editor's language tabs, and a visitor
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
