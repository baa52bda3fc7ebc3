import type { Endpoint, EndpointInput } from '#shared/contracts/endpoint.ts';
import type { ShopLoadContext } from '#shared/load-context.ts';

/**
 * A URL-filtered list's loader body (admin blog posts, support inbox): the filter read from the
 * request and the first page, or null when the call failed (the browser query then tries again).
 */
export async function loadUrlList<E extends Endpoint & { method: 'GET' }, Q extends EndpointInput<E>>(
  context: ShopLoadContext,
  request: Request,
  endpoint: E,
  readQuery: (params: URLSearchParams) => Q,
) {
  const query = readQuery(new URL(request.url).searchParams);
  const result = await context.api(endpoint, query);
  return { query, list: result.ok ? result.data : null };
}
