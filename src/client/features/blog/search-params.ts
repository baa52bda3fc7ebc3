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

/** The API query string for one page of the list. */
export function postsApiPath(search: BlogSearch, limit: number): string {
  const params = new URLSearchParams({ page: String(search.page), limit: String(limit) });
  if (search.category) params.set('categorySlug', search.category);
  if (search.query) params.set('query', search.query);
  return `/_api/blog/posts?${params}`;
}

export function featuredApiPath(category: string | undefined, limit: number): string {
  const params = new URLSearchParams({ featured: 'true', limit: String(limit) });
  if (category) params.set('categorySlug', category);
  return `/_api/blog/posts?${params}`;
}
