import { useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * A list page whose filter lives in the URL (shareable, survives a reload). `update` merges a
 * change into the current filter and starts again at page 1 unless the change names a page;
 * it replaces the history entry and keeps the scroll position, so typing does not flood Back.
 */
export function useUrlListQuery<Q extends { page?: number }>(
  parse: (params: URLSearchParams) => Q,
  toParams: (query: Q) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const query = parse(params);
  const update = (next: Partial<Q>) =>
    setParams(toParams({ ...query, page: 1, ...next }), { replace: true, preventScrollReset: true });
  return { query, update };
}

/** Two flat filters ask for the same rows (a missing key and `undefined` count as the same). */
export function sameListQuery<Q extends object>(a: Q, b: Q): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof Q>;
  for (const key of keys) if (a[key] !== b[key]) return false;
  return true;
}

/** The loader's rows seed the browser query only while the URL still asks for what it fetched. */
export function loaderListFor<Q extends object, D>(query: Q, loadedQuery: Q, loadedList: D | null): D | undefined {
  return loadedList && sameListQuery(query, loadedQuery) ? loadedList : undefined;
}

/** `?query=&status=&page=` as the admin blog and support inbox read it. */
export interface StatusListQuery<S extends string> {
  page: number;
  query?: string;
  status?: S;
}

export function readStatusListQuery<S extends string>(
  params: URLSearchParams,
  statuses: readonly S[],
): StatusListQuery<S> {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const status = params.get('status') as S | null;
  return {
    page: page > 0 ? page : 1,
    query: params.get('query')?.trim() || undefined,
    status: status && statuses.includes(status) ? status : undefined,
  };
}

/** Query and status only when set, page only above 1. */
export function statusListSearchParams(query: Partial<StatusListQuery<string>>): URLSearchParams {
  const search = new URLSearchParams();
  if (query.query) search.set('query', String(query.query));
  if (query.status) search.set('status', query.status);
  if (Number(query.page) > 1) search.set('page', String(query.page));
  return search;
}

/** The API path of a `?page=&query=&status=` list (admin blog posts, support messages): only what is set. */
export function statusListApiPath(base: string, query: { page?: unknown; query?: string; status?: string }): string {
  const params = new URLSearchParams();
  if (query.page && Number(query.page) > 1) params.set('page', String(query.page));
  if (query.query) params.set('query', query.query);
  if (query.status) params.set('status', query.status);
  const text = params.toString();
  return `${base}${text ? `?${text}` : ''}`;
}

/** `?search=&status=&page=` as the admin orders and affiliates read it (SPEC §2); status null means all. */
export interface SearchListQuery<S extends string> {
  page: number;
  search: string;
  status: S | null;
}

export function readSearchListQuery<S extends string>(
  params: URLSearchParams,
  statuses: readonly S[],
  maxPage = Infinity,
): SearchListQuery<S> {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const status = params.get('status');
  return {
    page: Number.isFinite(page) && page > 1 && page <= maxPage ? page : 1,
    search: (params.get('search') ?? '').trim().slice(0, 200),
    status: (statuses as readonly string[]).includes(status ?? '') ? (status as S) : null,
  };
}

/** Search and status only when set, page only above 1. */
export function searchListSearchParams(query: SearchListQuery<string>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.status) params.set('status', query.status);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/**
 * For a route whose filters and pages are fetched in the browser by TanStack Query: a change of
 * the query string alone does not re-run the server loader; a real reload (language switch,
 * same URL) or another page still does.
 */
export function revalidateUnlessOnlySearchChanged({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}
