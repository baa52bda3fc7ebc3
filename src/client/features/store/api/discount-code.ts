import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyDiscount, removeDiscount } from '#shared/contracts/discounts.endpoints.ts';
import { callEndpoint } from '#client/lib/api-client.ts';
import { cartKey } from './get-cart.ts';

/** Both calls answer the cart with its new sums, which replaces the cached one. */
export function useApplyDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callEndpoint(applyDiscount, { code }),
    onSuccess: (cart) => {
      queryClient.setQueryData(cartKey, cart);
      // The answer has the default rate: a cart priced for a country is read again.
      void queryClient.invalidateQueries({ queryKey: [...cartKey, 'country'] });
    },
  });
}

export function useRemoveDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(removeDiscount, {}),
    onSuccess: (cart) => {
      queryClient.setQueryData(cartKey, cart);
      // The answer has the default rate: a cart priced for a country is read again.
      void queryClient.invalidateQueries({ queryKey: [...cartKey, 'country'] });
    },
  });
}
