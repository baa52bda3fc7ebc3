import {
  ADMIN_INDICATORS_MAX,
  ADMIN_STORE_MESSAGES,
  centsToDollars,
  dollarsToCents,
  type AdminIndicatorDto,
  type CreateIndicatorData,
  type DeleteIndicatorResponse,
  type IndicatorTranslations,
  type UpdateIndicatorData,
} from '#shared/contracts/admin-store.ts';
import type { Db, DbOrTx } from '../platform/db.ts';
import { appError } from '../error-catalogue.ts';
import { adminIndicators as repo } from '../store/index.ts';

function toDto(
  row: repo.IndicatorRow,
  categories: repo.CategoryRef[],
  translations: IndicatorTranslations = {},
): AdminIndicatorDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    shortDescription: row.shortDescription,
    price: centsToDollars(row.priceCents),
    imageUrl: row.imageUrl,
    isActive: row.isActive,
    features: row.features ?? null,
    categories,
    kind: row.kind,
    updatesMonths: row.updatesMonths,
    renewalPrice: centsToDollars(row.renewalPriceCents),
    trialDays: row.trialDays,
    leaseDays: row.leaseDays,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    translations,
  };
}

function toValues(input: CreateIndicatorData): repo.IndicatorValues {
  return {
    name: input.name,
    description: input.description,
    shortDescription: input.shortDescription,
    priceCents: dollarsToCents(input.price),
    imageUrl: input.imageUrl,
    isActive: input.isActive,
    features: input.features,
    ...(input.updatesMonths === undefined ? {} : { updatesMonths: input.updatesMonths }),
    ...(input.renewalPrice === undefined ? {} : { renewalPriceCents: dollarsToCents(input.renewalPrice) }),
    ...(input.trialDays === undefined ? {} : { trialDays: input.trialDays }),
    ...(input.leaseDays === undefined ? {} : { leaseDays: input.leaseDays }),
  };
}

/** A field error in the same shape as schema validation, for ids that pass zod but not the database. */
async function assertCategoriesExist(db: DbOrTx, ids: number[]) {
  if ((await repo.countExistingCategories(db, ids)) !== ids.length) {
    throw appError('indicator_category_not_found', { details: { categoryIds: ADMIN_STORE_MESSAGES.categoryNotFound } });
  }
}

async function withCategories(db: DbOrTx, row: repo.IndicatorRow) {
  const categories = await repo.categoriesOf(db, [row.id]);
  const translations = await repo.translationsOf(db, [row.id]);
  return toDto(row, categories.get(row.id) ?? [], translations.get(row.id));
}

/** SPEC §7: every indicator, inactive ones too, with categories; deleted ones never. */
export async function listIndicators(db: Db, query: { categoryId?: number }) {
  const rows = await repo.listIndicators(db, { categoryId: query.categoryId, limit: ADMIN_INDICATORS_MAX });
  const ids = rows.map((r) => r.id);
  const [categories, translations] = await Promise.all([repo.categoriesOf(db, ids), repo.translationsOf(db, ids)]);
  return {
    indicators: rows.map((row) => toDto(row, categories.get(row.id) ?? [], translations.get(row.id))),
  };
}

export async function createIndicator(db: Db, input: CreateIndicatorData) {
  return db.transaction(async (tx) => {
    await assertCategoriesExist(tx, input.categoryIds);
    const row = await repo.insertIndicator(tx, toValues(input));
    await repo.replaceCategories(tx, row.id, input.categoryIds);
    if (input.translations) await repo.replaceTranslations(tx, row.id, input.translations);
    return { indicator: await withCategories(tx, row) };
  });
}

export async function updateIndicator(db: Db, input: UpdateIndicatorData) {
  return db.transaction(async (tx) => {
    if (!(await repo.lockIndicator(tx, input.id))) throw appError('indicator_not_found');
    await assertCategoriesExist(tx, input.categoryIds);
    const row = await repo.updateIndicator(tx, input.id, toValues(input));
    await repo.replaceCategories(tx, row.id, input.categoryIds);
    if (input.translations) await repo.replaceTranslations(tx, row.id, input.translations);
    return { indicator: await withCategories(tx, row) };
  });
}

/**
 * An indicator that was ever ordered is soft-deleted (hidden, inactive, row kept) so its orders,
 * order items and licences stay intact; one never sold is removed for good. Either way it leaves
 * every cart.
 */
export async function deleteIndicator(db: Db, id: number): Promise<DeleteIndicatorResponse> {
  return db.transaction(async (tx) => {
    if (!(await repo.lockIndicator(tx, id))) throw appError('indicator_not_found');
    await repo.removeFromCarts(tx, id);
    // Sold or released: hidden (soft delete), so old orders, releases and their files stay whole.
    const softDeleted = await repo.hasHistory(tx, id);
    if (softDeleted) await repo.softDeleteIndicator(tx, id);
    else await repo.deleteIndicator(tx, id);
    return { success: true as const, id, softDeleted };
  });
}
