import type { listBlogPosts } from '#shared/contracts/blog.endpoints.ts';
import type { EndpointInput } from '#shared/contracts/endpoint.ts';

/** The /blog page state lives in the URL (SPEC §2): page, category (slug) and query. */
export interface BlogSearch {
  page: number;
  category?: string;
  query?: string;
}

export function parseBlogSearch(params: URLSearchParams): BlogSearch {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const category = params.get('category')?.trim() || undefined;
  // Blank searches are no search; the trimmed text is what we search for.
  const query = params.get('query')?.trim() || undefined;
  return { page: Number.isFinite(page) && page > 0 ? page : 1, category, query };
}

/** `/blog` with only the parameters that differ from the defaults. */
export function blogHref(search: BlogSearch): string {
  const params = new URLSearchParams();
  if (search.category) params.set('category', search.category);
  if (search.query) params.set('query', search.query);
  if (search.page > 1) params.set('page', String(search.page));
  const text = params.toString();
  return text ? `/blog?${text}` : '/blog';
}

export const sameSearch = (a: BlogSearch, b: BlogSearch) =>
  a.page === b.page && a.category === b.category && a.query === b.query;

/** The API query for one page of the list (`page` first, so the URL starts `?page=` past page 1). */
export function postsQuery(search: BlogSearch, limit: number): EndpointInput<typeof listBlogPosts> {
  return { page: search.page, limit, categorySlug: search.category, query: search.query };
}

/** The API query for the featured posts above the list, optionally within a category. */
export function featuredQuery(category: string | undefined, limit: number): EndpointInput<typeof listBlogPosts> {
  return { featured: 'true', limit, categorySlug: category };
}
