import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutResponse } from '#shared/contracts/store.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { refreshCart } from './get-cart.ts';
import { ordersKey } from './list-orders.ts';

/** SPEC §7: the body is an empty object; the server prices the cart itself. */
export const placeOrder = () => apiFetch<CheckoutResponse>('/_api/checkout', { method: 'POST', body: {} });

/** SPEC §4: success refreshes the cart and orders data. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    // Not awaited: the page moves on to the success view while the data refreshes.
    onSuccess: () => {
      void refreshCart(queryClient);
      void queryClient.invalidateQueries({ queryKey: ordersKey });
    },
  });
}
