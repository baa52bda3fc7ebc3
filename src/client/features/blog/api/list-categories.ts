import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogCategory } from '#shared/contracts/blog.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export const fetchCategories = (signal?: AbortSignal) => apiFetch<BlogCategory[]>('/_api/blog/categories', { signal });

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ['blog', 'categories'], queryFn: ({ signal }) => fetchCategories(signal) });

export function useCategories(initialData?: BlogCategory[]) {
  return useQuery({ ...categoriesQueryOptions(), initialData });
}
