import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListCategoriesResponse } from '#shared/contracts/store.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['store', 'categories'],
    queryFn: ({ signal }) => apiFetch<ListCategoriesResponse>('/_api/categories', { signal }),
  });

export function useCategories(initialData?: ListCategoriesResponse) {
  return useQuery({ ...categoriesQueryOptions(), initialData });
}
