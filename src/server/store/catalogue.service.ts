import {
  CATALOGUE_MAX,
  STORE_MESSAGES,
  centsToDollars,
  type IndicatorDto,
  type ListCategoriesResponse,
  type ListIndicatorsResponse,
} from '#shared/contracts/store.ts';
import type { Db } from '../platform/db.ts';
import { AppError } from '../platform/errors.ts';
import * as repo from './catalogue.repo.ts';

/** Dates may come back as strings from the JSON subquery driver path; always send ISO text. */
const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

export function toIndicatorDto(row: repo.CatalogueRow): IndicatorDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    shortDescription: row.shortDescription,
    price: centsToDollars(row.priceCents),
    imageUrl: row.imageUrl,
    isActive: row.isActive,
    features: row.features && row.features.length > 0 ? row.features : null,
    categories: row.categories,
    kind: row.kind,
    machineLimit: row.machineLimit,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** SPEC §7 GET /_api/indicators: only what customers may buy, optionally one category. */
export async function listIndicators(db: Db, query: { categoryId?: number }): Promise<ListIndicatorsResponse> {
  const rows = await repo.listPublicIndicators(db, { categoryId: query.categoryId, limit: CATALOGUE_MAX });
  return { indicators: rows.map(toIndicatorDto) };
}

export async function listCategories(db: Db): Promise<ListCategoriesResponse> {
  return { categories: await repo.listCategories(db) };
}

/** SPEC §7 GET /_api/indicator: 404 'Indicator not found.' when missing, inactive or deleted. */
export async function getIndicator(db: Db, id: number): Promise<IndicatorDto> {
  const row = await repo.findPublicIndicator(db, id);
  if (!row) throw new AppError('not_found', STORE_MESSAGES.indicatorNotFound, undefined, 'indicator_not_found');
  return toIndicatorDto(row);
}
