import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, deleteCategory, updateCategory } from '#shared/contracts/admin-categories.endpoints.ts';
import { listAdminCategories } from '#shared/contracts/admin-store.endpoints.ts';
import { listCategories } from '#shared/contracts/store.endpoints.ts';
import { indicators } from '../store/store.schema.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { createIndicatorRow } from './store-admin.test-helpers.ts';
import { eq } from 'drizzle-orm';

// Indicator categories managed on /admin/categories, with a name per
// language, and the store showing the visitor's language where a name is written.

let t: TestApp;
let admin: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInClient(t.app, 'admin')).client;
});
afterAll(() => t.close());

/** The public category list in `lang`, as a visitor asks for it. */
async function storeNames(lang: string) {
  const res = await new ApiClient(t.app).get<{ categories: Array<{ id: number; name: string; language: string }> }>(
    `${listCategories.path}?lang=${lang}`,
  );
  return res.body.categories;
}

describe('categories admin', () => {
  it('creates a category with names per language; the store shows the visitor’s language, English elsewhere', async () => {
    const created = await admin.ok(createCategory, {
      name: '  Market   Breadth ',
      translations: { de: { name: 'Marktbreite' }, 'pt-BR': { name: 'Amplitude de mercado' }, fr: { name: ' ' } },
    });
    expect(created.category).toMatchObject({
      name: 'Market Breadth',
      translations: { de: { name: 'Marktbreite' }, 'pt-BR': { name: 'Amplitude de mercado' } },
      indicatorCount: 0,
    });
    expect(created.category.translations.fr).toBeUndefined();
    const id = created.category.id;

    expect((await storeNames('de')).find((c) => c.id === id)).toEqual({ id, name: 'Marktbreite', language: 'de' });
    expect((await storeNames('fr')).find((c) => c.id === id)).toEqual({ id, name: 'Market Breadth', language: 'en' });

    // A rename reaches the store at once (the catalogue cache forgets).
    const renamed = await admin.ok(updateCategory, { id, name: 'Breadth', translations: { de: { name: 'Breite' } } });
    expect(renamed.category).toMatchObject({ name: 'Breadth', translations: { de: { name: 'Breite' } } });
    expect(renamed.category.translations['pt-BR']).toBeUndefined();
    expect((await storeNames('de')).find((c) => c.id === id)?.name).toBe('Breite');
    // Without translations, the written ones stay.
    await admin.ok(updateCategory, { id, name: 'Market Breadth' });
    expect((await storeNames('de')).find((c) => c.id === id)?.name).toBe('Breite');

    const list = await admin.ok(listAdminCategories, undefined);
    expect(list.categories.find((c) => c.id === id)).toMatchObject({ name: 'Market Breadth', indicatorCount: 0 });
  });

  it('refuses a name twice (any case), an empty or too long one, and unknown ids', async () => {
    await admin.ok(createCategory, { name: 'Scalping' });
    expect(await admin.call(createCategory, { name: 'SCALPING' })).toMatchObject({
      status: 409,
      body: { code: 'category_name_taken', error: 'A category with this name already exists.' },
    });
    for (const [name, message] of [
      ['  ', 'Name is required'],
      ['x'.repeat(61), 'Name must be 60 characters or less'],
    ])
      expect(await admin.post(createCategory.path, { name })).toMatchObject({
        status: 400,
        body: { code: 'validation_failed', details: { name: message } },
      });
    expect(await admin.post(createCategory.path, { name: 'Ok', translations: { en: { name: 'x' } } })).toMatchObject({
      status: 400,
    });
    expect(await admin.call(updateCategory, { id: 999_999, name: 'Nope' })).toMatchObject({
      status: 404,
      body: { code: 'category_not_found', error: 'Category not found.' },
    });
    expect(await admin.call(deleteCategory, { id: 999_999 })).toMatchObject({
      status: 404,
      body: { code: 'category_not_found' },
    });
  });

  it('refuses to delete a category while indicators use it (409), hidden ones too; deleted ones do not count', async () => {
    const { category } = await admin.ok(createCategory, { name: 'Momentum' });
    const indicator = await createIndicatorRow(t.app, { categoryIds: [category.id], isActive: false });
    expect((await admin.ok(listAdminCategories, undefined)).categories.find((c) => c.id === category.id)).toMatchObject(
      { indicatorCount: 1 },
    );
    expect(await admin.call(deleteCategory, { id: category.id })).toMatchObject({
      status: 409,
      body: {
        code: 'category_in_use',
        error: 'This category is used by indicators: move them to another category first.',
      },
    });
    await t.app.db.update(indicators).set({ deletedAt: new Date() }).where(eq(indicators.id, indicator.id));
    expect(await admin.ok(deleteCategory, { id: category.id })).toEqual({ success: true });
    expect((await storeNames('en')).some((c) => c.id === category.id)).toBe(false);
  });

  it('is for admins and catalogue keys only', async () => {
    const { client: user } = await signedInClient(t.app, 'user');
    expect(await user.call(createCategory, { name: 'Nope' })).toMatchObject({ status: 403 });
    expect(await new ApiClient(t.app).call(deleteCategory, { id: 1 })).toMatchObject({ status: 401 });
  });
});
