import { expect, test } from './test.ts';
import { signInAsAdmin } from './auth-helpers.ts';
import { expectNoAxeViolations } from './helpers.ts';

// Categories are managed on /admin/categories, with a name per language.
test('the admin adds, renames and deletes a category; German visitors see its German name', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const name = `Breadth ${suffix}`;
  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Categories' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await expectNoAxeViolations(page);

  const form = page.getByRole('region', { name: 'New category' });
  await form.getByRole('button', { name: 'Add category' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await form.getByRole('textbox', { name: 'Name (English)' }).fill(name);
  await form.getByText('Names in other languages').click();
  await form.getByRole('textbox', { name: 'German' }).fill(`Marktbreite ${suffix}`);
  await form.getByRole('button', { name: 'Add category' }).click();
  const row = page.getByTestId('category-row').filter({ hasText: name });
  await expect(row).toContainText(`Marktbreite ${suffix}`);

  // The store's category list in German names it in German.
  const german = await page.request.get('/_api/categories?lang=de');
  const { categories } = (await german.json()) as { categories: Array<{ name: string }> };
  expect(categories.map((c) => c.name)).toContain(`Marktbreite ${suffix}`);

  // A category in use cannot go: the first seeded one has indicators.
  const used = page.getByTestId('category-row').filter({ hasNotText: suffix }).first();
  await used.getByRole('button', { name: /^Delete / }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText('This category is used by indicators: move them to another category first.'),
  ).toBeVisible();

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name (English)' }).fill(`${name} renamed`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  const renamed = page.getByTestId('category-row').filter({ hasText: `${name} renamed` });
  await expect(renamed).toBeVisible();
  await renamed.getByRole('button', { name: `Delete ${name} renamed` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(renamed).toHaveCount(0);
});
