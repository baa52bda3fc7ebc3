import { queryOptions, useQuery } from '@tanstack/react-query';
import { BLOG_FEATURED_LIMIT, BLOG_PAGE_SIZE, toPostSummary } from '#shared/contracts/blog.constants.ts';
import { listBlogPosts } from '#shared/contracts/blog.endpoints.ts';
import type { BlogPostSummary, Pagination } from '#shared/contracts/blog.ts';
import type { EndpointInput, EndpointOutput } from '#shared/contracts/endpoint.ts';
import { callEndpoint } from '#client/lib/api-client.ts';
import { usePageLanguage } from '#client/lib/content-lang.ts';
import { featuredQuery, postsQuery, type BlogSearch } from '../search-params.ts';

/** A list page as cards need it: summaries without the post bodies (kept out of the page data). */
export interface PostsPage {
  posts: BlogPostSummary[];
  pagination: Pagination;
}

export const toPostsPage = (response: EndpointOutput<typeof listBlogPosts>): PostsPage => ({
  posts: response.posts.map(toPostSummary),
  pagination: response.pagination,
});

export async function fetchPosts(query: EndpointInput<typeof listBlogPosts>, signal?: AbortSignal): Promise<PostsPage> {
  return toPostsPage(await callEndpoint(listBlogPosts, query, { signal }));
}

export const postsQueryOptions = (search: BlogSearch, language: string) =>
  queryOptions({
    queryKey: ['blog', language, 'posts', search.page, search.category ?? null, search.query ?? null],
    queryFn: ({ signal }) => fetchPosts(postsQuery(search, BLOG_PAGE_SIZE), signal),
  });

export const featuredQueryOptions = (category: string | undefined, language: string) =>
  queryOptions({
    queryKey: ['blog', language, 'featured', category ?? null],
    queryFn: ({ signal }) => fetchPosts(featuredQuery(category, BLOG_FEATURED_LIMIT), signal),
  });

export function usePosts(search: BlogSearch, options: { initialData?: PostsPage; enabled?: boolean } = {}) {
  const language = usePageLanguage();
  return useQuery({
    ...postsQueryOptions(search, language),
    initialData: options.initialData,
    enabled: options.enabled ?? true,
  });
}

export function useFeaturedPosts(
  category: string | undefined,
  options: { initialData?: PostsPage; enabled?: boolean } = {},
) {
  const language = usePageLanguage();
  return useQuery({
    ...featuredQueryOptions(category, language),
    initialData: options.initialData,
    enabled: options.enabled ?? true,
  });
}
