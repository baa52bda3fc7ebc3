import {
  CATEGORY_MESSAGES,
  type AdminCategory,
  type CreateCategoryData,
  type UpdateCategoryData,
} from '#shared/contracts/admin-categories.ts';
import type { Db, DbOrTx } from '../platform/db.ts';
import { appError } from '../error-catalogue.ts';
import { adminCategories as repo } from '../store/index.ts';

// Indicator categories on /admin/categories. The store reads a category's name
// in the visitor's language from `category_translations` (store/catalogue.repo.ts), English else.

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  return false;
}

async function assertNameFree(db: DbOrTx, name: string, exceptId?: number) {
  if (await repo.nameTaken(db, name, exceptId))
    throw appError('category_name_taken', { details: { name: CATEGORY_MESSAGES.nameTaken } });
}

async function one(db: DbOrTx, id: number): Promise<{ category: AdminCategory }> {
  const [category] = await repo.listCategories(db, id);
  if (!category) throw appError('category_not_found');
  return { category };
}

export async function listCategories(db: Db): Promise<{ categories: AdminCategory[] }> {
  return { categories: await repo.listCategories(db) };
}

export async function createCategory(db: Db, input: CreateCategoryData) {
  return db
    .transaction(async (tx) => {
      await assertNameFree(tx, input.name);
      const row = await repo.insertCategory(tx, input.name);
      if (input.translations) await repo.replaceTranslations(tx, row.id, input.translations);
      return one(tx, row.id);
    })
    .catch(rethrowNameTaken);
}

export async function updateCategory(db: Db, input: UpdateCategoryData) {
  return db
    .transaction(async (tx) => {
      await assertNameFree(tx, input.name, input.id);
      if (!(await repo.renameCategory(tx, input.id, input.name))) throw appError('category_not_found');
      if (input.translations) await repo.replaceTranslations(tx, input.id, input.translations);
      return one(tx, input.id);
    })
    .catch(rethrowNameTaken);
}

/** Refused (409) while an indicator, on sale or hidden, is in the category. */
export async function deleteCategory(db: Db, id: number) {
  return db.transaction(async (tx) => {
    const category = await repo.lockCategory(tx, id);
    if (!category) throw appError('category_not_found');
    if (category.indicatorCount > 0) throw appError('category_in_use');
    await repo.deleteCategory(tx, id);
    return { success: true as const };
  });
}

/** Two admins adding the same name at once: the unique index decides, the loser gets the 409. */
function rethrowNameTaken(error: unknown): never {
  if (isUniqueViolation(error))
    throw appError('category_name_taken', { details: { name: CATEGORY_MESSAGES.nameTaken } });
  throw error;
}
