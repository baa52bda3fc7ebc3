import {
  CATALOGUE_MAX,
  centsToDollars,
  type IndicatorDto,
  type ListCategoriesResponse,
  type ListIndicatorsResponse,
  type PublicCategory,
} from '#shared/contracts/store.ts';
import { DEFAULT_LANGUAGE, type Language } from '#shared/languages.ts';
import type { Db } from '../platform/db.ts';
import { appError } from '../error-catalogue.ts';
import * as repo from './catalogue.repo.ts';

/** Dates may come back as strings from the JSON subquery driver path; always send ISO text. */
const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

/** A category in the asked language, or in English when it has no name in it. */
export function toPublicCategory(category: repo.CategoryText, language: Language): PublicCategory {
  return category.translatedName
    ? { id: category.id, name: category.translatedName, language }
    : { id: category.id, name: category.name, language: DEFAULT_LANGUAGE };
}

/** One field's translation when there is one (a non-empty text or list), else the English original. */
export function pick<T extends string | string[] | null>(
  translated: T | null | undefined,
  english: T,
  language: Language,
): { value: T; language: Language } {
  const present = Array.isArray(translated) ? translated.length > 0 : Boolean(translated);
  return present ? { value: translated as T, language } : { value: english, language: DEFAULT_LANGUAGE };
}

/** The indicator in `language`, field by field: names and prices are never translated. */
export function toIndicatorDto(row: repo.CatalogueRow, language: Language = DEFAULT_LANGUAGE): IndicatorDto {
  const english = row.features && row.features.length > 0 ? row.features : null;
  const description = pick(row.translation?.description, row.description, language);
  const shortDescription = pick(row.translation?.shortDescription, row.shortDescription, language);
  const features = pick(row.translation?.features, english, language);
  return {
    id: row.id,
    name: row.name,
    description: description.value,
    shortDescription: shortDescription.value,
    price: centsToDollars(row.priceCents),
    imageUrl: row.imageUrl,
    isActive: row.isActive,
    features: features.value,
    categories: row.categories.map((category) => toPublicCategory(category, language)),
    kind: row.kind,
    machineLimit: row.machineLimit,
    updatesMonths: row.updatesMonths,
    renewalPrice: centsToDollars(row.renewalPriceCents),
    trialDays: row.trialDays,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    languages: {
      description: description.language,
      shortDescription: shortDescription.language,
      features: features.language,
    },
  };
}

/** SPEC §7 GET /_api/indicators: only what customers may buy, optionally one category. */
export async function listIndicators(
  db: Db,
  query: { categoryId?: number },
  language: Language,
): Promise<ListIndicatorsResponse> {
  const rows = await repo.listPublicIndicators(db, { categoryId: query.categoryId, limit: CATALOGUE_MAX, language });
  return { indicators: rows.map((row) => toIndicatorDto(row, language)) };
}

/** In the asked language, sorted by the name shown (English where a category has no name in it). */
export async function listCategories(db: Db, language: Language): Promise<ListCategoriesResponse> {
  const shown = (await repo.listCategories(db, language)).map((c) => toPublicCategory(c, language));
  const collator = new Intl.Collator(language);
  return { categories: shown.sort((a, b) => collator.compare(a.name, b.name)) };
}

/** SPEC §7 GET /_api/indicator: 404 'Indicator not found.' when missing, inactive or deleted. */
export async function getIndicator(db: Db, id: number, language: Language): Promise<IndicatorDto> {
  const row = await repo.findPublicIndicator(db, id, language);
  if (!row) throw appError('indicator_not_found');
  return toIndicatorDto(row, language);
}
