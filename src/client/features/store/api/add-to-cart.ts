import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToCart } from '#shared/contracts/store.endpoints.ts';
import { callEndpoint } from '#client/lib/api-client.ts';
import { refreshCart } from './get-cart.ts';

/** SPEC §4: the cart is re-fetched after each success. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (indicatorId: number) => callEndpoint(addToCart, { indicatorId }),
    onSuccess: () => refreshCart(queryClient),
  });
}
