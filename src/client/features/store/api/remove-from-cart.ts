import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeFromCart } from '#shared/contracts/store.endpoints.ts';
import { callEndpoint } from '#client/lib/api-client.ts';
import { refreshCart } from './get-cart.ts';

/** SPEC §4: the cart is re-fetched after each success. */
export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (indicatorId: number) => callEndpoint(removeFromCart, { indicatorId }),
    onSuccess: () => refreshCart(queryClient),
  });
}
