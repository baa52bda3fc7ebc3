import { expect, test } from './test.ts';
import { whenHydrated } from './helpers.ts';

test('a visitor presses /, types "delta" and opens a docs section at its anchor', async ({ page }) => {
  await page.goto('/');
  // The shortcut is listened for once the header has hydrated (before, the icon links to /search).
  await whenHydrated(page.getByTestId('header-search'));
  await page.locator('body').press('/');
  const input = page.getByRole('combobox', { name: 'Search the site' });
  await expect(input).toBeFocused();
  await input.fill('delta');
  // The indicator of the same name ranks in its own group; the docs section is the one to open.
  const docs = page.getByRole('group', { name: 'Docs' });
  const option = docs.getByRole('option').filter({ hasText: 'Orderflow Pulse' }).first();
  await expect(option).toBeVisible();
  await option.click();
  await expect(page).toHaveURL(/\/docs#orderflow-pulse$/);
  await expect(page.locator('#orderflow-pulse')).toBeInViewport();
});

test('the results page works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/search?q=delta');
  await expect(page.getByTestId('search-results').getByRole('link').first()).toBeVisible();
  await expect(page.locator('mark').first()).toHaveText(/delta/i);
  await context.close();
});

test('a suggestion found by the search opens on the board, alone and in view', async ({ page }) => {
  test.skip(test.info().project.name === 'mobile', 'the link and the board are the same on a phone');
  const title = 'Faster indicator loading on large charts';
  await page.goto('/search?q=faster+loading');
  const suggestions = page.getByRole('region', { name: 'Suggestions' });
  await suggestions.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/suggestions\?id=\d+$/);
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeInViewport();
  await expect(page.getByTestId('suggestion-card')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Show all suggestions' })).toBeVisible();
});
