import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBlogCategory, CreateBlogCategoryInput, UpdateBlogCategoryInput } from '#shared/contracts/blog.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export const adminCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'blog', 'categories'],
    queryFn: ({ signal }) => apiFetch<AdminBlogCategory[]>('/_api/admin/blog/categories', { signal }),
  });

export function useAdminCategories(initialData?: AdminBlogCategory[]) {
  return useQuery({ ...adminCategoriesQueryOptions(), initialData });
}

export const saveCategory = (input: CreateBlogCategoryInput | UpdateBlogCategoryInput) =>
  apiFetch<{ category: AdminBlogCategory }>(
    'id' in input ? '/_api/admin/blog/categories/update' : '/_api/admin/blog/categories',
    { method: 'POST', body: input },
  );

export const deleteCategory = (id: number) =>
  apiFetch<{ success: true }>('/_api/admin/blog/categories/delete', { method: 'POST', body: { id } });

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'blog'] }),
  });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'blog'] }),
  });
}
