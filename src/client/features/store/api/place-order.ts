import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '#shared/contracts/endpoint.ts';
import { checkout } from '#shared/contracts/store.endpoints.ts';
import { callEndpoint } from '#client/lib/api-client.ts';
import { refreshCart } from './get-cart.ts';
import { ordersKey } from './list-orders.ts';

/** SPEC §4: success refreshes the cart and orders data. The body holds the optional invoice details. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof checkout> = {}) => callEndpoint(checkout, input),
    // Not awaited: the page moves on to the success view while the data refreshes.
    onSuccess: () => {
      void refreshCart(queryClient);
      void queryClient.invalidateQueries({ queryKey: ordersKey });
    },
  });
}
