import { defineEndpoint } from './endpoint.ts';

// Indicator categories on /admin/categories (the list is
// `listAdminCategories` in ./admin-store.endpoints.ts). Plain data plus a lazy schema import.
const schemas = () => import('./admin-categories.ts');

/** POST /_api/admin/categories: adds a category, with its names in other languages. */
export const createCategory = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/categories',
  role: 'admin',
  scope: 'catalogue:write',
  errors: ['category_name_taken'],
  schemas: () => schemas().then((c) => ({ body: c.CreateCategoryInputSchema, response: c.CategoryResponseSchema })),
});

/** POST /_api/admin/categories/update: renames a category (and its translations when given). */
export const updateCategory = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/categories/update',
  role: 'admin',
  scope: 'catalogue:write',
  errors: ['category_not_found', 'category_name_taken'],
  schemas: () => schemas().then((c) => ({ body: c.UpdateCategoryInputSchema, response: c.CategoryResponseSchema })),
});

/** POST /_api/admin/categories/delete: removes a category no indicator uses (409 while one does). */
export const deleteCategory = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/categories/delete',
  role: 'admin',
  scope: 'catalogue:write',
  errors: ['category_not_found', 'category_in_use'],
  schemas: () =>
    schemas().then((c) => ({ body: c.DeleteCategoryInputSchema, response: c.DeleteCategoryResponseSchema })),
});
