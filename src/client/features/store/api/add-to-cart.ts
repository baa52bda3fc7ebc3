import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartAddResponse } from '#shared/contracts/store.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { refreshCart } from './get-cart.ts';

export const addToCart = (indicatorId: number) =>
  apiFetch<CartAddResponse>('/_api/cart/add', { method: 'POST', body: { indicatorId } });

/** SPEC §4: the cart is re-fetched after each success. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: () => refreshCart(queryClient),
  });
}
