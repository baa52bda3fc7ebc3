import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createDiscount,
  deleteDiscount,
  listDiscounts,
  updateDiscount,
} from '#shared/contracts/discounts.endpoints.ts';
import type { EndpointInput, EndpointOutput } from '#shared/contracts/endpoint.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

export const adminDiscountsKey = ['admin', 'discounts'] as const;

export function useAdminDiscounts(initialData?: EndpointOutput<typeof listDiscounts>) {
  return useQuery({
    queryKey: adminDiscountsKey,
    queryFn: ({ signal }) => callEndpoint(listDiscounts, undefined, { signal }),
    initialData,
  });
}

export type DiscountBody = EndpointInput<typeof createDiscount>;

/** Creates (no id) or updates (with id) a code; the list is re-read afterwards. */
export function useSaveDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: number; body: DiscountBody }) =>
      input.id
        ? callEndpoint(updateDiscount, { ...input.body, id: input.id })
        : callEndpoint(createDiscount, input.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminDiscountsKey }),
  });
}

export function useDeleteDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(deleteDiscount, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminDiscountsKey }),
  });
}
