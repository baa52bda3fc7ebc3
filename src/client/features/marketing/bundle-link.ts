import type { ApiResult } from '#shared/load-context.ts';

interface IndicatorLike {
  id: number | string;
  kind?: string;
}

/**
 * Where the Pro Bundle button leads: the detail page of the catalogue item whose `kind` is
 * `bundle`, or the catalogue itself while the store has no such item or its API fails.
 * Accepts the list as a bare array or as `{ indicators }`, so the page keeps working whichever
 * shape the store's list call settles on.
 */
export function bundleHref(result: ApiResult<unknown> | null): string {
  if (!result?.ok) return '/products';
  const data = result.data as IndicatorLike[] | { indicators?: IndicatorLike[] } | null;
  const list = Array.isArray(data) ? data : Array.isArray(data?.indicators) ? data.indicators : [];
  const bundle = list.find((item) => item?.kind === 'bundle');
  return bundle ? `/indicators/${encodeURIComponent(String(bundle.id))}` : '/products';
}
