import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartAddInput } from '#shared/contracts/store.ts';
import { addToCart } from '#shared/contracts/store.endpoints.ts';
import { callEndpoint } from '#client/lib/api-client.ts';
import { refreshCart } from './get-cart.ts';

/** SPEC §4: the cart is re-fetched after each success. A number is a product; `{renewalOf: key}` renews a licence's updates. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: number | CartAddInput) =>
      callEndpoint(addToCart, typeof input === 'number' ? { indicatorId: input } : input),
    onSuccess: () => refreshCart(queryClient),
  });
}
