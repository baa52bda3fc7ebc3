import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessResponse } from '#shared/contracts/store.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { refreshCart } from './get-cart.ts';

export const removeFromCart = (indicatorId: number) =>
  apiFetch<SuccessResponse>('/_api/cart/remove', { method: 'POST', body: { indicatorId } });

/** SPEC §4: the cart is re-fetched after each success. */
export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromCart,
    onSuccess: () => refreshCart(queryClient),
  });
}
