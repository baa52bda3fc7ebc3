import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createBlogCategory,
  deleteBlogCategory,
  listAdminBlogCategories,
  updateBlogCategory,
} from '#shared/contracts/blog.endpoints.ts';
import type { EndpointInput, EndpointOutput } from '#shared/contracts/endpoint.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

export const adminCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'blog', 'categories'],
    queryFn: ({ signal }) => callEndpoint(listAdminBlogCategories, undefined, { signal }),
  });

export function useAdminCategories(initialData?: EndpointOutput<typeof listAdminBlogCategories>) {
  return useQuery({ ...adminCategoriesQueryOptions(), initialData });
}

type SaveInput = EndpointInput<typeof createBlogCategory> | EndpointInput<typeof updateBlogCategory>;

/** A new category, or (with an `id`) an existing one renamed. */
export const saveCategory = (input: SaveInput) =>
  'id' in input ? callEndpoint(updateBlogCategory, input) : callEndpoint(createBlogCategory, input);

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
    mutationFn: (id: number) => callEndpoint(deleteBlogCategory, { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'blog'] }),
  });
}
