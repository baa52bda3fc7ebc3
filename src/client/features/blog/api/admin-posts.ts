import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminBlogPost,
  AdminListBlogPostsQuery,
  AdminListBlogPostsResponse,
  CreateBlogPostInput,
  UpdateBlogPostInput,
} from '#shared/contracts/blog.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { statusListApiPath } from '#client/lib/url-list-query.ts';

export const adminPostsPath = (query: AdminListBlogPostsQuery) => statusListApiPath('/_api/admin/blog/posts', query);

export const adminPostsQueryOptions = (query: AdminListBlogPostsQuery) =>
  queryOptions({
    queryKey: ['admin', 'blog', 'posts', query.page ?? 1, query.query ?? '', query.status ?? ''],
    queryFn: ({ signal }) => apiFetch<AdminListBlogPostsResponse>(adminPostsPath(query), { signal }),
  });

export function useAdminPosts(query: AdminListBlogPostsQuery, initialData?: AdminListBlogPostsResponse) {
  return useQuery({ ...adminPostsQueryOptions(query), initialData, placeholderData: keepPreviousData });
}

type SaveInput = CreateBlogPostInput | UpdateBlogPostInput;

export const savePost = (input: SaveInput) =>
  apiFetch<{ post: AdminBlogPost }>('id' in input ? '/_api/admin/blog/posts/update' : '/_api/admin/blog/posts', {
    method: 'POST',
    body: input,
  });

export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'blog'] }),
  });
}

export const deletePost = (id: number) =>
  apiFetch<{ success: true }>('/_api/admin/blog/posts/delete', { method: 'POST', body: { id } });

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'blog'] }),
  });
}

export const previewContent = (input: { contentFormat: 'markdown' | 'html'; content: string }) =>
  apiFetch<{ html: string }>('/_api/admin/blog/preview', { method: 'POST', body: input });

export function usePreviewContent() {
  return useMutation({ mutationFn: previewContent });
}
