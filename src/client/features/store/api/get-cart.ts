import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetCartResponse } from '#shared/contracts/store.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export const CART_PATH = '/_api/cart';
export const cartKey = ['store', 'cart'] as const;

export const cartQueryOptions = () =>
  queryOptions({
    queryKey: cartKey,
    queryFn: ({ signal }) => apiFetch<GetCartResponse>(CART_PATH, { signal }),
  });

export function useCart(options: { initialData?: GetCartResponse; enabled?: boolean } = {}) {
  return useQuery({ ...cartQueryOptions(), initialData: options.initialData, enabled: options.enabled ?? true });
}
