import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCategoriesResponse } from '#shared/contracts/admin-store.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export const adminCategoriesKey = ['admin', 'categories'] as const;

export const fetchAdminCategories = (signal?: AbortSignal) =>
  apiFetch<AdminCategoriesResponse>('/_api/admin/categories', { signal });

export const adminCategoriesQueryOptions = () =>
  queryOptions({ queryKey: adminCategoriesKey, queryFn: ({ signal }) => fetchAdminCategories(signal) });

export function useAdminCategories(initialData?: AdminCategoriesResponse | null) {
  return useQuery({ ...adminCategoriesQueryOptions(), initialData: initialData ?? undefined });
}
