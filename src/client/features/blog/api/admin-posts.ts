import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createBlogPost,
  deleteBlogPost,
  listAdminBlogPosts,
  previewBlogContent,
  updateBlogPost,
} from '#shared/contracts/blog.endpoints.ts';
import type { EndpointInput, EndpointOutput } from '#shared/contracts/endpoint.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

type ListQuery = EndpointInput<typeof listAdminBlogPosts>;

export const adminPostsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: ['admin', 'blog', 'posts', query.page ?? 1, query.query ?? '', query.status ?? '', query.missing ?? ''],
    queryFn: ({ signal }) => callEndpoint(listAdminBlogPosts, query, { signal }),
  });

export function useAdminPosts(query: ListQuery, initialData?: EndpointOutput<typeof listAdminBlogPosts>) {
  return useQuery({ ...adminPostsQueryOptions(query), initialData, placeholderData: keepPreviousData });
}

type SaveInput = EndpointInput<typeof createBlogPost> | EndpointInput<typeof updateBlogPost>;

/** A new post, or (with an `id`) an existing one saved. */
export const savePost = (input: SaveInput) =>
  'id' in input ? callEndpoint(updateBlogPost, input) : callEndpoint(createBlogPost, input);

export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'blog'] }),
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(deleteBlogPost, { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'blog'] }),
  });
}

export function usePreviewContent() {
  return useMutation({
    mutationFn: (input: EndpointInput<typeof previewBlogContent>) => callEndpoint(previewBlogContent, input),
  });
}
