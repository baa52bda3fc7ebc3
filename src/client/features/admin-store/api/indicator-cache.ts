import type { QueryClient } from '@tanstack/react-query';
import type {
  AdminCategoriesResponse,
  AdminIndicatorDto,
  AdminIndicatorsResponse,
  CreateIndicatorInput,
} from '#shared/contracts/admin-store.ts';
import { DEFAULT_LEASE_DAYS } from '#shared/contracts/admin-store.constants.ts';
import { adminCategoriesKey } from './list-categories.ts';
import { adminIndicatorsKey } from './list-indicators.ts';

// Shared by the three optimistic mutations (SPEC §4): snapshot, patch, roll back.

export interface CacheSnapshot {
  previous: AdminIndicatorsResponse | undefined;
}

/** Stops in-flight refetches (they would overwrite the optimistic list) and keeps the old list. */
export async function snapshot(queryClient: QueryClient): Promise<CacheSnapshot> {
  await queryClient.cancelQueries({ queryKey: adminIndicatorsKey });
  return { previous: queryClient.getQueryData<AdminIndicatorsResponse>(adminIndicatorsKey) };
}

export function patchList(queryClient: QueryClient, patch: (list: AdminIndicatorDto[]) => AdminIndicatorDto[]) {
  queryClient.setQueryData<AdminIndicatorsResponse>(adminIndicatorsKey, (old) =>
    old ? { indicators: patch(old.indicators) } : old,
  );
}

export function rollback(queryClient: QueryClient, context: CacheSnapshot | undefined) {
  if (context?.previous) queryClient.setQueryData(adminIndicatorsKey, context.previous);
}

/** The list is refetched after every mutation, success or not (SPEC §4). */
export function refetchList(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: adminIndicatorsKey });
}

/** What the row will look like once saved, built from the request and the cached category names. */
export function optimisticIndicator(
  queryClient: QueryClient,
  input: CreateIndicatorInput,
  base: Pick<AdminIndicatorDto, 'id' | 'kind' | 'createdAt'> &
    Partial<Pick<AdminIndicatorDto, 'updatesMonths' | 'renewalPrice' | 'trialDays' | 'leaseDays'>> & {
      translations?: AdminIndicatorDto['translations'];
    },
): AdminIndicatorDto {
  const names = new Map(
    (queryClient.getQueryData<AdminCategoriesResponse>(adminCategoriesKey)?.categories ?? []).map((c) => [
      c.id,
      c.name,
    ]),
  );
  return {
    ...base,
    name: input.name.trim(),
    description: input.description.trim(),
    shortDescription: input.shortDescription?.trim() || null,
    price: input.price,
    imageUrl: input.imageUrl || null,
    isActive: input.isActive ?? true,
    features: input.features?.length ? input.features : null,
    categories: input.categoryIds.map((id) => ({ id, name: names.get(id) ?? '' })),
    updatesMonths: input.updatesMonths ?? base.updatesMonths ?? 0,
    renewalPrice: input.renewalPrice ?? base.renewalPrice ?? 0,
    trialDays: input.trialDays ?? base.trialDays ?? 0,
    leaseDays: input.leaseDays ?? base.leaseDays ?? DEFAULT_LEASE_DAYS,
    updatedAt: new Date().toISOString(),
    translations: input.translations ? writtenTranslations(input.translations) : (base.translations ?? {}),
  };
}

/** The request's translations as the server keeps them: empty fields null, empty languages gone. */
function writtenTranslations(input: NonNullable<CreateIndicatorInput['translations']>) {
  const kept: AdminIndicatorDto['translations'] = {};
  for (const [language, t] of Object.entries(input) as Array<
    [keyof typeof input, (typeof input)[keyof typeof input]]
  >) {
    const text = {
      description: t?.description?.trim() || null,
      shortDescription: t?.shortDescription?.trim() || null,
      features: t?.features?.length ? t.features : null,
    };
    if (text.description || text.shortDescription || text.features) kept[language] = text;
  }
  return kept;
}
