import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { EndpointOutput } from '#shared/contracts/endpoint.ts';
import { getCart } from '#shared/contracts/store.endpoints.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

export const cartKey = ['store', 'cart'] as const;

export const cartQueryOptions = () =>
  queryOptions({
    queryKey: cartKey,
    queryFn: ({ signal }) => callEndpoint(getCart, undefined, { signal }),
  });

/** The cart priced for a country's tax (/checkout): its own key under `cartKey`, so refreshes reach it. */
export const countryCartKey = (country: string) => [...cartKey, 'country', country] as const;

export function useCart(
  options: { initialData?: EndpointOutput<typeof getCart>; enabled?: boolean; country?: string } = {},
) {
  const { country } = options;
  const queryKey: readonly string[] = country ? countryCartKey(country) : cartKey;
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => callEndpoint(getCart, country ? { country } : undefined, { signal }),
    initialData: options.initialData,
    placeholderData: (previous) => previous,
    enabled: options.enabled ?? true,
  });
}

/**
 * Re-reads the cart after a change. A plain invalidation joins a first load still in flight (it
 * has no data yet, so TanStack Query does not cancel it), and that load was sent before the
 * change: the badge would keep the old count. Cancelling first makes the refetch a new request.
 */
export async function refreshCart(queryClient: QueryClient) {
  await queryClient.cancelQueries({ queryKey: cartKey });
  await queryClient.invalidateQueries({ queryKey: cartKey });
}
